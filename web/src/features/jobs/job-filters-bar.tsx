import { JOB_RESOURCE_TYPES, JOB_STATUSES } from '@opsdeck/common';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchJobHistoryNames, jobHistoryKeys } from '../../api/job-history';
import { STALE } from '../../api/query-client';
import { TriStateDropdown } from '../../components/filters/tri-state-dropdown';
import { SelectBox } from '../../components/select/select-box';
import { parseTriStateParam, serializeTriState } from '../../lib/tri-state';
import { DURATION_OPTIONS, readJobFilters } from './job-filter-params';

/** Statuses the engines write besides the spec's (a crashed run becomes STALE). */
const STATUS_OPTIONS = [...JOB_STATUSES, 'STALE', 'SKIPPED'].map((value) => ({ value }));
const RESOURCE_TYPE_OPTIONS = JOB_RESOURCE_TYPES.map((v) => ({ value: v, label: v }));

export function JobFiltersBar() {
  const [params, setParams] = useSearchParams();
  const filters = readJobFilters(params);
  const names = useQuery({ queryKey: jobHistoryKeys.names, queryFn: fetchJobHistoryNames, staleTime: STALE.reference });
  const [resourceId, setResourceId] = useState(filters.resourceId ?? '');
  useEffect(() => setResourceId(filters.resourceId ?? ''), [filters.resourceId]);

  const set = (key: string, value: string | undefined) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value === undefined || (value === '' && key !== 'status')) p.delete(key);
      else p.set(key, value);
      p.delete('pageIndex');
      return p;
    });

  return (
    <div
      className="flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white px-4 py-2"
      role="search"
      aria-label="Job filters"
    >
      <SelectBox
        label="Resource Type"
        value={filters.resourceType}
        options={RESOURCE_TYPE_OPTIONS}
        onChange={(v) => set('resourceType', v)}
      />
      <input
        aria-label="Resource ID"
        placeholder="Resource ID"
        value={resourceId}
        onChange={(e) => setResourceId(e.target.value)}
        onBlur={() => set('resourceId', resourceId.trim() || undefined)}
        onKeyDown={(e) => e.key === 'Enter' && set('resourceId', resourceId.trim() || undefined)}
        className="w-64 rounded-md border border-gray-300 px-2 py-1 text-sm"
      />
      <SelectBox
        label="Job Name"
        value={filters.name}
        options={(names.data ?? []).map((n) => ({ value: n, label: n }))}
        onChange={(v) => set('name', v)}
      />
      <TriStateDropdown
        label="Status"
        options={STATUS_OPTIONS}
        value={parseTriStateParam(filters.status)}
        onChange={(m) => set('status', serializeTriState(m))}
      />
      <SelectBox
        label="Duration"
        value={filters.duration}
        options={DURATION_OPTIONS}
        onChange={(v) => set('duration', v)}
      />
    </div>
  );
}

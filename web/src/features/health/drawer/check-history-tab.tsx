import { TOAST_DURATION_MS } from '@opsdeck/common';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/errors';
import { columnHelper } from '../../../components/table/table-features';
import { DataTable } from '../../../components/table/data-table';
import { ErrorPanel } from '../../../components/ui/feedback';
import { StatusDot } from '../../../components/ui/status-dot';
import { formatDuration } from '../../../lib/duration';
import { formatAge, formatDateTime } from '../../../lib/format-date';
import { useCheckStatuses } from '../api/get-check-statuses';
import type { CheckStatusRow } from '../api/types';
import { parseDurationFilter } from '../lib/duration-filter';
import { CHECK_STATUS_PAGE_SIZE } from '../lib/history-constants';
import { DurationFilterSelect } from './duration-filter-select';
import { LabelledSelect } from './labelled-select';

const col = columnHelper<CheckStatusRow>();
const columns = [
  col.accessor('time', {
    header: 'Age',
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap" title={formatDateTime(row.original.time)}>
        <StatusDot status={row.original.status ? 'healthy' : 'unhealthy'} />
        {formatAge(row.original.time)}
      </span>
    ),
  }),
  col.accessor('duration', { header: 'Duration', cell: ({ getValue }) => formatDuration(getValue()) }),
  col.accessor((r) => r.message || r.error || '', {
    id: 'message',
    header: 'Message',
    cell: ({ row }) => (
      <span className="line-clamp-3 break-all">
        {row.original.message}
        {row.original.error && <span className="text-red-700"> {row.original.error}</span>}
      </span>
    ),
  }),
];

type StatusChoice = 'all' | 'healthy' | 'unhealthy';
const STATUS_OPTIONS: { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'healthy', label: 'Healthy' },
  { value: 'unhealthy', label: 'Unhealthy' },
];

/** History: Age, Duration, Message; Status and Duration filters; pages of 50 with the exact total. */
export function CheckHistoryTab({ checkId }: { checkId: string }) {
  const [status, setStatus] = useState<StatusChoice>('all');
  const [duration, setDuration] = useState<string>();
  const [pageIndex, setPageIndex] = useState(0);
  const result = useCheckStatuses(checkId, {
    pageIndex,
    status: status === 'all' ? undefined : status,
    minDurationMs: duration ? parseDurationFilter(duration) : undefined,
  });
  // spec (error catalogue): a check status load failure toasts its message.
  useEffect(() => {
    if (result.error) toast.error(errorMessage(result.error), { duration: TOAST_DURATION_MS });
  }, [result.error]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <LabelledSelect
          caption="Status:"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => (setStatus(v as StatusChoice), setPageIndex(0))}
        />
        <DurationFilterSelect value={duration} onChange={(d) => (setDuration(d), setPageIndex(0))} />
      </div>
      {result.isError && !result.data ? (
        <ErrorPanel error={result.error} />
      ) : (
        <DataTable
          columns={columns}
          data={result.data?.data ?? []}
          isLoading={result.isPending}
          getRowId={(r) => r.time}
          rowCount={result.data?.totalEntries ?? 0}
          pagination={{ pageIndex, pageSize: CHECK_STATUS_PAGE_SIZE }}
          onPaginationChange={(p) => setPageIndex(p.pageIndex)}
          manualSorting
        />
      )}
    </div>
  );
}

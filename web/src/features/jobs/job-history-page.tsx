import { JOB_HISTORY_PAGE_SIZE } from '@opsdeck/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchJobHistories, jobHistoryKeys, type JobHistory, type JobHistoryQuery } from '../../api/job-history';
import { JobDetailsDialog } from '../../components/job-history/job-details-dialog';
import { jobHistoryColumns } from '../../components/job-history/job-history-columns';
import { PageLayout } from '../../components/layout/page-layout';
import { DataTable } from '../../components/table/data-table';
import { useTableUrlState } from '../../components/table/use-table-url-state';
import { TimeRangePicker } from '../../components/time-range/time-range-picker';
import { useTimeRangeParam } from '../../components/time-range/use-time-range-param';
import { ErrorPanel } from '../../components/ui/feedback';
import { resolveTimeRange, type TimeRange } from '../../lib/time-range';
import { JobFiltersBar } from './job-filters-bar';
import { durationMs, readJobFilters, statusFilter } from './job-filter-params';

/** spec: default time range relative now-2d ("2 days"). */
export const JOBS_DEFAULT_RANGE: TimeRange = { type: 'relative', range: 'now-2d', display: '2 days' };
const EMPTY: JobHistory[] = [];

/** /settings/jobs: filtered job history; a row opens the details dialog (settings document). */
export default function JobHistoryPage() {
  const [params] = useSearchParams();
  const table = useTableUrlState({
    defaultPageSize: JOB_HISTORY_PAGE_SIZE,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
  });
  const [range, setRange] = useTimeRangeParam(JOBS_DEFAULT_RANGE);
  const [selected, setSelected] = useState<JobHistory>();
  const filters = readJobFilters(params);
  const query: JobHistoryQuery = useMemo(
    () => ({
      pageIndex: table.pagination.pageIndex,
      pageSize: table.pagination.pageSize,
      resourceType: filters.resourceType,
      resourceId: filters.resourceId,
      name: filters.name,
      ...statusFilter(filters.status),
      minDurationMs: durationMs(filters.duration),
      sortBy: table.sortBy,
      sortOrder: table.sortOrder,
    }),
    [params.toString(), table.pagination, table.sortBy, table.sortOrder],
  );
  // The range goes into the key as chosen (e.g. now-2d) and is resolved to dates when the request is made.
  const result = useQuery({
    queryKey: [...jobHistoryKeys.list(query), range],
    queryFn: ({ signal }) => {
      const bounds = range ? resolveTimeRange(range) : undefined;
      return fetchJobHistories({ ...query, from: bounds?.from.toISOString(), to: bounds?.to.toISOString() }, signal);
    },
    placeholderData: keepPreviousData,
  });

  return (
    <PageLayout
      title="Job History"
      onRefresh={() => void result.refetch()}
      loading={result.isFetching}
      extra={<TimeRangePicker value={range} onChange={setRange} />}
      subheader={<JobFiltersBar />}
    >
      {result.isError && !result.data ? (
        <ErrorPanel error={result.error} />
      ) : (
        <div className="p-4">
          <DataTable
            columns={jobHistoryColumns}
            data={result.data?.data ?? EMPTY}
            rowCount={result.data?.totalEntries ?? 0}
            isLoading={result.isPending}
            getRowId={(r) => r.id}
            onRowClick={setSelected}
            sorting={table.sorting}
            onSortingChange={table.setSorting}
            manualSorting
            pagination={table.pagination}
            onPaginationChange={table.setPagination}
          />
        </div>
      )}
      <JobDetailsDialog job={selected} onClose={() => setSelected(undefined)} />
    </PageLayout>
  );
}

import { JOB_HISTORY_PANEL_PAGE_SIZE } from '@opsdeck/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchJobHistories, jobHistoryKeys, type JobHistory } from '../../api/job-history';
import { JobDetailsDialog } from '../../components/job-history/job-details-dialog';
import { jobHistoryColumns } from '../../components/job-history/job-history-columns';
import { DataTable } from '../../components/table/data-table';
import { ErrorPanel } from '../../components/ui/feedback';

const EMPTY: JobHistory[] = [];

/** The jobHistory tab: this resource's runs, newest first, 150 a page (settings document §9). */
export function ResourceJobHistory({ resourceId }: { resourceId: string }) {
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: JOB_HISTORY_PANEL_PAGE_SIZE });
  const [selected, setSelected] = useState<JobHistory>();
  const query = { ...pagination, resourceId, sortBy: 'created_at', sortOrder: 'desc' as const };
  const result = useQuery({
    queryKey: jobHistoryKeys.list(query),
    queryFn: ({ signal }) => fetchJobHistories(query, signal),
    placeholderData: keepPreviousData,
  });
  if (result.isError && !result.data) return <ErrorPanel error={result.error} />;
  return (
    <>
      <DataTable
        columns={jobHistoryColumns}
        data={result.data?.data ?? EMPTY}
        rowCount={result.data?.totalEntries ?? 0}
        isLoading={result.isPending}
        manualSorting
        getRowId={(r) => r.id}
        onRowClick={setSelected}
        pagination={pagination}
        onPaginationChange={setPagination}
      />
      <JobDetailsDialog job={selected} onClose={() => setSelected(undefined)} />
    </>
  );
}

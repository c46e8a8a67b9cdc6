import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '../../components/layout/page-layout';
import { DataTable } from '../../components/table/data-table';
import { columnHelper } from '../../components/table/table-features';
import { ErrorPanel } from '../../components/ui/feedback';
import { formatAge, formatDateTime } from '../../lib/format-date';
import { fetchEventQueueSummary, type EventQueueRow } from './event-queue-api';

const col = columnHelper<EventQueueRow>();
const when = (v: string | null) => <span title={formatDateTime(v)}>{formatAge(v)}</span>;

const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('pending', { header: 'Pending' }),
  col.accessor('failed', { header: 'Failed' }),
  col.accessor('average_attempts', { header: 'Average Attempts' }),
  col.accessor('first_failure', { header: 'First Failure', cell: (c) => when(c.getValue()) }),
  col.accessor('last_failure', { header: 'Last Failure', cell: (c) => when(c.getValue()) }),
  col.accessor('most_common_error', {
    header: 'Most Common Error',
    cell: (c) => <span className="line-clamp-2 break-all text-red-700">{c.getValue()}</span>,
    enableSorting: false,
  }),
];
const EMPTY: EventQueueRow[] = [];

/** Event queue status: one row per event name, ordered by last failure (settings document). */
export default function EventQueuePage() {
  const result = useQuery({ queryKey: ['event-queue-summary'], queryFn: fetchEventQueueSummary });
  return (
    <PageLayout title="Event Queue" onRefresh={() => void result.refetch()} loading={result.isFetching}>
      {result.isError && !result.data ? (
        <ErrorPanel error={result.error} />
      ) : (
        <div className="p-4">
          <DataTable
            columns={columns}
            data={result.data ?? EMPTY}
            isLoading={result.isPending}
            getRowId={(r) => r.name}
          />
        </div>
      )}
    </PageLayout>
  );
}

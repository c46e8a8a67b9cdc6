import type { JobHistory } from '../../api/job-history';
import { formatDuration } from '../../lib/duration';
import { formatAge, formatDateTime } from '../../lib/format-date';
import { columnHelper } from '../table/table-features';
import { StatusBadge } from '../ui/status-dot';

const col = columnHelper<JobHistory>();

/** Columns of the job history table (page and resource tab share them). Sorting is done by the server. */
export const jobHistoryColumns = [
  col.accessor('created_at', {
    header: 'Created',
    cell: (c) => <span title={formatDateTime(c.getValue())}>{formatAge(c.getValue())}</span>,
  }),
  col.accessor('name', { header: 'Job Name' }),
  col.accessor('resource_type', { header: 'Resource Type' }),
  col.accessor('resource_name', {
    header: 'Resource',
    cell: (c) => c.getValue() ?? c.row.original.resource_id ?? '',
    enableSorting: false,
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.accessor('duration_millis', { header: 'Duration', cell: (c) => formatDuration(c.getValue()) }),
  col.accessor('success_count', { header: 'Success' }),
  col.accessor('error_count', { header: 'Errors' }),
  col.accessor((r) => r.agent?.name ?? '', { id: 'agent', header: 'Agent', enableSorting: false }),
];

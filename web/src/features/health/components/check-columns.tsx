import { columnHelper, type DataColumn } from '../../../components/table/table-features';
import { StatusDot } from '../../../components/ui/status-dot';
import { formatAge, formatDateTime } from '../../../lib/format-date';
import type { CheckSummary } from '../api/types';
import { groupValue } from '../lib/check-grouping';
import { checkHealth } from '../lib/filter-checks';
import { NO_GROUP } from '../lib/health-params';
import { failedPercentage } from '../lib/uptime';
import { CheckLabels } from './check-labels';
import { LatencyText } from './latency-text';
import { UptimeBar } from './uptime-bar';

const col = columnHelper<CheckSummary>();

/** Aggregate status of a group: good (all healthy), bad (all unhealthy), else mixed (shell document §3). */
function aggregateStatus(checks: CheckSummary[]): 'good' | 'bad' | 'mixed' {
  const healthy = checks.filter((c) => checkHealth(c) === 'healthy').length;
  if (healthy === checks.length) return 'good';
  if (checks.every((c) => checkHealth(c) === 'unhealthy')) return 'bad';
  return 'mixed';
}
const AGGREGATE_DOT = { good: 'healthy', bad: 'unhealthy', mixed: 'mixed' } as const;

/** Columns of the table layout; a leading group column when Group By is set. */
export function checkColumns(groupBy: string, groupLabel: string): DataColumn<CheckSummary>[] {
  const columns: DataColumn<CheckSummary>[] = [
    col.accessor((c) => c.name, {
      id: 'name',
      header: 'Name',
      cell: ({ row }) =>
        row.getIsGrouped() ? null : (
          <span className="inline-flex min-w-0 items-center gap-2">
            <StatusDot status={checkHealth(row.original)} />
            <span className="truncate font-medium">{row.original.name}</span>
            <span className="text-xs text-gray-500">{row.original.type}</span>
          </span>
        ),
    }),
    col.accessor((c) => checkHealth(c), {
      id: 'status',
      header: 'Health',
      cell: ({ row }) => {
        if (!row.getIsGrouped()) return <span className="text-xs text-gray-700">{checkHealth(row.original)}</span>;
        const agg = aggregateStatus(row.getLeafRows().map((r) => r.original));
        return (
          <span className="inline-flex items-center gap-1.5 text-xs text-gray-600">
            <StatusDot status={AGGREGATE_DOT[agg]} /> {agg}
          </span>
        );
      },
    }),
    col.accessor((c) => failedPercentage(c.uptime) ?? -1, {
      id: 'uptime',
      header: 'Uptime',
      cell: ({ row }) => (row.getIsGrouped() ? null : <UptimeBar uptime={row.original.uptime} />),
    }),
    col.accessor((c) => c.latency?.p95 ?? -1, {
      id: 'latency',
      header: 'Latency (p95/p97/p99)',
      cell: ({ row }) => (row.getIsGrouped() ? null : <LatencyText latency={row.original.latency} />),
    }),
    col.accessor((c) => c.last_runtime ?? '', {
      id: 'last_runtime',
      header: 'Last Run',
      cell: ({ row }) =>
        row.getIsGrouped() ? null : (
          <span className="text-xs text-gray-600" title={formatDateTime(row.original.last_runtime)}>
            {formatAge(row.original.last_runtime)}
          </span>
        ),
    }),
    col.display({
      id: 'labels',
      header: 'Labels',
      cell: ({ row }) => (row.getIsGrouped() ? null : <CheckLabels labels={row.original.labels} max={3} />),
    }),
  ];
  if (groupBy === NO_GROUP) return columns;
  const group = col.accessor((c) => groupValue(c, groupBy) ?? '(none)', { id: 'group', header: groupLabel });
  return [group, ...columns];
}

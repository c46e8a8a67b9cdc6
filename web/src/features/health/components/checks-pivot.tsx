import { StatusDot } from '../../../components/ui/status-dot';
import { EmptyState } from '../../../components/ui/feedback';
import { formatDuration } from '../../../lib/duration';
import type { CheckSummary } from '../api/types';
import { checkHealth } from '../lib/filter-checks';
import type { PivotCellType } from '../lib/health-params';
import { pivotChecks } from '../lib/pivot';
import { uptimeText } from '../lib/uptime';

function Cell({
  checks,
  type,
  onOpen,
}: {
  checks: CheckSummary[];
  type: PivotCellType;
  onOpen: (c: CheckSummary) => void;
}) {
  return (
    <span className="inline-flex flex-wrap gap-2">
      {checks.map((c) => (
        <button
          key={c.id}
          type="button"
          onClick={() => onOpen(c)}
          className="inline-flex items-center gap-1 hover:underline"
        >
          <StatusDot status={checkHealth(c)} />
          {type === 'uptime' && <span className="text-xs">{uptimeText(c.uptime) || '-'}</span>}
          {type === 'latency' && <span className="text-xs">{formatDuration(c.latency?.p95) || '-'}</span>}
        </button>
      ))}
    </span>
  );
}

/** pivotBy=labels: rows are check names, columns the values of pivotLabel, cells per pivotCellType. */
export function ChecksPivot(props: {
  checks: CheckSummary[];
  labelKey: string;
  cellType: PivotCellType;
  onOpen: (c: CheckSummary) => void;
}) {
  const pivot = pivotChecks(props.checks, props.labelKey);
  if (pivot.rows.length === 0) return <EmptyState>No data available</EmptyState>;
  return (
    <div className="overflow-auto rounded-md border border-gray-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-gray-50 text-left text-xs text-gray-600">
          <tr>
            <th className="px-3 py-2">Name</th>
            {pivot.columns.map((c) => (
              <th key={c} className="px-3 py-2">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pivot.rows.map((r) => (
            <tr key={r.name} className="border-t border-gray-100">
              <td className="px-3 py-2 font-medium">{r.name}</td>
              {pivot.columns.map((c) => (
                <td key={c} className="px-3 py-2">
                  <Cell checks={r.cells[c] ?? []} type={props.cellType} onOpen={props.onOpen} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

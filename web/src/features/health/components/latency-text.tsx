import { formatDuration } from '../../../lib/duration';
import type { CheckSummary } from '../api/types';

/** p95 / p97 / p99 with the duration display rule; a dash when there were no runs. */
export function LatencyText({ latency }: { latency: CheckSummary['latency'] }) {
  const p95 = formatDuration(latency?.p95);
  if (!p95) return <span className="text-gray-400">-</span>;
  return (
    <span className="text-xs text-gray-700 tabular-nums" title="p95 / p97 / p99">
      {p95} / {formatDuration(latency?.p97) || '-'} / {formatDuration(latency?.p99) || '-'}
    </span>
  );
}

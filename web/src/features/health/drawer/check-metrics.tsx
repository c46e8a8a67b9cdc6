import type { ReactNode } from 'react';
import { formatDuration } from '../../../lib/duration';
import { formatAge, formatDateTime } from '../../../lib/format-date';
import type { CheckGraph, CheckSummary } from '../api/types';

function Metric({ label, value, title }: { label: string; value: ReactNode; title?: string }) {
  return (
    <div className="rounded-md border border-gray-200 px-3 py-2" title={title}>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium text-gray-900">{value || '-'}</dd>
    </div>
  );
}

/** Uptime, Latency (95/97/99), Severity, Last Run, Transitioned, Next Run (shell document §2). */
export function CheckMetrics({
  check,
  graph,
  nextRuntime,
}: {
  check?: CheckSummary;
  graph?: CheckGraph;
  nextRuntime?: string | null;
}) {
  // The drawer's own range (graph) wins over the dashboard's range (summary).
  const uptime = graph?.uptime ?? check?.uptime;
  const latency = graph?.latency ?? check?.latency;
  const lat = [latency?.p95, latency?.p97, latency?.p99].map((v) => formatDuration(v) || '-');
  return (
    <dl className="grid grid-cols-3 gap-2">
      <Metric
        label="Uptime"
        value={
          uptime ? (
            <span>
              <span className="text-green-700">{uptime.passed ?? 0} passed</span>
              {' / '}
              <span className="text-red-700">{uptime.failed ?? 0} failed</span>
            </span>
          ) : undefined
        }
      />
      <Metric label="Latency" value={`${lat[0]} / ${lat[1]} / ${lat[2]}`} title="95 / 97 / 99 percentiles" />
      <Metric label="Severity" value={check?.severity} />
      <Metric label="Last Run" value={formatAge(check?.last_runtime)} title={formatDateTime(check?.last_runtime)} />
      <Metric
        label="Transitioned"
        value={formatAge(check?.last_transition_time)}
        title={formatDateTime(check?.last_transition_time)}
      />
      <Metric label="Next Run" value={formatAge(nextRuntime)} title={formatDateTime(nextRuntime)} />
    </dl>
  );
}

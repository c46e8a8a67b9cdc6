import { StatusDot } from '../../../components/ui/status-dot';
import { formatAge } from '../../../lib/format-date';
import type { CheckSummary } from '../api/types';
import { groupValue } from '../lib/check-grouping';
import { checkHealth } from '../lib/filter-checks';
import { NO_GROUP } from '../lib/health-params';
import { CheckLabels } from './check-labels';
import { LatencyText } from './latency-text';
import { UptimeBar } from './uptime-bar';

function CheckCard({ check, onOpen }: { check: CheckSummary; onOpen: (c: CheckSummary) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(check)}
      aria-label={`Open ${check.name}`}
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-3 text-left shadow-sm hover:border-blue-300"
    >
      <span className="flex items-center gap-2">
        <StatusDot status={checkHealth(check)} />
        <span className="truncate font-medium text-gray-900">{check.name}</span>
        <span className="ml-auto text-xs text-gray-500">{check.type}</span>
      </span>
      <UptimeBar uptime={check.uptime} />
      <span className="flex items-center justify-between text-xs text-gray-500">
        <LatencyText latency={check.latency} />
        <span>{formatAge(check.last_runtime)}</span>
      </span>
      <CheckLabels labels={check.labels} max={4} />
    </button>
  );
}

/** The card layout: one section per group (or one grid when not grouped). */
export function ChecksCards({
  checks,
  groupBy,
  onOpen,
}: {
  checks: CheckSummary[];
  groupBy: string;
  onOpen: (c: CheckSummary) => void;
}) {
  const groups = new Map<string, CheckSummary[]>();
  for (const c of checks) {
    const g = groupBy === NO_GROUP ? '' : (groupValue(c, groupBy) ?? '(none)');
    groups.set(g, [...(groups.get(g) ?? []), c]);
  }
  return (
    <div className="flex flex-col gap-4">
      {[...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([group, items]) => (
          <section key={group} aria-label={group || 'Checks'}>
            {group && <h2 className="mb-2 text-sm font-semibold text-gray-700">{group}</h2>}
            <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
              {items.map((c) => (
                <CheckCard key={c.id} check={c} onOpen={onOpen} />
              ))}
            </div>
          </section>
        ))}
    </div>
  );
}

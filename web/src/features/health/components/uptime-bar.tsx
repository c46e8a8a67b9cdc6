import { cn } from '../../../lib/cn';
import type { CheckSummary } from '../api/types';
import { failedPercentage, uptimeColor, uptimeText } from '../lib/uptime';

const BAR: Record<string, string> = { green: 'bg-green-500', orange: 'bg-orange-400', red: 'bg-red-500' };

/** Passed/failed counts with a bar of the failed share coloured by the spec's thresholds. */
export function UptimeBar({ uptime }: { uptime: CheckSummary['uptime'] }) {
  const failed = failedPercentage(uptime);
  if (failed === undefined) return <span className="text-xs text-gray-400">No runs</span>;
  const color = uptimeColor(failed);
  return (
    <div
      className="flex min-w-32 items-center gap-2"
      title={`${uptime?.passed ?? 0} passed, ${uptime?.failed ?? 0} failed (${Number(failed.toFixed(2))}% failed)`}
    >
      <div className="h-1.5 w-16 overflow-hidden rounded-full bg-gray-200" data-color={color} aria-hidden>
        <div className={cn('h-full', BAR[color])} style={{ width: `${Math.max(failed, failed > 0 ? 4 : 0)}%` }} />
      </div>
      <span className="text-xs text-gray-700 tabular-nums">{uptimeText(uptime)}</span>
    </div>
  );
}

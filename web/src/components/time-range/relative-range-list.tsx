import { useState } from 'react';
import { cn } from '../../lib/cn';
import { FUTURE_RANGES, PAST_RANGES, QUICK_RANGES, sameRange, type TimeRange } from '../../lib/time-range';

function RangeButtons({
  ranges,
  value,
  onPick,
}: {
  ranges: TimeRange[];
  value?: TimeRange;
  onPick: (r: TimeRange) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-0.5">
      {ranges.map((r) => (
        <li key={r.display}>
          <button
            type="button"
            onClick={() => onPick(r)}
            aria-pressed={sameRange(r, value)}
            className={cn(
              'w-full rounded px-2 py-1 text-left text-xs',
              sameRange(r, value) ? 'bg-blue-600 text-white' : 'hover:bg-gray-100',
            )}
          >
            {r.display}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Relative past and future presets, and the named quick ranges. */
export function RelativeRangeList({ value, onPick }: { value?: TimeRange; onPick: (r: TimeRange) => void }) {
  const [future, setFuture] = useState(value?.type === 'relative' && value.range.startsWith('now+'));
  return (
    <div className="flex w-64 flex-col gap-2">
      <div className="flex items-center justify-between">
        <h3 className="text-xs font-semibold text-gray-500 uppercase">Relative time range</h3>
        <div className="flex rounded border border-gray-300 text-xs" role="group" aria-label="Direction">
          <button
            type="button"
            aria-pressed={!future}
            onClick={() => setFuture(false)}
            className={cn('px-2 py-0.5', !future && 'bg-gray-200')}
          >
            Past
          </button>
          <button
            type="button"
            aria-pressed={future}
            onClick={() => setFuture(true)}
            className={cn('px-2 py-0.5', future && 'bg-gray-200')}
          >
            Future
          </button>
        </div>
      </div>
      <RangeButtons ranges={future ? FUTURE_RANGES : PAST_RANGES} value={value} onPick={onPick} />
      <h3 className="text-xs font-semibold text-gray-500 uppercase">Quick ranges</h3>
      <RangeButtons ranges={QUICK_RANGES} value={value} onPick={onPick} />
    </div>
  );
}

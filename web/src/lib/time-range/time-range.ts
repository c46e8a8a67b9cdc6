import { TIME_RANGE_PRESETS, type TimeRangePreset } from '@opsdeck/common';
import { resolveRelative } from './relative-expression';

/** The three kinds of the settings document §4. */
export type TimeRange =
  | { type: 'relative'; range: string; display: string }
  | { type: 'absolute'; from: string; to: string; display: string }
  | { type: 'mapped'; from: string; to: string; display: string };

export interface TimeBounds {
  from: Date;
  to: Date;
}

const UNIT_WORDS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
  mo: ['month', 'months'],
  y: ['year', 'years'],
};

function splitPreset(preset: string): [number, string] {
  const m = /^(\d+)(mo|m|h|d|w|y)$/.exec(preset);
  if (!m) throw new Error(`not a preset: ${preset}`);
  return [Number(m[1]), m[2]!];
}

/** "2d" → "2 days", "1mo" → "1 month". */
export function presetDisplay(preset: string): string {
  const [n, unit] = splitPreset(preset);
  const words = UNIT_WORDS[unit]!;
  return `${n} ${n === 1 ? words[0] : words[1]}`;
}

/** "2d" → "now-2d"; presets use `mo` for months while expressions use `M`. */
export function presetToExpression(preset: string, future = false): string {
  const [n, unit] = splitPreset(preset);
  return `now${future ? '+' : '-'}${n}${unit === 'mo' ? 'M' : unit}`;
}

export function presetRange(preset: TimeRangePreset, future = false): TimeRange {
  const display = presetDisplay(preset);
  return { type: 'relative', range: presetToExpression(preset, future), display: future ? `Next ${display}` : display };
}

export const PAST_RANGES: TimeRange[] = TIME_RANGE_PRESETS.map((p) => presetRange(p));
export const FUTURE_RANGES: TimeRange[] = TIME_RANGE_PRESETS.map((p) => presetRange(p, true));

/** Named ranges whose ends are relative expressions with rounding. */
export const QUICK_RANGES: TimeRange[] = [
  { type: 'mapped', display: 'Today so far', from: 'now/d', to: 'now' },
  { type: 'mapped', display: 'Today', from: 'now/d', to: 'now/d' },
  { type: 'mapped', display: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' },
  { type: 'mapped', display: 'Day before yesterday', from: 'now-2d/d', to: 'now-2d/d' },
  { type: 'mapped', display: 'This week so far', from: 'now/w', to: 'now' },
  { type: 'mapped', display: 'This week', from: 'now/w', to: 'now/w' },
  { type: 'mapped', display: 'Previous week', from: 'now-1w/w', to: 'now-1w/w' },
  { type: 'mapped', display: 'This month so far', from: 'now/M', to: 'now' },
  { type: 'mapped', display: 'This month', from: 'now/M', to: 'now/M' },
  { type: 'mapped', display: 'Previous month', from: 'now-1M/M', to: 'now-1M/M' },
  { type: 'mapped', display: 'This year so far', from: 'now/y', to: 'now' },
  { type: 'mapped', display: 'This year', from: 'now/y', to: 'now/y' },
  { type: 'mapped', display: 'Previous year', from: 'now-1y/y', to: 'now-1y/y' },
];

/**
 * Resolves a range to concrete dates. Invalid relative or mapped ranges are logged as the spec says and give
 * undefined; use {@link toAbsoluteOrThrow} where a caller needs an absolute range and must fail loudly.
 */
export function resolveTimeRange(range: TimeRange, now: Date = new Date()): TimeBounds | undefined {
  if (range.type === 'relative') {
    const at = resolveRelative(range.range, now);
    if (!at) {
      console.warn('Invalid relative time range', range);
      return undefined;
    }
    return at.getTime() <= now.getTime() ? { from: at, to: now } : { from: now, to: at };
  }
  const from = resolveRelative(range.from, now, false);
  const to = resolveRelative(range.to, now, true);
  if (!from || !to) {
    console.warn(range.type === 'mapped' ? 'Invalid mapped time range' : 'Invalid absolute time range', range);
    return undefined;
  }
  return { from, to };
}

/** Converts any range to an absolute one; throws "Invalid mapped time range" when it cannot. */
export function toAbsoluteOrThrow(range: TimeRange, now: Date = new Date()): TimeRange & { type: 'absolute' } {
  const bounds =
    range.type === 'relative'
      ? resolveTimeRange(range, now)
      : (() => {
          const from = resolveRelative(range.from, now, false);
          const to = resolveRelative(range.to, now, true);
          if (!from || !to) throw new Error('Invalid mapped time range');
          return { from, to };
        })();
  if (!bounds) throw new Error('Invalid relative time range');
  return { type: 'absolute', from: bounds.from.toISOString(), to: bounds.to.toISOString(), display: range.display };
}

export function sameRange(a: TimeRange | undefined, b: TimeRange | undefined): boolean {
  if (!a || !b || a.type !== b.type) return false;
  if (a.type === 'relative' && b.type === 'relative') return a.range === b.range;
  return a.type !== 'relative' && b.type !== 'relative' && a.from === b.from && a.to === b.to;
}

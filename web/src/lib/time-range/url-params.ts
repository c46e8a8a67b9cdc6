import { TIME_RANGE_PRESETS, type TimeRangePreset } from '@opsdeck/common';
import { presetRange, type TimeRange } from './time-range';

/** The URL parameters that carry a time range (settings document §4). */
export const TIME_RANGE_PARAMS = ['rangeType', 'display', 'from', 'to', 'range', 'timeRange'] as const;

/**
 * Reads a range from the query string. `timeRange` is the short preset form (`1h`) some pages link with; the
 * other parameters carry the full range. Returns the fallback when nothing (or nothing valid) is there.
 */
export function readTimeRange(params: URLSearchParams, fallback?: TimeRange): TimeRange | undefined {
  const type = params.get('rangeType');
  const display = params.get('display') ?? '';
  if (type === 'relative') {
    const range = params.get('range');
    if (range) return { type, range, display: display || range };
  } else if (type === 'absolute' || type === 'mapped') {
    const from = params.get('from');
    const to = params.get('to');
    if (from && to) return { type, from, to, display: display || `${from} to ${to}` };
  }
  const short = params.get('timeRange');
  if (short && (TIME_RANGE_PRESETS as readonly string[]).includes(short)) return presetRange(short as TimeRangePreset);
  return fallback;
}

/** Writes a range into a copy of the params; `undefined` clears every range parameter (Clear). */
export function writeTimeRange(params: URLSearchParams, range: TimeRange | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TIME_RANGE_PARAMS) next.delete(key);
  if (!range) return next;
  next.set('rangeType', range.type);
  next.set('display', range.display);
  if (range.type === 'relative') next.set('range', range.range);
  else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

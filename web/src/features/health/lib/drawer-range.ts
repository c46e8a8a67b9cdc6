import { TIME_RANGE_PRESETS, type TimeRangePreset } from '@opsdeck/common';

const UNIT_MS: Record<string, number> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  mo: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

/** Approximate length of a preset ("2d" → 2 days in ms); months are 30 days, years 365. */
export function presetMs(preset: string): number {
  const m = /^(\d+)(mo|m|h|d|w|y)$/.exec(preset);
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : 0;
}

/** The drawer's range choices: 1h up to 5y. */
export const DRAWER_RANGES = TIME_RANGE_PRESETS.filter((p) => presetMs(p) >= presetMs('1h'));

/**
 * The drawer's automatic range (shell document §2): the shortest of 1h … 5y that still reaches back to the last
 * run, so a check that ran long ago still shows its history. No last run → 1h.
 */
export function defaultDrawerRange(lastRuntime: string | null | undefined, now = Date.now()): TimeRangePreset {
  const t = lastRuntime ? new Date(lastRuntime).getTime() : NaN;
  if (!Number.isFinite(t)) return '1h';
  const age = Math.max(0, now - t);
  return DRAWER_RANGES.find((p) => presetMs(p) >= age) ?? '5y';
}

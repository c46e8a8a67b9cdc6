/**
 * Relative time expressions shared by the time-range picker and the data API's timestamp filters:
 * `now`, `now-2d`, `now-1h+30m`, `now/d` (start of today), `now-1d/d`. Units: ms s m h d w M y.
 * Rounding with `/unit` goes to the start of the period, or to its end when `roundUp` is set (for "to" bounds).
 */
export type RelativeUnit = 'ms' | 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'y';

const EXPR = /^now((?:[+-]\d+(?:ms|s|m|h|d|w|M|y))*)(?:\/(ms|s|m|h|d|w|M|y))?$/;
const STEP = /([+-])(\d+)(ms|s|m|h|d|w|M|y)/g;

export function isRelativeTime(expr: string): boolean {
  return EXPR.test(expr.replace(/\s+/g, ''));
}

/** Resolves an expression against `now` (UTC). Returns undefined when it is not a relative expression. */
export function resolveRelativeTime(expr: string, now: Date, roundUp = false): Date | undefined {
  const m = EXPR.exec(expr.replace(/\s+/g, ''));
  if (!m) return undefined;
  let d = new Date(now.getTime());
  for (const [, sign, amount, unit] of (m[1] ?? '').matchAll(STEP)) {
    d = addUnits(d, (sign === '-' ? -1 : 1) * Number(amount), unit as RelativeUnit);
  }
  if (m[2]) d = roundTo(d, m[2] as RelativeUnit, roundUp);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function addUnits(date: Date, n: number, unit: RelativeUnit): Date {
  const d = new Date(date.getTime());
  switch (unit) {
    case 'ms':
      return new Date(d.getTime() + n);
    case 's':
      return new Date(d.getTime() + n * 1000);
    case 'm':
      return new Date(d.getTime() + n * 60_000);
    case 'h':
      return new Date(d.getTime() + n * 3_600_000);
    case 'd':
      return new Date(d.getTime() + n * 86_400_000);
    case 'w':
      return new Date(d.getTime() + n * 7 * 86_400_000);
    case 'M':
      d.setUTCMonth(d.getUTCMonth() + n);
      return d;
    case 'y':
      d.setUTCFullYear(d.getUTCFullYear() + n);
      return d;
  }
}

/** Start (or, with roundUp, the last millisecond) of the period of `unit` that contains `date`. */
export function roundTo(date: Date, unit: RelativeUnit, roundUp = false): Date {
  const d = new Date(date.getTime());
  switch (unit) {
    case 'ms':
      return d;
    case 's':
      d.setUTCMilliseconds(0);
      break;
    case 'm':
      d.setUTCSeconds(0, 0);
      break;
    case 'h':
      d.setUTCMinutes(0, 0, 0);
      break;
    case 'd':
      d.setUTCHours(0, 0, 0, 0);
      break;
    case 'w': {
      // Weeks start on Monday (ISO 8601).
      d.setUTCHours(0, 0, 0, 0);
      d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
      break;
    }
    case 'M':
      d.setUTCHours(0, 0, 0, 0);
      d.setUTCDate(1);
      break;
    case 'y':
      d.setUTCHours(0, 0, 0, 0);
      d.setUTCMonth(0, 1);
      break;
  }
  if (!roundUp) return d;
  return new Date(addUnits(d, 1, unit).getTime() - 1);
}

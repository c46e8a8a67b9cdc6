import {
  addDays,
  addHours,
  addMilliseconds,
  addMinutes,
  addMonths,
  addSeconds,
  addWeeks,
  addYears,
  endOfDay,
  endOfHour,
  endOfMinute,
  endOfMonth,
  endOfSecond,
  endOfWeek,
  endOfYear,
  startOfDay,
  startOfHour,
  startOfMinute,
  startOfMonth,
  startOfSecond,
  startOfWeek,
  startOfYear,
} from 'date-fns';

/** Units of relative expressions (settings document §4). `m` is minutes, `M` months. */
export const RELATIVE_UNITS = ['ms', 's', 'm', 'h', 'd', 'w', 'M', 'y'] as const;
export type RelativeUnit = (typeof RELATIVE_UNITS)[number];

const add: Record<RelativeUnit, (d: Date, n: number) => Date> = {
  ms: addMilliseconds,
  s: addSeconds,
  m: addMinutes,
  h: addHours,
  d: addDays,
  w: addWeeks,
  M: addMonths,
  y: addYears,
};

// Weeks start on Monday (ISO 8601): "This week" means Monday 00:00 to Sunday 23:59:59.999.
const WEEK = { weekStartsOn: 1 } as const;
const roundDown: Record<RelativeUnit, (d: Date) => Date> = {
  ms: (d) => d,
  s: startOfSecond,
  m: startOfMinute,
  h: startOfHour,
  d: startOfDay,
  w: (d) => startOfWeek(d, WEEK),
  M: startOfMonth,
  y: startOfYear,
};
const roundUp: Record<RelativeUnit, (d: Date) => Date> = {
  ms: (d) => d,
  s: endOfSecond,
  m: endOfMinute,
  h: endOfHour,
  d: endOfDay,
  w: (d) => endOfWeek(d, WEEK),
  M: endOfMonth,
  y: endOfYear,
};

export type RelativeOp = { kind: 'add'; amount: number; unit: RelativeUnit } | { kind: 'round'; unit: RelativeUnit };

// `ms` must be tried before `m`.
const UNIT = /^(ms|s|m|h|d|w|M|y)/;

/** Parses the part after `now`: a sequence of `+N unit`, `-N unit` and `/unit`. Undefined when invalid. */
export function parseRelativeOps(rest: string): RelativeOp[] | undefined {
  const ops: RelativeOp[] = [];
  let i = 0;
  while (i < rest.length) {
    const c = rest[i];
    if (c === '/') {
      const unit = UNIT.exec(rest.slice(i + 1));
      if (!unit) return undefined;
      ops.push({ kind: 'round', unit: unit[1] as RelativeUnit });
      i += 1 + unit[1]!.length;
    } else if (c === '+' || c === '-') {
      const digits = /^\d*/.exec(rest.slice(i + 1))![0];
      const match = UNIT.exec(rest.slice(i + 1 + digits.length));
      if (!match) return undefined;
      const amount = digits === '' ? 1 : Number(digits);
      ops.push({ kind: 'add', amount: c === '-' ? -amount : amount, unit: match[1] as RelativeUnit });
      i += 1 + digits.length + match[1]!.length;
    } else {
      return undefined;
    }
  }
  return ops;
}

/**
 * Resolves a relative expression such as `now-2d`, `now-1d/d` or `now/w+1w` to a date. `/unit` rounds to the
 * start of the period, or to its end when `roundUpTo` is set (used for the `to` side of a range).
 * Plain ISO dates are accepted too. Returns undefined for anything else.
 */
export function resolveRelative(expression: string, now: Date = new Date(), roundUpTo = false): Date | undefined {
  const text = expression.trim();
  if (!text.startsWith('now')) {
    if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  const ops = parseRelativeOps(text.slice(3).replace(/\s+/g, ''));
  if (!ops) return undefined;
  let d = new Date(now.getTime());
  for (const op of ops)
    d = op.kind === 'add' ? add[op.unit](d, op.amount) : (roundUpTo ? roundUp : roundDown)[op.unit](d);
  return d;
}

export function isValidRelative(expression: string): boolean {
  return resolveRelative(expression) !== undefined;
}

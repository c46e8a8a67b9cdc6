import { InputError } from '../../lib/errors.js';

const UNIT_MS: Record<string, number> = { s: 1e3, m: 6e4, h: 36e5, d: 864e5, w: 6048e5, mo: 2592e6, y: 31536e6 };

/**
 * A time as the health page sends it: ISO 8601, epoch milliseconds, `now`, `now-2d` (grafana style), or a bare
 * duration `1h` meaning that long ago. Throws InputError `invalid_time` otherwise.
 */
export function parseTimeOrThrow(text: string, now = new Date()): Date {
  const t = text.trim();
  if (t === 'now') return now;
  const rel = /^(?:now-)?(\d+(?:\.\d+)?)(mo|s|m|h|d|w|y)$/.exec(t);
  if (rel) return new Date(now.getTime() - Number(rel[1]) * UNIT_MS[rel[2]!]!);
  const date = /^\d+$/.test(t) ? new Date(Number(t)) : new Date(t);
  if (Number.isNaN(date.getTime())) {
    throw new InputError(`invalid time ${JSON.stringify(text)}: use ISO 8601, now, now-2d or 1h`, {
      code: 'invalid_time',
    });
  }
  return date;
}

/** [start, end) from optional query values; default the last hour (the health page's default preset). */
export function parseRangeOrThrow(start: string | undefined, end: string | undefined, now = new Date()) {
  const to = end ? parseTimeOrThrow(end, now) : now;
  const from = start ? parseTimeOrThrow(start, now) : new Date(to.getTime() - UNIT_MS.h!);
  if (from >= to) throw new InputError('start must be before end', { code: 'invalid_time' });
  return { from, to };
}

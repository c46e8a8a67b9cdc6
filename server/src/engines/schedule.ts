import { Cron } from 'croner';
import { InputError } from '../lib/errors.js';

/** When a periodic job fires. Ticks are pure functions of time, so every replica computes the same tick instants. */
export interface Schedule {
  readonly text: string;
  /** The first tick strictly after `date`; null when the schedule never fires (`@never`). */
  nextAfter(date: Date): Date | null;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/**
 * Accepts what canary specs use (REFERENCE "Schedules"): `@every 30s` (Go-style durations: 1h30m, 45s, 500ms),
 * cron with 5 or 6 fields and croner's nicknames (`@hourly`), a number of seconds, or `@never`.
 */
export function parseScheduleOrThrow(spec: string | number): Schedule {
  const text = String(spec).trim();
  if (typeof spec === 'number' || /^\d+$/.test(text)) return everySchedule(text, Number(text) * 1_000);
  if (text === '@never') return { text, nextAfter: () => null };
  if (text.startsWith('@every')) return everySchedule(text, parseDurationMsOrThrow(text.slice('@every'.length)));
  try {
    const cron = new Cron(text);
    return { text, nextAfter: (date) => cron.nextRun(date) };
  } catch (err) {
    throw new InputError(`invalid schedule ${JSON.stringify(text)}: ${(err as Error).message}`, {
      code: 'invalid_schedule',
    });
  }
}

/** Fixed interval aligned to the Unix epoch, so a tick instant does not depend on when a replica started. */
function everySchedule(text: string, intervalMs: number): Schedule {
  if (!Number.isFinite(intervalMs) || intervalMs < 1) {
    throw new InputError(`invalid schedule ${JSON.stringify(text)}: interval must be positive`, {
      code: 'invalid_schedule',
    });
  }
  return {
    text,
    nextAfter: (date) => new Date((Math.floor(date.getTime() / intervalMs) + 1) * intervalMs),
  };
}

export function parseDurationMsOrThrow(input: string): number {
  const text = input.trim();
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (!text || parts.map((p) => p[0]).join('') !== text) {
    throw new InputError(`invalid duration ${JSON.stringify(text)}`, { code: 'invalid_schedule' });
  }
  return parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_MS[p[2]!]!, 0);
}

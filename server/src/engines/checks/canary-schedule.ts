import { createHash } from 'node:crypto';
import { parseDurationMsOrThrow, parseScheduleOrThrow } from '../schedule.js';

/** REFERENCE "Schedules": spec.schedule (cron or @every), else spec.interval seconds, else every 5 minutes. */
export function canaryScheduleText(spec: Record<string, unknown>): string {
  if (typeof spec.schedule === 'string' && spec.schedule.trim()) return spec.schedule.trim();
  if (typeof spec.interval === 'number' && spec.interval > 0) return `@every ${spec.interval}s`;
  if (typeof spec.interval === 'string' && /^\d+$/.test(spec.interval)) return `@every ${spec.interval}s`;
  return '@every 5m';
}

/**
 * The next tick of a canary strictly after `after`; null for `@never`. Interval schedules (`@every`, interval) get
 * a fixed per-canary phase (a hash of its id) inside the interval: 10,000 canaries at 60 s then start spread over the
 * minute instead of all at :00, and every replica computes the same instants. Cron schedules fire at their time.
 */
export function nextCanaryRun(scheduleText: string, canaryId: string, after: Date): Date | null {
  const intervalMs = intervalOf(scheduleText);
  if (intervalMs === null) return parseScheduleOrThrow(scheduleText).nextAfter(after);
  const phase = createHash('sha1').update(canaryId).digest().readUInt32BE(0) % intervalMs;
  const t = after.getTime() - phase;
  return new Date((Math.floor(t / intervalMs) + 1) * intervalMs + phase);
}

/** Number of ticks strictly between `scheduledAt` and `now`: the runs a late claim coalesces into this one. */
export function missedRuns(scheduleText: string, canaryId: string, scheduledAt: Date, now: Date): number {
  let n = 0;
  for (let t = nextCanaryRun(scheduleText, canaryId, scheduledAt); t && t < now && n < 10_000; n++) {
    t = nextCanaryRun(scheduleText, canaryId, t);
  }
  return n;
}

function intervalOf(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  if (text.startsWith('@every')) return parseDurationMsOrThrow(text.slice('@every'.length));
  return null;
}

import type { Db } from '../../db/transaction.js';
import { parseDurationMsOrThrow } from '../schedule.js';

export interface JobHistoryRetention {
  keepSuccess: number;
  keepFailed: number;
  staleAfterMs: number;
}

/** REFERENCE "Retention defaults": the last few successes and failures per job and resource; RUNNING > 4 h is STALE. */
export const defaultJobHistoryRetention: JobHistoryRetention = {
  keepSuccess: 3,
  keepFailed: 6,
  staleAfterMs: 4 * 3_600_000,
};

/** `properties` rows that override the defaults (values are text, like every property). */
export const retentionPropertyNames = {
  keepSuccess: 'job_history.retention.success_count',
  keepFailed: 'job_history.retention.failed_count',
  staleAfter: 'job_history.retention.stale_after',
} as const;

/** Reads the overrides at every run, so a changed property applies without a restart; bad values keep the default. */
export async function readJobHistoryRetention(db: Db): Promise<JobHistoryRetention> {
  const names = Object.values(retentionPropertyNames);
  const { rows } = await db.query<{ name: string; value: string }>(
    'select name, value from properties where name = any($1)',
    [names],
  );
  const value = (name: string) => rows.find((r) => r.name === name)?.value.trim();
  const d = defaultJobHistoryRetention;
  return {
    keepSuccess: countOr(value(retentionPropertyNames.keepSuccess), d.keepSuccess),
    keepFailed: countOr(value(retentionPropertyNames.keepFailed), d.keepFailed),
    staleAfterMs: durationOr(value(retentionPropertyNames.staleAfter), d.staleAfterMs),
  };
}

function countOr(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function durationOr(text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  try {
    return parseDurationMsOrThrow(text);
  } catch {
    return fallback;
  }
}

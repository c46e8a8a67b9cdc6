import type { Db } from '../db.js';
import { missedRuns, nextCanaryRun } from './canary-schedule.js';
import { recordCheckResults } from './record-check-results.js';
import type { CanaryRunOutcome } from './run-canary.js';

/** REFERENCE "Retention defaults": job history keeps the last few successes and failures per resource. */
const KEEP = { good: 3, bad: 6 };

/**
 * The record step of one scheduled canary run, inside the transaction that deletes its work row: results, check
 * statuses, the next run (coalescing ticks missed while nothing ran: one catch-up run, then back on schedule), and
 * the canary's job_history row. All or nothing, so a crash never leaves results without their completed run.
 */
export async function recordCanaryRun(
  db: Db,
  run: { scheduledAt: Date; outcome: CanaryRunOutcome; hostname: string },
): Promise<{ next: Date | null; missed: number; jitterMs: number }> {
  const { canary, results, startedAt } = run.outcome;
  const jitterMs = startedAt.getTime() - run.scheduledAt.getTime();
  if (!canary) return { next: null, missed: 0, jitterMs };
  const now = new Date();
  const next = nextCanaryRun(canary.schedule, canary.id, now);
  const missed = missedRuns(canary.schedule, canary.id, run.scheduledAt, startedAt);
  await recordCheckResults(db, results, { scheduledAt: run.scheduledAt, nextRuntime: next });
  if (next) {
    await db.query(
      `insert into canary_runs (canary_id, scheduled_at, lease_expires_at) values ($1, $2, $2)
       on conflict (canary_id) do nothing`,
      [canary.id, next],
    );
  }
  const failed = results.filter((r) => !r.result.status);
  const status = failed.length === 0 ? 'SUCCESS' : failed.length === results.length ? 'FAILED' : 'WARNING';
  const details = {
    scheduled_at: run.scheduledAt.toISOString(),
    jitter_millis: jitterMs,
    missed_runs: missed,
    errors: failed.slice(0, 20).map((r) => r.result.error ?? r.result.message),
  };
  await db.query(
    `with j as (
       insert into job_history (name, resource_type, resource_id, status, success_count, error_count, details, hostname,
                                time_start, time_end, duration_millis)
       values ('canary', 'canary', $1, $2, $3, $4, $5, $6, $7, now(), $8)
     ), old as (
       select id from job_history
        where resource_type = 'canary' and resource_id = $1 and name = 'canary'
          and (status in ('FAILED', 'WARNING', 'STALE')) = ($2 <> 'SUCCESS')
        order by created_at desc offset $9
     )
     delete from job_history where id in (select id from old)`,
    [
      canary.id,
      status,
      results.length - failed.length,
      failed.length,
      details,
      run.hostname,
      startedAt,
      Date.now() - startedAt.getTime(),
      (status === 'SUCCESS' ? KEEP.good : KEEP.bad) - 1,
    ],
  );
  return { next, missed, jitterMs };
}

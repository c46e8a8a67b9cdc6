import type { Db } from '../../db/transaction.js';
import { missedRuns, nextCanaryRun } from './canary-schedule.js';
import type { CanaryRunOutcome } from './run-canary.js';
import type { CheckResult } from './run-check.js';

export interface CompletedCanaryRun {
  runId: string;
  canaryId: string;
  scheduledAt: Date;
  outcome: CanaryRunOutcome;
}

export interface RecordedCanaryRun {
  runId: string;
  canaryId: string;
  scheduledAt: Date;
  jitterMs: number;
  missed: number;
  checks: number;
}

/**
 * Records completed runs in one statement (record_canary_runs, migrations 065 and 071): per run, its results and
 * check statuses, the checks its checks derived (transform, alertmanager alerts), the next run (coalescing ticks
 * missed while nothing ran: one catch-up run, then back on schedule) and the canary's job_history row, together
 * with the deletion of its work row. Runs whose lease is no longer ours record nothing and are left out of the
 * answer. A run whose canary is gone only deletes its work row.
 */
export async function recordCanaryRuns(
  db: Db,
  owner: string,
  hostname: string,
  runs: CompletedCanaryRun[],
): Promise<RecordedCanaryRun[]> {
  if (!runs.length) return [];
  const now = new Date();
  const info = new Map<string, RecordedCanaryRun>();
  const payload = runs.map((r) => {
    const { canary, results, startedAt } = r.outcome;
    const jitterMs = startedAt.getTime() - r.scheduledAt.getTime();
    const missed = canary ? missedRuns(canary.schedule, canary.id, r.scheduledAt, startedAt) : 0;
    info.set(r.runId, { ...r, jitterMs, missed, checks: results.length });
    const failed = results.filter((x) => !x.result.status);
    return {
      run_id: r.runId,
      canary_id: r.canaryId,
      next_at: canary ? nextCanaryRun(canary.schedule, canary.id, now) : null,
      // A gone canary: its work row is deleted, nothing else is written (no results, no history).
      status: failed.length === 0 ? 'SUCCESS' : failed.length === results.length ? 'FAILED' : 'WARNING',
      success: results.length - failed.length,
      errors: failed.length,
      details: {
        scheduled_at: r.scheduledAt.toISOString(),
        jitter_millis: jitterMs,
        missed_runs: missed,
        errors: failed.slice(0, 20).map((x) => x.result.error ?? x.result.message),
      },
      hostname,
      started_at: startedAt,
      duration_ms: now.getTime() - startedAt.getTime(),
      gone: !canary,
      // Only runs whose checks derived results carry this key (record_transformed_checks, migration 071).
      ...transformedPayload(results),
      results: results.map(({ checkId, result: x }) => ({
        check_id: checkId,
        time: x.time,
        status: x.status,
        invalid: x.invalid,
        duration: x.duration,
        message: x.message,
        error: x.error,
        details: x.details,
      })),
    };
  });
  const { rows } = await db.query<{ id: string }>('select record_canary_runs($1, $2::jsonb) as id', [
    owner,
    JSON.stringify(payload),
  ]);
  return rows.map((r) => info.get(r.id)!).filter((r) => r !== undefined);
}

/** Derived (transformed) results of a run's checks, as record_transformed_checks takes them; {} when none. */
export function transformedPayload(results: Array<{ checkId: string; result: CheckResult }>): {
  transformed?: Array<{ parent_id: string; delete_strategy: string; items: Array<Record<string, unknown>> }>;
} {
  const entries = results
    .filter((x) => x.result.transformed)
    .map(({ checkId, result }) => ({
      parent_id: checkId,
      delete_strategy: result.transformed!.deleteStrategy,
      items: result.transformed!.items.map((t) => ({ ...t, time: result.time })),
    }));
  return entries.length ? { transformed: entries } : {};
}

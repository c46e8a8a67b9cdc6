import { setMaxListeners } from 'node:events';
import type { Db } from '../db.js';
import { canaryScheduleText } from './canary-schedule.js';
import { readOutboundPolicy } from './outbound-policy.js';
import { resolveConnectionOrThrow } from './resolve-connection.js';
import { runCheck, type CheckResult } from './run-check.js';

export interface CanaryRunOutcome {
  /** null when the canary is gone (deleted since the run was queued): nothing to record, nothing to schedule. */
  canary: { id: string; name: string; schedule: string } | null;
  startedAt: Date;
  results: Array<{ checkId: string; result: CheckResult }>;
}

/** Loads a canary and its live checks, and runs them side by side. Only reads the database; never throws for a check. */
export async function runCanary(
  db: Db,
  canaryId: string,
  opts: { signal: AbortSignal; defaultTimeoutMs: number },
): Promise<CanaryRunOutcome> {
  const startedAt = new Date();
  const { rows } = await db.query<{
    id: string;
    name: string;
    namespace: string;
    schedule: string | null;
    spec: Record<string, unknown>;
  }>('select id, name, namespace, schedule, spec from canaries where id = $1 and deleted_at is null', [canaryId]);
  const canary = rows[0];
  if (!canary) return { canary: null, startedAt, results: [] };
  const checks = await db.query<{ id: string; type: string; spec: unknown }>(
    'select id, type, spec from checks where canary_id = $1 and deleted_at is null order by id',
    [canaryId],
  );
  // Every check of the canary listens on the run's signal; a canary with many checks is not a leak.
  setMaxListeners(checks.rows.length + 10, opts.signal);
  const policy = await readOutboundPolicy(db);
  const ctx = {
    signal: opts.signal,
    policy,
    namespace: canary.namespace,
    resolveConnection: (ref: string) => resolveConnectionOrThrow(db, ref, canary.namespace),
  };
  const results = await Promise.all(
    checks.rows.map(async (c) => ({
      checkId: c.id,
      result: await runCheck(c.type, c.spec, ctx, opts.defaultTimeoutMs),
    })),
  );
  return {
    canary: {
      id: canary.id,
      name: canary.name,
      schedule: canaryScheduleText({ schedule: canary.schedule ?? undefined, ...canary.spec }),
    },
    startedAt,
    results,
  };
}

import { setMaxListeners } from 'node:events';
import type { Db } from '../../db/transaction.js';
import { canaryScheduleText } from './canary-schedule.js';
import type { ClaimedCanaryRun } from './claim-canary-runs.js';
import type { OutboundPolicy } from './outbound-policy.js';
import { resolveConnectionOrThrow } from './resolve-connection.js';
import { runCheck, type CheckResult } from './run-check.js';

export interface CanaryRunOutcome {
  /** null when the canary is gone (deleted since the run was queued): nothing to record, nothing to schedule. */
  canary: { id: string; name: string; schedule: string } | null;
  startedAt: Date;
  results: Array<{ checkId: string; result: CheckResult }>;
}

/**
 * Runs the checks of a claimed canary side by side. The canary and its checks come with the claim, and the policy
 * from the engine's cache, so a run makes no query of its own unless a check resolves a connection. Never throws
 * for a check.
 */
export async function runCanary(
  db: Db,
  run: Pick<ClaimedCanaryRun, 'canary' | 'checks'>,
  opts: { signal: AbortSignal; defaultTimeoutMs: number; policy: OutboundPolicy },
): Promise<CanaryRunOutcome> {
  const startedAt = new Date();
  const canary = run.canary;
  if (!canary) return { canary: null, startedAt, results: [] };
  // Every check of the canary listens on the run's signal; a canary with many checks is not a leak.
  setMaxListeners(run.checks.length + 10, opts.signal);
  const ctx = {
    signal: opts.signal,
    policy: opts.policy,
    namespace: canary.namespace,
    resolveConnection: (ref: string) => resolveConnectionOrThrow(db, ref, canary.namespace),
  };
  const results = await Promise.all(
    run.checks.map(async (c) => ({
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

import type pg from 'pg';
import { NotFoundError } from '../../lib/errors.js';
import { registerCheckKinds } from './kinds/index.js';
import { readOutboundPolicy } from './outbound-policy.js';
import { recordCheckResults } from './record-check-results.js';
import { resolveConnectionOrThrow } from './resolve-connection.js';
import { runCheck, type CheckResult } from './run-check.js';

/**
 * Runs one check now, outside its canary's schedule, and stores the result like a scheduled run (check_statuses,
 * rollups, status transition and its event). It does not move the canary's next scheduled run.
 */
export async function runCheckNow(pool: pg.Pool, checkId: string): Promise<CheckResult & { check_id: string }> {
  registerCheckKinds();
  const { rows } = await pool.query<{ id: string; type: string; spec: unknown; namespace: string }>(
    `select c.id, c.type, c.spec, ca.namespace from checks c join canaries ca on ca.id = c.canary_id
      where c.id = $1 and c.deleted_at is null`,
    [checkId],
  );
  const check = rows[0];
  if (!check) throw new NotFoundError(`check ${checkId} not found`);
  const ctx = {
    policy: await readOutboundPolicy(pool),
    namespace: check.namespace,
    resolveConnection: (ref: string) => resolveConnectionOrThrow(pool, ref, check.namespace),
  };
  const result = await runCheck(check.type, check.spec, ctx, 30_000);
  await recordCheckResults(pool, [{ checkId, result }], { scheduledAt: null });
  return { check_id: checkId, ...result };
}

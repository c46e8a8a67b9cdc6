import type pg from 'pg';
import { NotFoundError } from '../../lib/errors.js';
import { registerCheckKinds } from './kinds/index.js';
import { readOutboundPolicy } from './outbound-policy.js';
import { recordCheckResults } from './record-check-results.js';
import { resolveConnectionOrThrow } from './resolve-connection.js';
import { runCheck, type CheckResult } from './run-check.js';

interface CheckRow {
  id: string;
  name: string;
  type: string;
  spec: unknown;
  namespace: string;
  parent_check_id: string | null;
}

const selectCheck = `select c.id, c.name, c.type, c.spec, ca.namespace, c.parent_check_id
                       from checks c join canaries ca on ca.id = c.canary_id
                      where c.id = $1 and c.deleted_at is null`;

/**
 * Runs one check now, outside its canary's schedule, and stores the result like a scheduled run (check_statuses,
 * rollups, status transition and its event, and the checks it derives). It does not move the canary's next
 * scheduled run. A transformed check has no spec of its own: its parent runs, and the answer is the derived
 * result of that name (or, when the parent no longer derives it, the parent's result under the asked id).
 */
export async function runCheckNow(pool: pg.Pool, checkId: string): Promise<CheckResult & { check_id: string }> {
  registerCheckKinds();
  const asked = (await pool.query<CheckRow>(selectCheck, [checkId])).rows[0];
  if (!asked) throw new NotFoundError(`check ${checkId} not found`);
  const check = asked.parent_check_id
    ? (await pool.query<CheckRow>(selectCheck, [asked.parent_check_id])).rows[0]
    : asked;
  if (!check) throw new NotFoundError(`check ${checkId} not found (the check it derives from is gone)`);
  const ctx = {
    policy: await readOutboundPolicy(pool),
    namespace: check.namespace,
    resolveConnection: (ref: string) => resolveConnectionOrThrow(pool, ref, check.namespace),
  };
  const result = await runCheck(check.type, check.spec, ctx, 30_000);
  await recordCheckResults(pool, [{ checkId: check.id, result }], { scheduledAt: null });
  if (check === asked) return { check_id: checkId, ...result };
  const derived = result.transformed?.items.find((t) => t.name === asked.name);
  if (!derived) return { check_id: checkId, ...result };
  const { name: _name, description: _d, icon: _i, labels: _l, ...status } = derived;
  return { check_id: checkId, time: result.time, ...status };
}

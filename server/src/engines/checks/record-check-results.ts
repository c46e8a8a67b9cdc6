import type { Db } from '../../db/transaction.js';
import { transformedPayload } from './record-canary-runs.js';
import type { CheckResult } from './run-check.js';

/**
 * Writes results: raw rows into check_statuses (the rollup trigger of migration 061 keeps hourly/daily rollups and
 * the latest status), and each check's status/last_runtime, whose triggers (migration 010) move
 * last_transition_time and raise check.failed / check.passed. One statement each, whatever the number of checks,
 * and one more for the checks they derived (record_transformed_checks, migration 071) when there are any.
 */
export async function recordCheckResults(
  db: Db,
  results: Array<{ checkId: string; result: CheckResult }>,
  opts: { scheduledAt: Date | null; nextRuntime?: Date | null },
): Promise<void> {
  if (!results.length) return;
  const r = results.map((x) => x.result);
  await db.query(
    `insert into check_statuses (check_id, time, status, invalid, duration, message, error, details, scheduled_at)
     select * from unnest($1::uuid[], $2::timestamptz[], $3::bool[], $4::bool[], $5::int[], $6::text[], $7::text[],
                          $8::jsonb[], $9::timestamptz[])`,
    [
      results.map((x) => x.checkId),
      r.map((x) => x.time),
      r.map((x) => x.status),
      r.map((x) => x.invalid),
      r.map((x) => x.duration),
      r.map((x) => x.message),
      r.map((x) => x.error),
      r.map((x) => (x.details ? JSON.stringify(x.details) : null)),
      r.map(() => opts.scheduledAt),
    ],
  );
  await db.query(
    `update checks c
        set status = case when u.status then 'healthy' else 'unhealthy' end,
            last_runtime = u.time,
            next_runtime = case when $4 then $5::timestamptz else c.next_runtime end
       from unnest($1::uuid[], $2::bool[], $3::timestamptz[]) as u(id, status, time)
      where c.id = u.id`,
    [
      results.map((x) => x.checkId),
      r.map((x) => x.status),
      r.map((x) => x.time),
      opts.nextRuntime !== undefined,
      opts.nextRuntime ?? null,
    ],
  );
  const { transformed } = transformedPayload(results);
  if (transformed) {
    const entries = transformed.map((e) => ({
      ...e,
      scheduled_at: opts.scheduledAt,
      next_at: opts.nextRuntime ?? null,
      set_next: opts.nextRuntime !== undefined,
    }));
    await db.query('select record_transformed_checks($1::jsonb)', [JSON.stringify(entries)]);
  }
}

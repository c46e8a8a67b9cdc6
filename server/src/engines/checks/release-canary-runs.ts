import type { Db } from '../../db/transaction.js';

/**
 * Hands claimed runs back, fenced on the owner: claimable again at their tick (delayMs 0: a run never started keeps
 * its place) or after delayMs (a failed recording, with its error). The claim's attempt is returned only for runs
 * handed back untouched.
 */
export async function releaseCanaryRuns(
  db: Db,
  owner: string,
  ids: string[],
  delayMs: number,
  error: string | null = null,
): Promise<void> {
  if (!ids.length) return;
  await db.query(
    `update canary_runs
        set lease_owner = null,
            lease_expires_at = case when $3 = 0 then scheduled_at else now() + $3 * interval '1 millisecond' end,
            attempts = case when $3 = 0 then greatest(attempts - 1, 0) else attempts end,
            error = coalesce($4, error)
      where id = any($1) and lease_owner = $2`,
    [ids, owner, delayMs, error],
  );
}

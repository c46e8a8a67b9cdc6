import type { Db } from '../db/transaction.js';
import type { QuotedWorkTable } from './work-table.js';

export interface ClaimWorkArgs {
  db: Db;
  table: QuotedWorkTable;
  owner: string;
  limit: number;
  leaseMs: number;
  maxAttempts: number;
}

/**
 * Claims up to `limit` free rows: not leased (or lease expired), not done, attempts left. SKIP LOCKED lets replicas
 * claim side by side without waiting on each other; the lease (not the row lock) then protects the row while it is
 * processed, so a crashed worker's rows come back when the lease expires. Times are the database clock's.
 */
export async function claimWork<Row extends Record<string, unknown>>(args: ClaimWorkArgs): Promise<Row[]> {
  const { db, table: t, owner, limit, leaseMs, maxAttempts } = args;
  if (limit <= 0) return [];
  const notDone = t.doneColumn ? `and ${t.doneColumn} is null` : '';
  const stampAttempt = t.lastAttempt ? `, ${t.lastAttempt} = now()` : '';
  const sql = `
    with picked as (
      select ${t.id} as picked_id from ${t.table}
      where (${t.leaseExpiresAt} is null or ${t.leaseExpiresAt} <= now())
        and ${t.attempts} < $1 ${notDone}
      order by ${t.orderBy}
      limit $2
      for update skip locked
    )
    update ${t.table} as w
       set ${t.leaseOwner} = $3,
           ${t.leaseExpiresAt} = now() + $4 * interval '1 millisecond',
           ${t.attempts} = w.${t.attempts} + 1${stampAttempt}
      from picked
     where w.${t.id} = picked.picked_id
    returning w.*`;
  const { rows } = await db.query<Row>(sql, [maxAttempts, limit, owner, leaseMs]);
  return rows;
}

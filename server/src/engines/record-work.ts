import type { Db } from '../db/transaction.js';
import type { QuotedWorkTable } from './work-table.js';

/**
 * The record step of the loop. Every write is fenced on the lease owner: a worker whose lease expired (and whose row
 * another worker has since claimed) changes nothing, and learns so from the `false` it gets back.
 */
interface RecordArgs {
  db: Db;
  table: QuotedWorkTable;
  owner: string;
  id: unknown;
}

/** Deletes or stamps the row as done. Run it in the transaction that writes the item's results, so both commit. */
export async function completeWork({ db, table: t, owner, id }: RecordArgs): Promise<boolean> {
  const sql = t.doneColumn
    ? `update ${t.table} set ${t.doneColumn} = now(), ${t.leaseOwner} = null, ${t.leaseExpiresAt} = null
         ${t.error ? `, ${t.error} = null` : ''}
       where ${t.id} = $1 and ${t.leaseOwner} = $2`
    : `delete from ${t.table} where ${t.id} = $1 and ${t.leaseOwner} = $2`;
  const res = await db.query(sql, [id, owner]);
  return res.rowCount === 1;
}

/** Frees the row with its error, claimable again after `backoffMs` (written as the lease expiry, with no owner). */
export async function failWork(args: RecordArgs & { error: string; backoffMs: number }): Promise<boolean> {
  const { db, table: t, owner, id, error, backoffMs } = args;
  const sql = `
    update ${t.table}
       set ${t.leaseOwner} = null,
           ${t.leaseExpiresAt} = now() + $3 * interval '1 millisecond'
           ${t.error ? `, ${t.error} = $4` : ''}
     where ${t.id} = $1 and ${t.leaseOwner} = $2`;
  const params = t.error ? [id, owner, backoffMs, error] : [id, owner, backoffMs];
  const res = await db.query(sql, params);
  return res.rowCount === 1;
}

/**
 * Hands a row back untouched (shutdown aborted it): claimable at once, and the attempt taken at claim is returned
 * because the item did not fail.
 */
export async function releaseWork({ db, table: t, owner, id }: RecordArgs): Promise<boolean> {
  const sql = `
    update ${t.table}
       set ${t.leaseOwner} = null, ${t.leaseExpiresAt} = null, ${t.attempts} = greatest(${t.attempts} - 1, 0)
     where ${t.id} = $1 and ${t.leaseOwner} = $2`;
  const res = await db.query(sql, [id, owner]);
  return res.rowCount === 1;
}

/** Exponential back-off: base · factor^(attempts-1), capped, with ±20 % jitter so retries of a burst spread out. */
export function computeBackoffMs(
  attempts: number,
  opts: { baseMs: number; maxMs: number; factor?: number },
  random: () => number = Math.random,
): number {
  const factor = opts.factor ?? 2;
  const raw = Math.min(opts.maxMs, opts.baseMs * factor ** Math.max(0, attempts - 1));
  return Math.min(opts.maxMs, Math.round(raw * (0.8 + 0.4 * random())));
}

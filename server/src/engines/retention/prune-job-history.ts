import type { Db } from '../../db/transaction.js';

/** RUNNING rows that never finished (their process died) become STALE, so the UI stops showing them as running. */
export async function markStaleJobRuns({ db, olderThanMs }: { db: Db; olderThanMs: number }): Promise<number> {
  const res = await db.query(
    `update job_history set status = 'STALE', time_end = now()
      where status = 'RUNNING' and time_start < now() - $1 * interval '1 millisecond'`,
    [olderThanMs],
  );
  return res.rowCount ?? 0;
}

/**
 * Keeps the newest `keepSuccess` good runs and `keepFailed` bad runs of each (name, resource_id) and deletes the
 * rest. WARNING counts as bad (it holds errors worth reading); RUNNING rows are never touched here.
 */
export async function pruneJobHistory(args: { db: Db; keepSuccess: number; keepFailed: number }): Promise<number> {
  const res = await args.db.query(
    `with ranked as (
       select id,
              row_number() over (
                partition by name, resource_id, status in ('FAILED', 'WARNING', 'STALE')
                order by time_start desc, id desc) as n,
              case when status in ('FAILED', 'WARNING', 'STALE') then $2::int else $1::int end as keep
         from job_history
        where status <> 'RUNNING'
     )
     delete from job_history j using ranked r where j.id = r.id and r.n > r.keep`,
    [args.keepSuccess, args.keepFailed],
  );
  return res.rowCount ?? 0;
}

import type { Db } from '../db/transaction.js';

/**
 * Leader election by a lease row in engine_leaders (migration 050). Taking over is allowed only from an expired
 * lease, judged by the database clock. A lease row survives a lost connection (unlike a session advisory lock), so a
 * leader cut off from the database cannot tell whether it lost the lock; with a lease it knows: it steps down when its
 * own lease time runs out, and ticks are fenced separately (claimTick) for the moment both believe they lead.
 */
export async function acquireLeadership(args: {
  db: Db;
  name: string;
  holder: string;
  ttlMs: number;
}): Promise<boolean> {
  const { rowCount } = await args.db.query(
    `insert into engine_leaders (name, holder, expires_at)
     values ($1, $2, now() + $3 * interval '1 millisecond')
     on conflict (name) do update
        set holder = excluded.holder,
            expires_at = excluded.expires_at,
            acquired_at = case when engine_leaders.holder = excluded.holder then engine_leaders.acquired_at else now() end
      where engine_leaders.holder = excluded.holder or engine_leaders.expires_at <= now()`,
    [args.name, args.holder, args.ttlMs],
  );
  return rowCount === 1;
}

/** Gives the lease up on clean shutdown so another replica takes over at its next attempt instead of after expiry. */
export async function releaseLeadership(args: { db: Db; name: string; holder: string }): Promise<void> {
  await args.db.query('delete from engine_leaders where name = $1 and holder = $2', [args.name, args.holder]);
}

/**
 * Claims one tick of a job: a compare-and-set that only moves last_tick forward. Whoever moves it runs the tick;
 * everyone else (a second leader for a moment, a replay after restart) gets false. So a tick runs at most once.
 */
export async function claimTick(args: { db: Db; job: string; tick: Date; holder: string }): Promise<boolean> {
  const { rowCount } = await args.db.query(
    `insert into engine_schedules (name, last_tick, claimed_by) values ($1, $2, $3)
     on conflict (name) do update
        set last_tick = excluded.last_tick, claimed_by = excluded.claimed_by, updated_at = now()
      where engine_schedules.last_tick < excluded.last_tick`,
    [args.job, args.tick, args.holder],
  );
  return rowCount === 1;
}

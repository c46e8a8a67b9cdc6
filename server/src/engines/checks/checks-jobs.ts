import type { ScheduledJob } from '../scheduler.js';
import { readCheckHistoryRetention } from './check-history-retention.js';

/**
 * Every live, scheduled canary has a pending run. The sync trigger and each completed run keep it so; this catches
 * what slips through (a canary restored by hand, rows removed by an operator). Agent-owned canaries run on their agent.
 */
export function reconcileCanaryRunsJob(): ScheduledJob {
  return {
    name: 'checks.reconcile',
    schedule: '@every 1m',
    timeoutMs: 60_000,
    async run({ pool }) {
      const res = await pool.query(
        `insert into canary_runs (canary_id, scheduled_at, lease_expires_at)
         select c.id, now(), now() from canaries c
          where c.deleted_at is null and c.agent_id = '00000000-0000-0000-0000-000000000000'
            and coalesce(c.spec ->> 'schedule', c.schedule, '') <> '@never'
            and not exists (select 1 from canary_runs r where r.canary_id = c.id)
         on conflict (canary_id) do nothing`,
      );
      return { successCount: res.rowCount ?? 0, details: { scheduled: res.rowCount ?? 0 } };
    },
  };
}

/** Partitions a week ahead; raw history and rollups beyond their retention dropped (whole partitions for raw rows). */
export function checkHistoryJob(schedule = '@every 1h'): ScheduledJob {
  return {
    name: 'checks.history',
    schedule,
    timeoutMs: 600_000,
    async run({ pool }) {
      const r = await readCheckHistoryRetention(pool);
      const created = await pool.query<{ n: number }>(
        `select ensure_check_status_partitions(now() - interval '1 day', now() + interval '7 days') as n`,
      );
      const dropped = await pool.query<{ n: number }>(
        "select drop_check_status_partitions(now() - $1 * interval '1 day') as n",
        [r.rawDays],
      );
      const hourly = await pool.query(`delete from check_statuses_1h where bucket < now() - $1 * interval '1 day'`, [
        r.rawDays * 3,
      ]);
      const daily = await pool.query(`delete from check_statuses_1d where bucket < now() - $1 * interval '1 day'`, [
        r.rawDays * 9,
      ]);
      const details = {
        partitions_created: created.rows[0]!.n,
        partitions_dropped: dropped.rows[0]!.n,
        hourly_deleted: hourly.rowCount ?? 0,
        daily_deleted: daily.rowCount ?? 0,
        retention_days: r.rawDays,
      };
      return { successCount: 1, details };
    },
  };
}

import type { Db } from '../../db/transaction.js';
import { NotFoundError } from '../../lib/errors.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** REFERENCE: bucket size by range: ≤ 2 h 1 min; ≤ 24 h 15 min; ≤ 7 d 1 h; else 4 h. */
export function graphBucketMs(rangeMs: number): number {
  if (rangeMs <= 2 * HOUR) return MINUTE;
  if (rangeMs <= 24 * HOUR) return 15 * MINUTE;
  if (rangeMs <= 7 * 24 * HOUR) return HOUR;
  return 4 * HOUR;
}

export interface CheckGraph {
  status: Array<{ time: string; status: boolean; duration: number | null; passed: number; failed: number }>;
  uptime: { passed: number; failed: number; last_pass: string | null; last_fail: string | null };
  latency: { p99: number | null; p97: number | null; p95: number | null; p50: number | null; avg: number | null };
}

/**
 * One check's health over [from, to): buckets (status = all passed in the bucket) plus uptime and latency from the
 * rollups. Buckets of 1 and 15 minutes come from this one check's raw rows (at most ~1,440 rows through the
 * (check_id, time) key); hourly and 4-hourly buckets come from its hourly rollups.
 */
export async function getCheckGraph(db: Db, checkId: string, from: Date, to: Date): Promise<CheckGraph> {
  const exists = await db.query('select 1 from checks where id = $1', [checkId]);
  if (!exists.rowCount) throw new NotFoundError(`check ${checkId} not found`);
  const bucketMs = graphBucketMs(to.getTime() - from.getTime());
  const fromRaw = bucketMs < HOUR;
  const series = await db.query(
    fromRaw
      ? `select date_bin($4 * interval '1 millisecond', time, $2) as time, bool_and(status) as status,
                round(avg(duration))::int as duration, count(*) filter (where status)::int as passed,
                count(*) filter (where not status)::int as failed
           from check_statuses where check_id = $1 and time >= $2 and time < $3
          group by 1 order by 1`
      : `select date_bin($4 * interval '1 millisecond', bucket, $2) as time, sum(failed) = 0 as status,
                round(sum(duration_sum)::numeric / nullif(sum(total), 0))::int as duration,
                sum(passed)::int as passed, sum(failed)::int as failed
           from check_statuses_1h
          where check_id = $1 and bucket >= date_trunc('hour', $2::timestamptz) and bucket < $3
          group by 1 order by 1`,
    [checkId, from, to, bucketMs],
  );
  const stats = await db.query('select * from check_rollup_stats($1, $2, array[$3::uuid])', [from, to, checkId]);
  const s = stats.rows[0] ?? {};
  return {
    status: series.rows.map((r) => ({ ...r, time: new Date(r.time).toISOString() })),
    uptime: {
      passed: Number(s.passed ?? 0),
      failed: Number(s.failed ?? 0),
      last_pass: s.last_pass ?? null,
      last_fail: s.last_fail ?? null,
    },
    latency: { p99: s.p99 ?? null, p97: s.p97 ?? null, p95: s.p95 ?? null, p50: s.p50 ?? null, avg: s.avg ?? null },
  };
}

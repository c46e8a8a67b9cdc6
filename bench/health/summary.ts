/** Bench (b): GET /api/canary/api/summary over N checks with a history of ~10M statuses. */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { getChecksSummaryJson } from '../../server/src/features/health/get-checks-summary.js';

export interface SummaryFigures {
  range: string;
  checks: number;
  endpointP50Ms: number;
  endpointP95Ms: number;
  rawSqlP50Ms: number;
  rawSqlP95Ms: number;
  ratioP95: number;
}

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/**
 * History equivalent to `statuses` results spread evenly over the checks at 60 s: the raw rows of the last hour are
 * inserted for real (with the rollup trigger off), everything is rolled up directly into hourly and daily buckets
 * (with a synthetic latency distribution), because inserting 10M raw rows through the trigger takes far longer
 * than the bench budget on 2 cores. The summary reads only rollups either way.
 */
export async function seedHistory(pool: pg.Pool, statuses: number, log: (s: string) => void): Promise<number> {
  const checks = Number((await pool.query('select count(*) from checks')).rows[0].count);
  const perCheck = Math.floor(statuses / checks);
  const hours = Math.ceil(perCheck / 60);
  log(`seeding ${checks} checks × ${perCheck} statuses (${hours} h at 60 s): last hour raw, the rest as rollups`);
  await pool.query('alter table check_statuses disable trigger check_statuses_rollup');
  await pool.query(
    `insert into check_statuses (check_id, time, status, duration, message)
     select c.id, now() - m * interval '1 minute' - interval '1 second', (m + i) % 50 <> 0, 5 + (m * 7 + i) % 40, 'ok'
       from (select id, row_number() over () as i from checks) c, generate_series(0, 59) m`,
  );
  await pool.query('alter table check_statuses enable trigger check_statuses_rollup');
  // Rollups of the scheduler bench's own runs are replaced by the seeded history.
  await pool.query('truncate check_statuses_1h, check_statuses_1d');
  // Cumulative histogram of durations 5..44 ms (buckets 9..18 of 1.25^k), a shape like a fast local check, shifted
  // by 0..6 buckets per check: checks differ, as real ones do (identical histograms let the planner cache the
  // percentile work across rows, which no real installation would see).
  await pool.query(
    `insert into check_statuses_1h (check_id, bucket, total, passed, failed, duration_sum, duration_min, duration_max,
                                   last_pass, last_fail, duration_hist)
     select c.id, date_trunc('hour', now()) - h * interval '1 hour', 60, 59, 1, round(60 * 24 * power(1.25, c.s)),
            round(5 * power(1.25, c.s)), round(44 * power(1.25, c.s)),
            date_trunc('hour', now()) - h * interval '1 hour' + interval '59 minutes',
            date_trunc('hour', now()) - h * interval '1 hour' + interval '30 minutes',
            (select array_agg(least(60, greatest(0, (k - 8 - c.s) * 6)) order by k) from generate_series(1, 61) k)
       from (select id, (row_number() over ()) % 7 as s from checks) c, generate_series(0, $1::int - 1) h`,
    [hours],
  );
  // A check's hours all share its histogram: a day holds it n times.
  await pool.query(
    `insert into check_statuses_1d (check_id, bucket, total, passed, failed, duration_sum, duration_min, duration_max,
                                   last_pass, last_fail, duration_hist)
     select x.check_id, x.day, x.total, x.passed, x.failed, x.dsum, x.dmin, x.dmax, x.last_pass, x.last_fail,
            (select array_agg(x.h[k] * x.n order by k) from generate_series(1, 61) k)
       from (select check_id, date_trunc('day', bucket) as day, count(*)::int as n, sum(total) as total,
                    sum(passed) as passed, sum(failed) as failed, sum(duration_sum) as dsum, min(duration_min) as dmin,
                    max(duration_max) as dmax, max(last_pass) as last_pass, max(last_fail) as last_fail,
                    min(duration_hist) as h
               from check_statuses_1h group by 1, 2) x`,
  );
  // Rows loaded directly bypass the rollup trigger: compute their running totals (migration 066) as it would.
  await pool.query('select check_rollups_recompute_cumulative()');
  // A live system writes an hour's rows together (every check's results of that hour arrive in the same minutes),
  // so each hourly bucket sits on its own run of pages; the bulk load above wrote them check by check and the
  // recompute scattered them again. Restore the time order a running installation has.
  await pool.query('cluster check_statuses_1h using check_statuses_1h_bucket_idx');
  await pool.query('vacuum analyze check_statuses_1h, check_statuses_1d, checks, canaries');
  return checks * perCheck;
}

export async function benchSummary(
  app: FastifyInstance,
  pool: pg.Pool,
  range: string,
  iterations: number,
): Promise<SummaryFigures> {
  const endpoint: number[] = [];
  const raw: number[] = [];
  const to = new Date();
  const from = new Date(
    to.getTime() - ({ '1h': 1, '24h': 24, '7d': 168 } as Record<string, number>)[range]! * 3_600_000,
  );
  let checks = 0;
  for (let i = 0; i < iterations + 3; i++) {
    let t = performance.now();
    const res = await app.inject(`/api/canary/api/summary?start=now-${range}`);
    const e = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`summary answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    t = performance.now();
    const body = await getChecksSummaryJson({ db: pool, from, to });
    const r = performance.now() - t;
    if (i < 3) continue; // warm-up
    endpoint.push(e);
    raw.push(r);
    checks = (JSON.parse(body) as unknown[]).length;
  }
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    range,
    checks,
    endpointP50Ms: round(pct(endpoint, 0.5)),
    endpointP95Ms: round(pct(endpoint, 0.95)),
    rawSqlP50Ms: round(pct(raw, 0.5)),
    rawSqlP95Ms: round(pct(raw, 0.95)),
    ratioP95: round(pct(endpoint, 0.95) / pct(raw, 0.95)),
  };
}

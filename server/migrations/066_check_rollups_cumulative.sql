-- Running totals on the hourly rollups, so uptime and latency over any range cost two rows per check instead of
-- one row per hour. Why: merging 61-bucket histograms row by row (61 sums per rollup row) made a 24 h summary of
-- 10,000 checks read and sum 240,000 rows (~3 s, bench/health). With cum_* = the totals of every bucket of the
-- check up to and including this one, the totals over [first, last] bucket are last.cum - first.cum + first's own.
-- cum_max, cum_last_pass and cum_last_fail are running maxima (they cannot be subtracted): last_pass/last_fail are
-- exact when they fall inside the range; cum_max only caps percentiles, which stay within their error bound
-- (true <= reported < 1.25 * true) whatever the cap, as long as it is >= the true value.
alter table check_statuses_1h
  add column cum_total bigint,
  add column cum_passed bigint,
  add column cum_failed bigint,
  add column cum_dsum bigint,
  add column cum_max int,
  add column cum_last_pass timestamptz,
  add column cum_last_fail timestamptz,
  add column cum_hist int[];

-- Recomputes the running totals of some checks (all when null) from their hourly rows: for rollups written
-- before this migration, and for bulk loads that bypass the trigger (bench/health seeds history this way).
do $gen$
declare
  sums text;
begin
  select string_agg(format('sum(duration_hist[%s]) over w', i), ', ' order by i)
    into sums
    from generate_series(1, check_hist_size()) i;
  execute format($f$
    create or replace function check_rollups_recompute_cumulative(p_check_ids uuid[] default null) returns bigint
    language sql as $b$
      with c as (
        select check_id, bucket,
               sum(total) over w as t, sum(passed) over w as p, sum(failed) over w as f,
               sum(duration_sum) over w as d, max(duration_max) over w as m,
               max(last_pass) over w as lp, max(last_fail) over w as lf,
               array[%s]::int[] as h
          from check_statuses_1h
         where p_check_ids is null or check_id = any(p_check_ids)
        window w as (partition by check_id order by bucket)
      ), u as (
        update check_statuses_1h r
           set cum_total = c.t, cum_passed = c.p, cum_failed = c.f, cum_dsum = c.d, cum_max = c.m,
               cum_last_pass = c.lp, cum_last_fail = c.lf, cum_hist = c.h
          from c
         where r.check_id = c.check_id and r.bucket = c.bucket
        returning 1
      )
      select count(*) from u
    $b$$f$, sums);
end $gen$;

select check_rollups_recompute_cumulative();

-- The element-wise sum of two cumulative histograms (a null one counts as empty).
create or replace function check_hist_merge(a int[], b int[]) returns int[]
language sql immutable as $$
  select array_agg(coalesce(a[i], 0) + coalesce(b[i], 0) order by i) from generate_series(1, check_hist_size()) i
$$;

-- The rollup trigger of 061 plus the running totals. A new hourly bucket starts from the previous bucket's totals;
-- a late result (older than the check's newest bucket) is added to the totals of every later bucket too.
create or replace function check_statuses_rollup() returns trigger
language plpgsql as $$
declare
  hour timestamptz := date_trunc('hour', new.time at time zone 'UTC') at time zone 'UTC';
  one int[] := check_hist_add(null, new.duration);
  ok int := new.status::int;
  ko int := (not new.status)::int;
  lp timestamptz := case when new.status then new.time end;
  lf timestamptz := case when not new.status then new.time end;
begin
  insert into check_statuses_1h as r (check_id, bucket, total, passed, failed, duration_sum, duration_min, duration_max,
                         last_pass, last_fail, duration_hist, cum_total, cum_passed, cum_failed, cum_dsum, cum_max,
                         cum_last_pass, cum_last_fail, cum_hist)
  select new.check_id, hour, 1, ok, ko, coalesce(new.duration, 0), new.duration, new.duration, lp, lf, one,
         coalesce(p.cum_total, 0) + 1, coalesce(p.cum_passed, 0) + ok, coalesce(p.cum_failed, 0) + ko,
         coalesce(p.cum_dsum, 0) + coalesce(new.duration, 0), greatest(p.cum_max, new.duration),
         greatest(p.cum_last_pass, lp), greatest(p.cum_last_fail, lf), check_hist_merge(p.cum_hist, one)
    from (select 1) x
    left join lateral (select * from check_statuses_1h q
                        where q.check_id = new.check_id and q.bucket < hour
                        order by q.bucket desc limit 1) p on true
  on conflict (check_id, bucket) do update
     set total = r.total + 1, passed = r.passed + ok, failed = r.failed + ko,
         duration_sum = r.duration_sum + coalesce(new.duration, 0),
         duration_min = least(r.duration_min, new.duration), duration_max = greatest(r.duration_max, new.duration),
         last_pass = greatest(r.last_pass, lp), last_fail = greatest(r.last_fail, lf),
         duration_hist = check_hist_merge(r.duration_hist, one), updated_at = now(),
         cum_total = r.cum_total + 1, cum_passed = r.cum_passed + ok, cum_failed = r.cum_failed + ko,
         cum_dsum = r.cum_dsum + coalesce(new.duration, 0), cum_max = greatest(r.cum_max, new.duration),
         cum_last_pass = greatest(r.cum_last_pass, lp), cum_last_fail = greatest(r.cum_last_fail, lf),
         cum_hist = check_hist_merge(r.cum_hist, one);
  update check_statuses_1h r
     set cum_total = r.cum_total + 1, cum_passed = r.cum_passed + ok, cum_failed = r.cum_failed + ko,
         cum_dsum = r.cum_dsum + coalesce(new.duration, 0), cum_max = greatest(r.cum_max, new.duration),
         cum_last_pass = greatest(r.cum_last_pass, lp), cum_last_fail = greatest(r.cum_last_fail, lf),
         cum_hist = check_hist_merge(r.cum_hist, one)
   where r.check_id = new.check_id and r.bucket > hour;
  insert into check_statuses_1d as r (check_id, bucket, total, passed, failed, duration_sum, duration_min, duration_max,
                         last_pass, last_fail, duration_hist)
  values (new.check_id, date_trunc('day', new.time at time zone 'UTC') at time zone 'UTC', 1, ok, ko,
          coalesce(new.duration, 0), new.duration, new.duration, lp, lf, one)
  on conflict (check_id, bucket) do update
     set total = r.total + 1, passed = r.passed + ok, failed = r.failed + ko,
         duration_sum = r.duration_sum + coalesce(new.duration, 0),
         duration_min = least(r.duration_min, new.duration), duration_max = greatest(r.duration_max, new.duration),
         last_pass = greatest(r.last_pass, lp), last_fail = greatest(r.last_fail, lf),
         duration_hist = check_hist_merge(r.duration_hist, one), updated_at = now();
  insert into check_statuses_latest as l (check_id, time, status, duration, message, error)
  values (new.check_id, new.time, new.status, new.duration, new.message, new.error)
  on conflict (check_id) do update
     set time = excluded.time, status = excluded.status, duration = excluded.duration,
         message = excluded.message, error = excluded.error
   where l.time <= excluded.time;
  return null;
end $$;

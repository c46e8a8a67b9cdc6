-- check_rollup_stats from the running totals of 066: per check, two index probes on (check_id, bucket) (the first
-- and last hourly bucket of the range) instead of merging every bucket of the range. Same signature and columns
-- as 062, so the summary service, the graph endpoint and the check_summary view are unchanged. Ranges that start
-- before the hourly retention (3 x check_statuses.retention_days) keep 062's daily merge, renamed
-- check_rollup_stats_merged.
alter function check_rollup_stats(timestamptz, timestamptz, uuid[]) rename to check_rollup_stats_merged;

-- The q-quantile of the histogram of a range, from the running histograms of its last bucket (a), its first
-- bucket (f) and the first bucket's own histogram (o): bucket k holds a[k] - f[k] + o[k]. Same binary search as
-- check_hist_quantile (062), reading only the ~6 elements it compares; a single-SELECT SQL function, inlined.
do $gen$
begin
  execute format($f$
    create or replace function check_hist_quantile_span(a int[], f int[], o int[], q float8, vmax int) returns int
    language sql immutable as $b$
      select case when coalesce(a[%1$s] - f[%1$s] + o[%1$s], 0) = 0 then null else least(vmax, %2$s) end
    $b$$f$, check_hist_size(),
    regexp_replace(check_hist_search_sql(1, check_hist_size()), 'h\[(\d+)\]', '(a[\1] - f[\1] + o[\1])', 'g'));
end $gen$;

create or replace function check_rollup_stats(p_from timestamptz, p_to timestamptz, p_check_ids uuid[] default null)
returns table (check_id uuid, passed bigint, failed bigint, last_pass timestamptz, last_fail timestamptz,
               p99 int, p97 int, p95 int, p50 int, avg int)
language plpgsql stable as $$
declare
  -- As 062: the range starts at the UTC hour of p_from (up to one hour of history before p_from is included).
  first_hour timestamptz := date_trunc('hour', p_from at time zone 'UTC') at time zone 'UTC';
  hourly_days int := 3 * coalesce((select case when value ~ '^\d+$' and value::int >= 1 then value::int end
                                     from properties where name = 'check_statuses.retention_days'), 30);
begin
  if first_hour < now() - hourly_days * interval '1 day' then
    return query select * from check_rollup_stats_merged(p_from, p_to, p_check_ids);
    return;
  end if;
  return query
  select k.id, s.passed, s.failed,
         case when a.cum_last_pass >= f.bucket then a.cum_last_pass end,
         case when a.cum_last_fail >= f.bucket then a.cum_last_fail end,
         check_hist_quantile_span(a.cum_hist, f.cum_hist, f.duration_hist, 0.99, a.cum_max),
         check_hist_quantile_span(a.cum_hist, f.cum_hist, f.duration_hist, 0.97, a.cum_max),
         check_hist_quantile_span(a.cum_hist, f.cum_hist, f.duration_hist, 0.95, a.cum_max),
         check_hist_quantile_span(a.cum_hist, f.cum_hist, f.duration_hist, 0.50, a.cum_max),
         case when s.total > 0 then round(s.dsum::numeric / s.total)::int end
    from checks k
    -- The first bucket's totals before it (its running totals less its own): subtracted from the last bucket's.
    cross join lateral (select r.bucket, r.cum_hist, r.duration_hist, r.cum_total - r.total as cum_total,
                               r.cum_passed - r.passed as cum_passed, r.cum_failed - r.failed as cum_failed,
                               r.cum_dsum - r.duration_sum as cum_dsum
                          from check_statuses_1h r
                         where r.check_id = k.id and r.bucket >= first_hour and r.bucket < p_to
                         order by r.bucket limit 1) f
    cross join lateral (select r.cum_total, r.cum_passed, r.cum_failed, r.cum_dsum, r.cum_max, r.cum_last_pass,
                               r.cum_last_fail, r.cum_hist
                          from check_statuses_1h r
                         where r.check_id = k.id and r.bucket >= first_hour and r.bucket < p_to
                         order by r.bucket desc limit 1) a
    cross join lateral (select a.cum_passed - f.cum_passed as passed, a.cum_failed - f.cum_failed as failed,
                               a.cum_total - f.cum_total as total, a.cum_dsum - f.cum_dsum as dsum) s
   where p_check_ids is null or k.id = any(p_check_ids);
end $$;

-- No JIT for either: the four inlined CASE chains compile to ~500 ms of JIT emission per call (EXPLAIN of the
-- summary, bench/health/explain.ts), ten times the query itself; the planner's cost estimate crosses
-- jit_above_cost only because of the 10,000-row nested loop, which JIT does not speed up.
alter function check_rollup_stats(timestamptz, timestamptz, uuid[]) set jit = off;
alter function check_rollup_stats_merged(timestamptz, timestamptz, uuid[]) set jit = off;

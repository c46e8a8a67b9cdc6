-- check_rollup_stats without two index probes per check. Why: at 10,000 checks, 067's probes of the primary key
-- (check_id, bucket) cost ~80 ms of the summary's ~170 ms (bench/health (b)): 20,000 descents of the btree.
-- Nearly every check has a row in the range's first and last hour buckets, and those two buckets are the same for
-- all of them: the earliest and the latest bucket of the range over all checks. Their rows are read with two range
-- scans of the bucket index (rows of one hour are written together, so they share heap pages), joined by check_id.
-- Only a check missing from one of them (created, paused or failing to run during the range) still probes its own
-- first or last bucket, as in 067: same columns, same results.

-- The bucket holding the q-quantile of a range's histogram (a - f + o, as 067's check_hist_quantile_span), given
-- its rank t = greatest(1, ceil(q * total)) computed once per range rather than once per comparison: an integer
-- compared with three array elements instead of six elements and float arithmetic (~30% of the quantile time).
do $gen$
begin
  execute format($f$
    create or replace function check_hist_rank_span(a int[], f int[], o int[], t int, vmax int) returns int
    language sql immutable parallel safe as $b$ select least(vmax, %s) $b$$f$,
    regexp_replace(
      regexp_replace(check_hist_search_sql(1, check_hist_size()), 'greatest\(1, ceil\(q \* h\[\d+\]\)\)', 't', 'g'),
      'h\[(\d+)\]', '(a[\1] - f[\1] + o[\1])', 'g'));
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
  common_first timestamptz;
  common_last timestamptz;
begin
  if first_hour < now() - hourly_days * interval '1 day' then
    return query select * from check_rollup_stats_merged(p_from, p_to, p_check_ids);
    return;
  end if;
  -- A few checks (the graph of one check): their own probes are cheaper than reading whole buckets.
  if p_check_ids is null or cardinality(p_check_ids) > 100 then
    select min(r.bucket), max(r.bucket) into common_first, common_last
      from check_statuses_1h r
     where r.bucket >= first_hour and r.bucket < p_to;
  end if;
  return query
  with fc as (
    select r.check_id, r.bucket, r.cum_hist, r.duration_hist, r.cum_total - r.total as cum_total,
           r.cum_passed - r.passed as cum_passed, r.cum_failed - r.failed as cum_failed,
           r.cum_dsum - r.duration_sum as cum_dsum
      from check_statuses_1h r
     where r.bucket = common_first
  ), ac as (
    select r.check_id, r.cum_total, r.cum_passed, r.cum_failed, r.cum_dsum, r.cum_max, r.cum_last_pass,
           r.cum_last_fail, r.cum_hist
      from check_statuses_1h r
     where r.bucket = common_last
  ), span as (
    select k.id,
           coalesce(fc.bucket, fp.bucket) as f_bucket, coalesce(fc.cum_hist, fp.cum_hist) as f_cum_hist,
           coalesce(fc.duration_hist, fp.duration_hist) as f_hist, coalesce(fc.cum_total, fp.cum_total) as f_total,
           coalesce(fc.cum_passed, fp.cum_passed) as f_passed, coalesce(fc.cum_failed, fp.cum_failed) as f_failed,
           coalesce(fc.cum_dsum, fp.cum_dsum) as f_dsum,
           coalesce(ac.cum_total, ap.cum_total) as a_total, coalesce(ac.cum_passed, ap.cum_passed) as a_passed,
           coalesce(ac.cum_failed, ap.cum_failed) as a_failed, coalesce(ac.cum_dsum, ap.cum_dsum) as a_dsum,
           coalesce(ac.cum_max, ap.cum_max) as a_max, coalesce(ac.cum_last_pass, ap.cum_last_pass) as a_last_pass,
           coalesce(ac.cum_last_fail, ap.cum_last_fail) as a_last_fail, coalesce(ac.cum_hist, ap.cum_hist) as a_hist
      from checks k
      left join fc on fc.check_id = k.id
      left join ac on ac.check_id = k.id
      -- The probes of 067, run only for a check absent from the common bucket (a one-time filter, no index read).
      left join lateral (select r.bucket, r.cum_hist, r.duration_hist, r.cum_total - r.total as cum_total,
                                r.cum_passed - r.passed as cum_passed, r.cum_failed - r.failed as cum_failed,
                                r.cum_dsum - r.duration_sum as cum_dsum
                           from check_statuses_1h r
                          where fc.check_id is null
                            and r.check_id = k.id and r.bucket >= first_hour and r.bucket < p_to
                          order by r.bucket limit 1) fp on true
      left join lateral (select r.cum_total, r.cum_passed, r.cum_failed, r.cum_dsum, r.cum_max, r.cum_last_pass,
                                r.cum_last_fail, r.cum_hist
                           from check_statuses_1h r
                          where ac.check_id is null
                            and r.check_id = k.id and r.bucket >= first_hour and r.bucket < p_to
                          order by r.bucket desc limit 1) ap on true
     -- A list of ids is hashed once (a half of the summary passes 5,000); `= any(array)` would scan it per check.
     where (p_check_ids is null or k.id in (select unnest(p_check_ids)))
  )
  select x.id, x.a_passed - x.f_passed, x.a_failed - x.f_failed,
         case when x.a_last_pass >= x.f_bucket then x.a_last_pass end,
         case when x.a_last_fail >= x.f_bucket then x.a_last_fail end,
         case when r.n > 0 then check_hist_rank_span(x.a_hist, x.f_cum_hist, x.f_hist, r.t99, x.a_max) end,
         case when r.n > 0 then check_hist_rank_span(x.a_hist, x.f_cum_hist, x.f_hist, r.t97, x.a_max) end,
         case when r.n > 0 then check_hist_rank_span(x.a_hist, x.f_cum_hist, x.f_hist, r.t95, x.a_max) end,
         case when r.n > 0 then check_hist_rank_span(x.a_hist, x.f_cum_hist, x.f_hist, r.t50, x.a_max) end,
         case when x.a_total > x.f_total then round((x.a_dsum - x.f_dsum)::numeric / (x.a_total - x.f_total))::int end
    from span x
    -- The ranks as columns of a subquery kept apart (offset 0): passed as plain values, the search is inlined. float8
    -- as in check_hist_quantile (062), so both round a rank alike.
    cross join lateral (select h.n, greatest(1, ceil(0.99::float8 * h.n)::int) as t99,
                               greatest(1, ceil(0.97::float8 * h.n)::int) as t97,
                               greatest(1, ceil(0.95::float8 * h.n)::int) as t95,
                               greatest(1, ceil(0.50::float8 * h.n)::int) as t50
                          from (select coalesce(x.a_hist[check_hist_size()] - x.f_cum_hist[check_hist_size()]
                                                + x.f_hist[check_hist_size()], 0) as n) h
                        offset 0) r
   -- A check with no bucket in the range has no row, as in 067.
   where x.f_bucket is not null;
end $$;

alter function check_rollup_stats(timestamptz, timestamptz, uuid[]) set jit = off;

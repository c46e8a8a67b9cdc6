-- Uptime and latency of checks over any range, from the rollups only (never raw check_statuses): the summary
-- service, the graph endpoint and the check_summary view all read check_rollup_stats.

-- The q-quantile (nearest rank, like percentile_disc) of a merged cumulative histogram: the first bucket whose
-- cumulative count reaches q * total, reported as that bucket's upper bound capped by the observed max. Generated
-- as a binary search written out as nested CASEs (6 comparisons, no loop, no sort) in a single-SELECT SQL
-- function, which the planner inlines.
create or replace function check_hist_search_sql(lo int, hi int) returns text
language plpgsql immutable as $$
declare
  mid int := (lo + hi) / 2;
begin
  if lo = hi then
    return check_hist_bound(lo)::text;
  end if;
  return format('case when h[%s] >= greatest(1, ceil(q * h[%s])) then %s else %s end',
                mid, check_hist_size(), check_hist_search_sql(lo, mid), check_hist_search_sql(mid + 1, hi));
end $$;

do $gen$
begin
  execute format($f$
    create or replace function check_hist_quantile(h int[], q float8, vmax int) returns int
    language sql immutable as $b$
      select case when coalesce(h[%s], 0) = 0 then null else least(vmax, %s) end
    $b$$f$, check_hist_size(), check_hist_search_sql(1, check_hist_size()));
end $gen$;

-- Per check: passed, failed, last pass/fail and p50/p95/p97/p99/avg latency over [p_from, p_to).
-- Which rollup: hourly buckets up to 2 days (start rounded down to the UTC hour), daily buckets beyond (start
-- rounded down to the UTC day), so a summary reads at most ~48 rows per check. The rounding includes up to one
-- bucket of history before p_from; it never leaves out a result inside the range. p_check_ids narrows to some checks.
do $gen$
declare
  sums text;
  body text;
begin
  select string_agg(format('sum(r.duration_hist[%s])', i), ', ' order by i)
    into sums
    from generate_series(1, check_hist_size()) i;
  body := format($q$
    select s.check_id, s.passed, s.failed, s.last_pass, s.last_fail,
           check_hist_quantile(s.h, 0.99, s.dmax), check_hist_quantile(s.h, 0.97, s.dmax),
           check_hist_quantile(s.h, 0.95, s.dmax), check_hist_quantile(s.h, 0.50, s.dmax),
           case when s.total > 0 then round(s.dsum::numeric / s.total)::int end
      from (select r.check_id, sum(r.passed)::bigint as passed, sum(r.failed)::bigint as failed,
                   sum(r.total)::bigint as total, sum(r.duration_sum)::bigint as dsum,
                   max(r.duration_max) as dmax, max(r.last_pass) as last_pass, max(r.last_fail) as last_fail,
                   array[%s]::int[] as h
              from %%I r
             where r.bucket >= %%s and r.bucket < p_to and (p_check_ids is null or r.check_id = any(p_check_ids))
             group by r.check_id) s$q$, sums);
  execute format($f$
    create or replace function check_rollup_stats(p_from timestamptz, p_to timestamptz,
                                                  p_check_ids uuid[] default null)
    returns table (check_id uuid, passed bigint, failed bigint, last_pass timestamptz, last_fail timestamptz,
                   p99 int, p97 int, p95 int, p50 int, avg int)
    language plpgsql stable as $b$
    begin
      -- Static statements (not EXECUTE): their plans are cached, which matters with 61 sums and 4 CASE chains.
      if p_to - p_from > interval '2 days' then
        return query %s;
      else
        return query %s;
      end if;
    end $b$$f$,
      format(body, 'check_statuses_1d', $e$(date_trunc('day', p_from at time zone 'UTC') at time zone 'UTC')$e$),
      format(body, 'check_statuses_1h', $e$(date_trunc('hour', p_from at time zone 'UTC') at time zone 'UTC')$e$));
end $gen$;

-- check_summary keeps its columns (the data API and two views read it); its figures now come from the rollups of
-- the last hour instead of a percentile sort over raw rows per check.
create or replace view check_summary as
select c.id,
       c.canary_id,
       c.agent_id,
       c.type,
       c.icon,
       c.name,
       c.status,
       c.description,
       c.namespace,
       ca.name as canary_name,
       ca.namespace as canary_namespace,
       ca.labels || c.labels as labels,
       c.severity,
       c.owner,
       c.endpoint,
       c.last_runtime,
       c.last_transition_time,
       c.next_runtime,
       c.created_at,
       c.updated_at,
       c.deleted_at,
       c.silenced_at,
       jsonb_build_object('passed', coalesce(s.passed, 0), 'failed', coalesce(s.failed, 0),
                          'last_pass', s.last_pass, 'last_fail', s.last_fail) as uptime,
       jsonb_build_object('p99', s.p99, 'p97', s.p97, 'p95', s.p95, 'p50', s.p50, 'avg', s.avg) as latency
  from checks c
  join canaries ca on ca.id = c.canary_id
  left join check_rollup_stats(now() - interval '1 hour', now()) s on s.check_id = c.id
 where c.deleted_at is null;

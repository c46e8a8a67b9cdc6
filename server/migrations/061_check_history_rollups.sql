-- Check history at scale: rollups kept incrementally on insert, a latency histogram per rollup bucket, the latest
-- status per check, and partition retention.

-- Latency histogram: 61 log-spaced buckets, bucket i (1-based) holds durations d with 1.25^(i-2) < d <= 1.25^(i-1)
-- ms (bucket 1: d <= 1 ms; bucket 61: everything above 1.25^59 ms ~ 522 s). Stored CUMULATIVE (element i counts
-- durations in buckets 1..i) so that element-wise sums merge buckets exactly and a percentile is the first element
-- reaching q * total: a chain of comparisons, no sorting. Error bound: the value reported for a percentile is the
-- bucket's upper bound capped by the observed max, so true <= reported < 1.25 * true (+ 1 ms of rounding).
create or replace function check_hist_size() returns int
language sql immutable as $$ select 61 $$;

create or replace function check_hist_bucket(p_duration int) returns int
language sql immutable as $$
  select case when p_duration is null or p_duration <= 1 then 1
              else least(check_hist_size(), 1 + ceil(ln(p_duration) / ln(1.25))::int) end
$$;

create or replace function check_hist_bound(p_bucket int) returns int
language sql immutable as $$ select round(power(1.25, p_bucket - 1))::int $$;

-- The cumulative histogram h with one more duration d.
create or replace function check_hist_add(h int[], d int) returns int[]
language sql immutable as $$
  select array_agg(coalesce(h[i], 0) + (i >= check_hist_bucket(d))::int order by i)
    from generate_series(1, check_hist_size()) i
$$;

alter table check_statuses_1h add column duration_hist int[];
alter table check_statuses_1d add column duration_hist int[];

-- The latest result of each check (the drawer's last message without touching the partitions).
create table check_statuses_latest (
  check_id uuid primary key references checks (id) on delete cascade,
  time timestamptz not null,
  status boolean not null,
  duration int,
  message text,
  error text
);

-- Rollups are maintained on insert, whoever inserts (the engine, run now, an agent push through the data API),
-- so they are always current and the last partial hour is as fresh as the raw rows. Buckets are UTC hours/days.
-- A duplicate insert that conflicts on (check_id, time) never reaches this trigger, so counts stay exact.
create or replace function check_statuses_rollup() returns trigger
language plpgsql as $$
begin
  insert into check_statuses_1h as r (check_id, bucket, total, passed, failed, duration_sum, duration_min, duration_max,
                         last_pass, last_fail, duration_hist)
  values (new.check_id, date_trunc('hour', new.time at time zone 'UTC') at time zone 'UTC', 1, new.status::int, (not new.status)::int, coalesce(new.duration, 0),
          new.duration, new.duration, case when new.status then new.time end,
          case when not new.status then new.time end, check_hist_add(null, new.duration))
  on conflict (check_id, bucket) do update
     set total = r.total + 1, passed = r.passed + new.status::int, failed = r.failed + (not new.status)::int,
         duration_sum = r.duration_sum + coalesce(new.duration, 0),
         duration_min = least(r.duration_min, new.duration), duration_max = greatest(r.duration_max, new.duration),
         last_pass = case when new.status then greatest(r.last_pass, new.time) else r.last_pass end,
         last_fail = case when not new.status then greatest(r.last_fail, new.time) else r.last_fail end,
         duration_hist = check_hist_add(r.duration_hist, new.duration), updated_at = now();
  insert into check_statuses_1d as r (check_id, bucket, total, passed, failed, duration_sum, duration_min, duration_max,
                         last_pass, last_fail, duration_hist)
  values (new.check_id, date_trunc('day', new.time at time zone 'UTC') at time zone 'UTC', 1, new.status::int, (not new.status)::int, coalesce(new.duration, 0),
          new.duration, new.duration, case when new.status then new.time end,
          case when not new.status then new.time end, check_hist_add(null, new.duration))
  on conflict (check_id, bucket) do update
     set total = r.total + 1, passed = r.passed + new.status::int, failed = r.failed + (not new.status)::int,
         duration_sum = r.duration_sum + coalesce(new.duration, 0),
         duration_min = least(r.duration_min, new.duration), duration_max = greatest(r.duration_max, new.duration),
         last_pass = case when new.status then greatest(r.last_pass, new.time) else r.last_pass end,
         last_fail = case when not new.status then greatest(r.last_fail, new.time) else r.last_fail end,
         duration_hist = check_hist_add(r.duration_hist, new.duration), updated_at = now();
  insert into check_statuses_latest as l (check_id, time, status, duration, message, error)
  values (new.check_id, new.time, new.status, new.duration, new.message, new.error)
  on conflict (check_id) do update
     set time = excluded.time, status = excluded.status, duration = excluded.duration,
         message = excluded.message, error = excluded.error
   where l.time <= excluded.time;
  return null;
end $$;

create trigger check_statuses_rollup after insert on check_statuses
for each row execute function check_statuses_rollup();

-- Retention drops whole daily partitions (no row-by-row delete, no bloat). Returns how many were dropped.
create or replace function drop_check_status_partitions(p_before timestamptz) returns int
language plpgsql as $$
declare
  part record;
  dropped int := 0;
begin
  for part in
    select c.relname
      from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'check_statuses'::regclass and c.relname ~ '^check_statuses_\d{8}$'
       and (to_date(substr(c.relname, 16), 'YYYYMMDD') + 1)::timestamp at time zone 'UTC' <= p_before
  loop
    execute format('drop table %I', part.relname);
    dropped := dropped + 1;
  end loop;
  return dropped;
end $$;

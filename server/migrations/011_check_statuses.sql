-- Check results: raw rows partitioned by day (retention drops whole partitions) and hourly/daily rollups
-- so that long ranges never scan raw rows.

create table check_statuses (
  check_id uuid not null references checks (id) on delete cascade,
  time timestamptz not null,
  status boolean not null,
  invalid boolean not null default false,
  -- milliseconds
  duration int,
  message text,
  error text,
  details jsonb,
  created_at timestamptz not null default now(),
  primary key (check_id, time)
) partition by range (time);

-- Rows whose day has no partition yet land here; ensure_check_status_partitions moves them out.
create table check_statuses_default partition of check_statuses default;

create index check_statuses_time_idx on check_statuses (time);

-- Creates one partition per UTC day overlapping [p_from, p_to]. Rows that already fell into the default
-- partition for such a day are moved into the new partition before it is attached, because PostgreSQL refuses
-- to attach a range the default partition still holds rows for. Returns the number of partitions created.
create or replace function ensure_check_status_partitions(p_from timestamptz, p_to timestamptz)
returns int language plpgsql as $$
declare
  d date := (p_from at time zone 'UTC')::date;
  lo timestamptz;
  hi timestamptz;
  part text;
  created int := 0;
begin
  while (d::timestamp at time zone 'UTC') <= p_to loop
    part := 'check_statuses_' || to_char(d, 'YYYYMMDD');
    lo := d::timestamp at time zone 'UTC';
    hi := (d + 1)::timestamp at time zone 'UTC';
    if to_regclass(part) is null then
      execute format('create table %I (like check_statuses including defaults including constraints)', part);
      execute format(
        'with moved as (delete from check_statuses_default where time >= $1 and time < $2 returning *)
         insert into %I select * from moved', part) using lo, hi;
      execute format('alter table check_statuses attach partition %I for values from (%L) to (%L)', part, lo, hi);
      created := created + 1;
    end if;
    d := d + 1;
  end loop;
  return created;
end $$;

select ensure_check_status_partitions(now() - interval '1 day', now() + interval '7 days');

-- Rollups, filled by the retention/rollup engine. Percentiles cannot be merged exactly, so each bucket keeps
-- its own; longer ranges combine them weighted by total (an approximation the graph can live with), while
-- uptime counts, sums and extremes merge exactly.
create table check_statuses_1h (
  check_id uuid not null references checks (id) on delete cascade,
  bucket timestamptz not null,
  total int not null default 0,
  passed int not null default 0,
  failed int not null default 0,
  duration_sum bigint not null default 0,
  duration_min int,
  duration_max int,
  duration_p50 int,
  duration_p95 int,
  duration_p97 int,
  duration_p99 int,
  last_pass timestamptz,
  last_fail timestamptz,
  updated_at timestamptz not null default now(),
  primary key (check_id, bucket)
);
create index check_statuses_1h_bucket_idx on check_statuses_1h (bucket);

create table check_statuses_1d (like check_statuses_1h including defaults including constraints);
alter table check_statuses_1d add primary key (check_id, bucket);
alter table check_statuses_1d add foreign key (check_id) references checks (id) on delete cascade;
create index check_statuses_1d_bucket_idx on check_statuses_1d (bucket);

select index_foreign_keys();

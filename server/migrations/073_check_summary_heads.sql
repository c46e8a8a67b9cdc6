-- The definition part of each check's summary row as JSON text, kept up to date by triggers, so the summary
-- (GET /api/canary/api/summary) does not turn 16 columns of 10,000 rows into JSON on every request. Why: at 10,000
-- checks, JSON building was ~75 ms of the summary's ~170 ms (bench/health (b)); fields that change with every run
-- (status, run times, updated_at) and the range's uptime and latency are still rendered per request. Definitions
-- change rarely (a spec save, a canary rename), runs never touch these columns, so the triggers cost nothing on the
-- run path. Not exposed by the data API (not in resources.ts).
create table check_summary_heads (
  check_id uuid primary key references checks (id) on delete cascade,
  -- A JSON object without its closing brace: the summary appends the per-request fields.
  head text not null
);

create or replace function check_summary_head(c checks, ca canaries) returns text
language sql stable as $$
  select left(row_to_json(r)::text, -1)
    from (select c.id, c.canary_id, c.agent_id, c.type, c.icon, c.name, c.description, c.namespace,
                 ca.name as canary_name, ca.namespace as canary_namespace, ca.labels || c.labels as labels,
                 c.severity, c.owner, c.endpoint, c.created_at, c.deleted_at) r
$$;

create or replace function refresh_check_summary_heads(p_check_ids uuid[] default null, p_canary_id uuid default null)
returns void
language sql as $$
  insert into check_summary_heads (check_id, head)
  select c.id, check_summary_head(c, ca)
    from checks c
    join canaries ca on ca.id = c.canary_id
   where (p_check_ids is null or c.id = any(p_check_ids)) and (p_canary_id is null or c.canary_id = p_canary_id)
  on conflict (check_id) do update set head = excluded.head
$$;

create or replace function checks_refresh_summary_head() returns trigger
language plpgsql as $$
begin
  perform refresh_check_summary_heads(array[new.id]);
  return null;
end $$;

create or replace function canaries_refresh_summary_heads() returns trigger
language plpgsql as $$
begin
  perform refresh_check_summary_heads(null, new.id);
  return null;
end $$;

create trigger checks_summary_head_insert after insert on checks
  for each row execute function checks_refresh_summary_head();
-- Only definition columns: a run's update (status, last_runtime, next_runtime) does not fire it.
create trigger checks_summary_head_update after update on checks
  for each row
  when ((old.canary_id, old.agent_id, old.type, old.icon, old.name, old.description, old.namespace, old.labels,
         old.severity, old.owner, old.endpoint, old.created_at, old.deleted_at)
        is distinct from
        (new.canary_id, new.agent_id, new.type, new.icon, new.name, new.description, new.namespace, new.labels,
         new.severity, new.owner, new.endpoint, new.created_at, new.deleted_at))
  execute function checks_refresh_summary_head();
create trigger canaries_summary_heads_update after update on canaries
  for each row
  when ((old.name, old.namespace, old.labels) is distinct from (new.name, new.namespace, new.labels))
  execute function canaries_refresh_summary_heads();

select refresh_check_summary_heads();

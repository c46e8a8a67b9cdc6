-- Transformed checks: checks derived from another check's result (canary-checker's `transform`, and the checks
-- engine's own one-check-per-firing-alert for alertmanager). Each is a row of checks of the same canary, type and
-- agent as its parent, named by the result, with its own statuses, rollups and check.failed / check.passed events
-- (the triggers of 010 and 061 apply as to any check). It has no spec of its own and is never run by itself: it
-- changes only when its parent runs.
--
-- Lifecycle (canary-checker deletes stale transformed checks too):
-- - upserted by name on every successful derivation of its parent (a soft-deleted one comes back);
-- - soft-deleted when a successful derivation of its parent no longer yields it, after first setting its status
--   per the parent's transformDeleteStrategy (MarkHealthy / MarkUnhealthy raise the matching event; Ignore, the
--   default for spec transforms, leaves it as it was). A failed run of the parent (unreachable target, transform
--   error) derives nothing and deletes nothing;
-- - soft-deleted with its parent when the parent leaves the canary's spec, and with the canary.
-- A derived name that belongs to a spec check of the same canary and type is not recorded: the spec check wins.

alter table checks add column transformed boolean not null default false;
alter table checks add column parent_check_id uuid references checks (id);
create index checks_parent_check_id_idx on checks (parent_check_id) where parent_check_id is not null;

-- 060's sync, with two changes: a spec check that takes over the name of a transformed one stops being
-- transformed, and transformed checks are kept while their parent is in the spec (their names are never in it).
create or replace function sync_canary_checks() returns trigger
language plpgsql as $$
declare
  k text;
  items jsonb;
  item jsonb;
  cid uuid;
  seen uuid[] := '{}';
begin
  if new.deleted_at is not null then
    -- Checks are soft-deleted by canaries_cascade_soft_delete (010); nothing is scheduled any more.
    delete from canary_runs where canary_id = new.id;
    return null;
  end if;
  for k, items in
    select key, value from jsonb_each(case when jsonb_typeof(new.spec) = 'object' then new.spec else '{}' end)
     where jsonb_typeof(value) = 'array' and not key = any(canary_spec_setting_keys())
  loop
    for item in select value from jsonb_array_elements(items) where jsonb_typeof(value) = 'object' loop
      insert into checks as c (canary_id, agent_id, type, name, namespace, description, icon, endpoint, labels,
                               severity, owner, spec, source)
      values (new.id, new.agent_id, k,
              coalesce(nullif(item ->> 'name', ''), k),
              coalesce(nullif(item ->> 'namespace', ''), new.namespace),
              item ->> 'description', item ->> 'icon',
              coalesce(item ->> 'endpoint', item ->> 'url', item ->> 'host', item ->> 'addr', item ->> 'path',
                       item ->> 'server', item ->> 'query'),
              case when jsonb_typeof(item -> 'labels') = 'object' then item -> 'labels' else '{}' end,
              coalesce(item ->> 'severity', new.spec ->> 'severity'),
              coalesce(item ->> 'owner', new.spec ->> 'owner'),
              item, new.source)
      on conflict (canary_id, type, name, agent_id) do update
         set namespace = excluded.namespace, description = excluded.description, icon = excluded.icon,
             endpoint = excluded.endpoint, labels = excluded.labels, severity = excluded.severity,
             owner = excluded.owner, spec = excluded.spec, source = excluded.source, deleted_at = null,
             transformed = false, parent_check_id = null
      returning c.id into cid;
      seen := seen || cid;
    end loop;
  end loop;
  -- Checks no longer in the spec are soft-deleted (history stays readable, "include deleted after" shows them),
  -- and so are transformed checks whose parent is no longer in it.
  update checks set deleted_at = now()
   where canary_id = new.id and deleted_at is null and not (id = any(seen))
     and not coalesce(transformed and parent_check_id = any(seen), false);
  -- A new or changed canary runs now; a running one keeps its lease and picks the new spec up at its next run.
  -- `@never` canaries are not scheduled (they run only on demand).
  if coalesce(new.spec ->> 'schedule', new.schedule) = '@never' then
    delete from canary_runs where canary_id = new.id and lease_owner is null;
    return null;
  end if;
  insert into canary_runs (canary_id, scheduled_at, lease_expires_at)
  values (new.id, now(), now())
  on conflict (canary_id) do update
     set scheduled_at = now(), lease_expires_at = now(), attempts = 0, error = null
   where canary_runs.lease_owner is null or canary_runs.lease_expires_at <= now();
  return null;
end $$;

-- Records derived results in a few statements whatever their number (used by record_canary_runs below and by
-- run-check-now). p: [{ parent_id, scheduled_at, next_at, set_next (move next_runtime), delete_strategy,
--   items: [{ name, description, icon, labels, time, status, invalid, duration, message, error, details }] }]
-- Each entry is one successful derivation of its parent: derived checks of the parent absent from its items are
-- retired (see the top of this file).
create or replace function record_transformed_checks(p jsonb) returns void
language plpgsql as $$
declare
  kept uuid[];
begin
  -- Status, last_runtime and next_runtime are written by the upsert itself, so the status triggers of 010 raise
  -- check.failed for a new failing check and check.failed / check.passed on a change, as for any check.
  with src as (
    -- One row per target check even if two parents of a batch derive the same name (the first parent wins).
    select distinct on (par.canary_id, par.type, x.name, par.agent_id)
           par.id as parent_id, par.canary_id, par.agent_id, par.type, par.namespace, par.endpoint, par.severity,
           par.owner, par.source, t.scheduled_at, case when t.set_next then t.next_at end as next_at, x.*
      from jsonb_to_recordset(p) t(parent_id uuid, scheduled_at timestamptz, next_at timestamptz, set_next boolean,
                                   items jsonb)
      join checks par on par.id = t.parent_id and par.deleted_at is null and not par.transformed
     cross join jsonb_to_recordset(t.items) x(name text, description text, icon text, labels jsonb, time timestamptz,
                                               status boolean, invalid boolean, duration int, message text,
                                               error text, details jsonb)
     where nullif(x.name, '') is not null
     order by par.canary_id, par.type, x.name, par.agent_id, par.id
  ), up as (
    insert into checks as c (canary_id, agent_id, type, name, namespace, description, icon, endpoint, labels,
                             severity, owner, spec, source, transformed, parent_check_id, status, last_runtime,
                             next_runtime)
    select s.canary_id, s.agent_id, s.type, s.name, s.namespace, s.description, s.icon, s.endpoint,
           coalesce(s.labels, '{}'), s.severity, s.owner, '{}', s.source, true, s.parent_id,
           case when s.status then 'healthy' else 'unhealthy' end, s.time, s.next_at
      from src s
    on conflict (canary_id, type, name, agent_id) do update
       set description = excluded.description, icon = excluded.icon, endpoint = excluded.endpoint,
           labels = excluded.labels,
           parent_check_id = excluded.parent_check_id, status = excluded.status,
           last_runtime = excluded.last_runtime, next_runtime = coalesce(excluded.next_runtime, c.next_runtime),
           deleted_at = null
     -- A spec check of that name is not taken over.
     where c.transformed
    returning c.id, c.canary_id, c.type, c.name, c.agent_id
  ), st as (
    insert into check_statuses (check_id, time, status, invalid, duration, message, error, details, scheduled_at)
    select up.id, s.time, s.status, coalesce(s.invalid, false), s.duration, s.message, s.error, s.details,
           s.scheduled_at
      from up
      join src s on s.canary_id = up.canary_id and s.type = up.type and s.name = up.name and s.agent_id = up.agent_id
  )
  select coalesce(array_agg(up.id), '{}') into kept from up;

  -- Retire what a parent no longer derives: the strategy's status first (a separate statement, so the status
  -- trigger sees a live check and raises its event), then the soft delete.
  update checks c
     set status = case t.delete_strategy when 'MarkHealthy' then 'healthy' else 'unhealthy' end
    from jsonb_to_recordset(p) t(parent_id uuid, delete_strategy text)
   where t.delete_strategy in ('MarkHealthy', 'MarkUnhealthy')
     and c.parent_check_id = t.parent_id and c.transformed and c.deleted_at is null and not (c.id = any(kept));
  update checks c
     set deleted_at = now()
    from jsonb_to_recordset(p) t(parent_id uuid)
   where c.parent_check_id = t.parent_id and c.transformed and c.deleted_at is null and not (c.id = any(kept));
end $$;

-- 065's batch recording, plus derived results: runs whose checks derived any carry them under `transformed`
-- ([{ parent_id, delete_strategy, items }]), recorded by one call of record_transformed_checks for the whole batch.
-- Runs without derived results (nearly all) add nothing but the scan of their top-level keys.
create or replace function record_canary_runs(p_owner text, p_runs jsonb) returns setof uuid
language plpgsql as $$
declare
  done uuid[];
  tx jsonb;
begin
  with d as (
    delete from canary_runs w
     using jsonb_to_recordset(p_runs) r(run_id uuid)
     where w.id = r.run_id and w.lease_owner = p_owner
    returning w.id
  )
  select coalesce(array_agg(id), '{}') into done from d;
  if cardinality(done) = 0 then
    return;
  end if;

  insert into check_statuses (check_id, time, status, invalid, duration, message, error, details, scheduled_at)
  select x.check_id, x.time, x.status, x.invalid, x.duration, x.message, x.error, x.details, r.scheduled_at
    from canary_run_batch(p_runs, done) r,
         jsonb_to_recordset(r.results) x(check_id uuid, time timestamptz, status boolean, invalid boolean,
                                         duration int, message text, error text, details jsonb);

  -- One row per check (a check belongs to one canary, a canary has one run per batch): no double update.
  update checks c
     set status = case when x.status then 'healthy' else 'unhealthy' end,
         last_runtime = x.time,
         next_runtime = r.next_at
    from canary_run_batch(p_runs, done) r,
         jsonb_to_recordset(r.results) x(check_id uuid, time timestamptz, status boolean)
   where c.id = x.check_id;

  select jsonb_agg(e || jsonb_build_object('scheduled_at', r.details ->> 'scheduled_at', 'next_at', r.next_at,
                                           'set_next', true))
    into tx
    from jsonb_to_recordset(p_runs) r(run_id uuid, next_at timestamptz, details jsonb, transformed jsonb)
   cross join jsonb_array_elements(r.transformed) e
   where r.transformed is not null and r.run_id = any(done);
  if tx is not null then
    perform record_transformed_checks(tx);
  end if;

  insert into canary_runs (canary_id, scheduled_at, lease_expires_at)
  select r.canary_id, r.next_at, r.next_at from canary_run_batch(p_runs, done) r where r.next_at is not null
  on conflict (canary_id) do nothing;

  insert into job_history (name, resource_type, resource_id, status, success_count, error_count, details, hostname,
                           time_start, time_end, duration_millis)
  select 'canary', 'canary', r.canary_id::text, r.status, r.success, r.errors, r.details, r.hostname, r.started_at,
         now(), r.duration_ms
    from canary_run_batch(p_runs, done) r
   where not r.gone;

  -- REFERENCE "Retention defaults": the last 3 successes and 6 failures per canary.
  delete from job_history j
   using (select h.id,
                 row_number() over (partition by h.resource_id, h.status in ('FAILED', 'WARNING', 'STALE')
                                    order by h.created_at desc, h.id desc) as n,
                 h.status in ('FAILED', 'WARNING', 'STALE') as bad
            from job_history h
           where h.resource_type = 'canary' and h.name = 'canary'
             and h.resource_id in (select r.canary_id::text from canary_run_batch(p_runs, done) r)) o
   where j.id = o.id and o.n > case when o.bad then 6 else 3 end;

  return query select unnest(done);
end $$;

-- Health checks engine: the run queue of canaries, and the sync of a canary's spec into its checks.

-- One pending run per canary (unique canary_id), claimed by any replica's work loop with SKIP LOCKED. A row's
-- lease_expires_at starts as its due time ("not before"), so the shared claim query needs no extra column. When a
-- run completes, the loop deletes the row and, in the same transaction, the engine inserts the next one: a canary
-- therefore never has two runs at once, and a run is done exactly when its results are committed.
create table canary_runs (
  id uuid primary key default uuid_generate_v7(),
  canary_id uuid not null references canaries (id) on delete cascade,
  -- The tick this run belongs to; start jitter is measured against it.
  scheduled_at timestamptz not null,
  lease_owner text,
  lease_expires_at timestamptz,
  attempts int not null default 0,
  error text,
  created_at timestamptz not null default now()
);
create unique index canary_runs_canary_key on canary_runs (canary_id);
create index canary_runs_due_idx on canary_runs (lease_expires_at);

-- Wakes the work loops when a run is due now (new canary, changed spec) instead of waiting for their poll.
create or replace function notify_canary_runs() returns trigger
language plpgsql as $$
begin
  if new.lease_owner is null and new.lease_expires_at <= now() then
    perform pg_notify('canary_runs', new.canary_id::text);
  end if;
  return null;
end $$;

create trigger notify_canary_runs after insert or update of lease_expires_at on canary_runs
for each row execute function notify_canary_runs();

-- The keys of a Canary spec that are settings, not check lists.
create or replace function canary_spec_setting_keys() returns text[]
language sql immutable as $$
  select array['schedule', 'interval', 'owner', 'severity', 'env', 'resultMode', 'replicas']
$$;

-- Why a trigger (and not only the TypeScript apply path): canaries are also written through the data API
-- (POST/PATCH /api/db/canaries from the spec editor) and by agent pushes. Syncing in the database means every
-- writer gets the same checks, in the same transaction, and the response already reflects them. Validation of each
-- check against its kind's schema happens in TypeScript (apply, first run) and again at run time, where an invalid
-- check is recorded as a failed result with the validation message.
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
             owner = excluded.owner, spec = excluded.spec, source = excluded.source, deleted_at = null
      returning c.id into cid;
      seen := seen || cid;
    end loop;
  end loop;
  -- Checks no longer in the spec are soft-deleted (history stays readable, "include deleted after" shows them).
  update checks set deleted_at = now()
   where canary_id = new.id and deleted_at is null and not (id = any(seen));
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

create trigger sync_canary_checks after insert or update of spec, schedule, deleted_at, namespace, source on canaries
for each row execute function sync_canary_checks();

-- The tick a scheduled result belongs to (null for run-now and agent pushes): with it, crash tests and audits can
-- tell a re-run of the same tick from a new one, and start jitter is time - scheduled_at.
alter table check_statuses add column scheduled_at timestamptz;

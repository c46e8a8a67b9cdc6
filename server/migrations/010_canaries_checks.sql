-- Health checks: canaries (specs in the canary-checker Canary format) own checks.

create table canaries (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  namespace text not null default 'default',
  labels jsonb not null default '{}',
  -- The Canary spec: schedule or interval, and the check lists by type.
  spec jsonb not null default '{}',
  schedule text,
  icon text,
  source text not null default 'UI',
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index canaries_name_key on canaries (agent_id, namespace, name) where deleted_at is null;
create index canaries_labels_idx on canaries using gin (labels);
create index canaries_created_at_idx on canaries (created_at);
create index canaries_live_idx on canaries (id) where deleted_at is null;
select add_updated_at_trigger('canaries');

create table checks (
  id uuid primary key default uuid_generate_v7(),
  canary_id uuid not null references canaries (id),
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  type text not null,
  name text not null,
  namespace text not null default 'default',
  description text,
  icon text,
  endpoint text,
  labels jsonb not null default '{}',
  severity text,
  owner text,
  spec jsonb not null default '{}',
  -- null until the first run.
  status text check (status in ('healthy', 'unhealthy')),
  last_transition_time timestamptz,
  last_runtime timestamptz,
  next_runtime timestamptz,
  silenced_at timestamptz,
  source text,
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  -- The upsert key of the checks engine and of agent pushes.
  constraint checks_canary_type_name_agent_key unique (canary_id, type, name, agent_id)
);
create index checks_labels_idx on checks using gin (labels);
create index checks_status_idx on checks (status) where deleted_at is null;
create index checks_type_idx on checks (type);
create index checks_name_idx on checks (name);
create index checks_created_at_idx on checks (created_at);
create index checks_deleted_at_idx on checks (deleted_at);
create index checks_last_runtime_idx on checks (last_runtime);
create index checks_next_runtime_idx on checks (next_runtime) where deleted_at is null;
select add_updated_at_trigger('checks');

-- last_transition_time moves only when the status really changes (unless the writer sets it, as agents do).
create or replace function checks_track_transition() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.status is not null and new.last_transition_time is null then
      new.last_transition_time := now();
    end if;
  elsif new.status is distinct from old.status
        and new.last_transition_time is not distinct from old.last_transition_time then
    new.last_transition_time := now();
  end if;
  return new;
end $$;

create trigger checks_track_transition before insert or update of status on checks
for each row execute function checks_track_transition();

-- check.failed when a check becomes unhealthy (including a first result that fails), check.passed when it
-- recovers. A first healthy result is not an event: nothing was wrong before it.
create or replace function checks_raise_status_event() returns trigger
language plpgsql as $$
declare
  v_name text;
begin
  if new.deleted_at is not null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    if new.status = 'unhealthy' then v_name := 'check.failed'; end if;
  elsif new.status is distinct from old.status then
    if new.status = 'unhealthy' then
      v_name := 'check.failed';
    elsif new.status = 'healthy' and old.status = 'unhealthy' then
      v_name := 'check.passed';
    end if;
  end if;
  if v_name is not null then
    perform raise_event(v_name, new.id::text, jsonb_build_object(
      'id', new.id, 'check_id', new.id, 'canary_id', new.canary_id, 'agent_id', new.agent_id,
      'status', new.status, 'last_runtime', new.last_runtime, 'last_transition_time', new.last_transition_time));
  end if;
  return null;
end $$;

create trigger checks_raise_status_event after insert or update of status on checks
for each row execute function checks_raise_status_event();

-- spec: deleting a canary soft-deletes its checks (and, through the checks trigger in 025, their links).
create or replace function canaries_cascade_soft_delete() returns trigger
language plpgsql as $$
begin
  update checks set deleted_at = new.deleted_at
   where canary_id = new.id and deleted_at is null;
  return null;
end $$;

create trigger canaries_cascade_soft_delete after update of deleted_at on canaries
for each row when (old.deleted_at is null and new.deleted_at is not null)
execute function canaries_cascade_soft_delete();

select index_foreign_keys();

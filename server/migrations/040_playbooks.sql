-- Playbooks, their runs and actions, and approvals.

create table playbooks (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  namespace text not null default 'default',
  title text,
  icon text,
  description text,
  category text,
  -- {configs, components, checks (resource selectors), parameters, actions, approval, ...}
  spec jsonb not null default '{}',
  source text not null default 'UI',
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index playbooks_name_key on playbooks (namespace, name) where deleted_at is null;
create index playbooks_created_at_idx on playbooks (created_at);
select add_updated_at_trigger('playbooks');

-- spec event playbook.spec.approval.updated: a change to who must approve runs.
create or replace function playbooks_raise_approval_event() returns trigger
language plpgsql as $$
begin
  if new.spec -> 'approval' is distinct from old.spec -> 'approval' then
    perform raise_event('playbook.spec.approval.updated', new.id::text,
                        jsonb_build_object('id', new.id, 'playbook_id', new.id));
  end if;
  return null;
end $$;

create trigger playbooks_raise_approval_event after update of spec on playbooks
for each row execute function playbooks_raise_approval_event();

create table playbook_runs (
  id uuid primary key default uuid_generate_v7(),
  playbook_id uuid not null references playbooks (id),
  -- The playbook spec frozen at run time, so editing the playbook does not change runs in flight.
  spec jsonb not null default '{}',
  status text not null default 'pending'
    check (status in ('pending', 'scheduled', 'running', 'sleeping', 'waiting', 'completed', 'failed', 'cancelled')),
  parameters jsonb not null default '{}',
  -- The run's target: at most one of these.
  config_id uuid references config_items (id) on delete set null,
  component_id uuid references components (id) on delete set null,
  check_id uuid references checks (id) on delete set null,
  parent_id uuid references playbook_runs (id) on delete cascade,
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  created_by uuid references people (id),
  scheduled_time timestamptz not null default now(),
  start_time timestamptz,
  end_time timestamptz,
  timeout interval not null default interval '30 minutes',
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (num_nonnulls(config_id, component_id, check_id) <= 1)
);
create index playbook_runs_status_scheduled_idx on playbook_runs (status, scheduled_time)
  where status in ('pending', 'scheduled', 'running', 'sleeping', 'waiting');
create index playbook_runs_created_at_idx on playbook_runs (created_at);
create index playbook_runs_scheduled_time_idx on playbook_runs (scheduled_time);
select add_updated_at_trigger('playbook_runs');

create table playbook_run_actions (
  id uuid primary key default uuid_generate_v7(),
  run_id uuid not null references playbook_runs (id) on delete cascade,
  name text not null,
  status text not null default 'pending'
    check (status in ('pending', 'scheduled', 'running', 'sleeping', 'waiting', 'completed', 'failed',
                      'cancelled', 'skipped')),
  scheduled_time timestamptz not null default now(),
  start_time timestamptz,
  end_time timestamptz,
  result jsonb,
  error text,
  retry_count int not null default 0,
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index playbook_run_actions_status_scheduled_idx on playbook_run_actions (status, scheduled_time)
  where status in ('pending', 'scheduled', 'running', 'sleeping', 'waiting');
create index playbook_run_actions_created_at_idx on playbook_run_actions (created_at);
select add_updated_at_trigger('playbook_run_actions');

create table playbook_approvals (
  id uuid primary key default uuid_generate_v7(),
  run_id uuid not null references playbook_runs (id) on delete cascade,
  person_id uuid references people (id),
  team_id uuid references teams (id),
  created_at timestamptz not null default now(),
  check (num_nonnulls(person_id, team_id) = 1)
);
create unique index playbook_approvals_person_key on playbook_approvals (run_id, person_id) where person_id is not null;
create unique index playbook_approvals_team_key on playbook_approvals (run_id, team_id) where team_id is not null;

create or replace function playbook_approvals_raise_event() returns trigger
language plpgsql as $$
begin
  perform raise_event('playbook.approval.inserted', new.id::text, jsonb_build_object(
    'id', new.id, 'run_id', new.run_id, 'person_id', new.person_id, 'team_id', new.team_id));
  return null;
end $$;

create trigger playbook_approvals_raise_event after insert on playbook_approvals
for each row execute function playbook_approvals_raise_event();

select index_foreign_keys();

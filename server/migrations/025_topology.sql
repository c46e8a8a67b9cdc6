-- Topology: topology specs build trees of components; components link to checks, configs and teams.

create table topologies (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  namespace text not null default 'default',
  labels jsonb not null default '{}',
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
create unique index topologies_name_key on topologies (agent_id, namespace, name) where deleted_at is null;
create index topologies_labels_idx on topologies using gin (labels);
create index topologies_created_at_idx on topologies (created_at);
select add_updated_at_trigger('topologies');

create table components (
  id uuid primary key default uuid_generate_v7(),
  topology_id uuid references topologies (id),
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  parent_id uuid references components (id),
  config_id uuid references config_items (id) on delete set null,
  external_id text,
  name text not null,
  title text,
  text text,
  description text,
  type text,
  icon text,
  owner text,
  labels jsonb not null default '{}',
  tooltip text,
  hidden boolean not null default false,
  status text,
  status_reason text,
  health text check (health in ('healthy', 'unhealthy', 'warning', 'unknown')),
  -- [{name, type, text, value, max, unit, headline, icon, color, links, url}]
  properties jsonb not null default '[]',
  -- Dot-joined ancestor ids, so a subtree is one prefix scan.
  path text,
  -- Lookups that attach configs, checks and logs to the component.
  selectors jsonb,
  config_selectors jsonb,
  log_selectors jsonb,
  -- Rolled-up counts kept by the topology engine: checks by health, insights and incidents by type/severity.
  summary jsonb not null default '{}',
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  source text,
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  -- The topology engine's upsert key; a root has no parent, hence nulls not distinct (PostgreSQL 15+).
  constraint components_topology_type_name_parent_key unique nulls not distinct (topology_id, type, name, parent_id)
);
create index components_name_idx on components (name);
create index components_type_idx on components (type);
create index components_health_idx on components (health);
create index components_status_idx on components (status);
create index components_external_id_idx on components (external_id);
create index components_path_idx on components (path text_pattern_ops);
create index components_labels_idx on components using gin (labels);
create index components_created_at_idx on components (created_at);
create index components_deleted_at_idx on components (deleted_at);
create index components_with_logs_idx on components (id) where log_selectors is not null and deleted_at is null;
select add_updated_at_trigger('components');

create or replace function components_set_path() returns trigger
language plpgsql as $$
begin
  if new.parent_id is null then
    if tg_op = 'UPDATE' and old.parent_id is not null and new.path is not distinct from old.path then
      new.path := null;
    end if;
  elsif new.path is null or (tg_op = 'UPDATE' and new.parent_id is distinct from old.parent_id
                              and new.path is not distinct from old.path) then
    select path_prefix(p.path, p.id) into new.path from components p where p.id = new.parent_id;
  end if;
  return new;
end $$;

create trigger components_set_path before insert or update of parent_id, path on components
for each row execute function components_set_path();

-- component.<health> when the health of a live component changes.
create or replace function components_raise_events() returns trigger
language plpgsql as $$
begin
  if old.deleted_at is null and new.deleted_at is not null then
    update component_relationships set deleted_at = new.deleted_at
     where (component_id = new.id or relationship_id = new.id) and deleted_at is null;
    update check_component_relationships set deleted_at = new.deleted_at
     where component_id = new.id and deleted_at is null;
    update config_component_relationships set deleted_at = new.deleted_at
     where component_id = new.id and deleted_at is null;
  elsif new.deleted_at is null and new.health is distinct from old.health and new.health is not null then
    perform raise_event('component.' || new.health, new.id::text, jsonb_build_object(
      'id', new.id, 'component_id', new.id, 'name', new.name, 'type', new.type, 'agent_id', new.agent_id,
      'health', new.health, 'previous_health', old.health, 'status', new.status));
  end if;
  return null;
end $$;

create trigger components_raise_events after update of health, deleted_at on components
for each row execute function components_raise_events();

-- Extra parent/child or peer links between components beyond parent_id (from selectors).
create table component_relationships (
  component_id uuid not null references components (id) on delete cascade,
  relationship_id uuid not null references components (id) on delete cascade,
  selector_id text not null default '',
  relationship_path text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  primary key (component_id, relationship_id, selector_id)
);
create index component_relationships_relationship_idx on component_relationships (relationship_id);
select add_updated_at_trigger('component_relationships');

-- Links of config items to components; spec: links made in the UI use selector_id 'manual'.
create table config_component_relationships (
  component_id uuid not null references components (id) on delete cascade,
  config_id uuid not null references config_items (id) on delete cascade,
  selector_id text not null default 'manual',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  primary key (component_id, config_id, selector_id)
);
create index config_component_relationships_config_idx on config_component_relationships (config_id);
select add_updated_at_trigger('config_component_relationships');

create table check_component_relationships (
  component_id uuid not null references components (id) on delete cascade,
  check_id uuid not null references checks (id) on delete cascade,
  canary_id uuid references canaries (id) on delete cascade,
  selector_id text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  primary key (component_id, check_id, selector_id)
);
create index check_component_relationships_check_idx on check_component_relationships (check_id);
select add_updated_at_trigger('check_component_relationships');

create table team_components (
  team_id uuid not null references teams (id) on delete cascade,
  component_id uuid not null references components (id) on delete cascade,
  role text,
  selector_id text not null default '',
  created_at timestamptz not null default now(),
  primary key (team_id, component_id, selector_id)
);

-- A soft-deleted check takes its links with it (this is how deleting a canary reaches the links).
create or replace function checks_cascade_soft_delete() returns trigger
language plpgsql as $$
begin
  update check_component_relationships set deleted_at = new.deleted_at
   where check_id = new.id and deleted_at is null;
  update check_config_relationships set deleted_at = new.deleted_at
   where check_id = new.id and deleted_at is null;
  return null;
end $$;

create trigger checks_cascade_soft_delete after update of deleted_at on checks
for each row when (old.deleted_at is null and new.deleted_at is not null)
execute function checks_cascade_soft_delete();

select index_foreign_keys();

-- The configuration catalog: scrapers, config items, their changes, analyses (insights) and relationships.

create table config_scrapers (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  namespace text not null default 'default',
  description text,
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
create unique index config_scrapers_name_key on config_scrapers (agent_id, namespace, name) where deleted_at is null;
create index config_scrapers_labels_idx on config_scrapers using gin (labels);
create index config_scrapers_created_at_idx on config_scrapers (created_at);
select add_updated_at_trigger('config_scrapers');

create table config_items (
  id uuid primary key default uuid_generate_v7(),
  scraper_id uuid references config_scrapers (id),
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  config_class text,
  -- '::'-separated, e.g. Kubernetes::Pod, AWS::EC2::Instance
  type text not null,
  external_id text[] not null default '{}',
  name text,
  description text,
  status text,
  health text check (health in ('healthy', 'unhealthy', 'warning', 'unknown')),
  ready boolean not null default true,
  -- The raw document as scraped, and how it was written (json, yaml, properties ...).
  config jsonb,
  format text,
  labels jsonb not null default '{}',
  tags jsonb not null default '{}',
  -- [{name, text, value, unit, max, headline, icon, color, links, url, type}]
  properties jsonb not null default '[]',
  parent_id uuid references config_items (id),
  -- Dot-joined ancestor ids, so a subtree is one prefix scan.
  path text,
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4),
  source text,
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  delete_reason text,
  last_scraped_time timestamptz
);
create index config_items_type_idx on config_items (type);
create index config_items_config_class_idx on config_items (config_class);
create index config_items_name_idx on config_items (name);
create index config_items_status_idx on config_items (status);
create index config_items_health_idx on config_items (health);
create index config_items_path_idx on config_items (path text_pattern_ops);
create index config_items_external_id_idx on config_items using gin (external_id);
create index config_items_labels_idx on config_items using gin (labels);
create index config_items_tags_idx on config_items using gin (tags);
create index config_items_created_at_idx on config_items (created_at);
create index config_items_updated_at_idx on config_items (updated_at);
create index config_items_deleted_at_idx on config_items (deleted_at);
create index config_items_last_scraped_time_idx on config_items (last_scraped_time);
select add_updated_at_trigger('config_items');

-- Fill path from the parent when the writer gives a parent but no path. Moving an item does not rewrite its
-- descendants: the scraper rewrites paths of what it re-parents.
create or replace function config_items_set_path() returns trigger
language plpgsql as $$
begin
  if new.parent_id is null then
    if tg_op = 'UPDATE' and old.parent_id is not null and new.path is not distinct from old.path then
      new.path := null;
    end if;
  elsif new.path is null or (tg_op = 'UPDATE' and new.parent_id is distinct from old.parent_id
                              and new.path is not distinct from old.path) then
    select path_prefix(p.path, p.id) into new.path from config_items p where p.id = new.parent_id;
  end if;
  return new;
end $$;

create trigger config_items_set_path before insert or update of parent_id, path on config_items
for each row execute function config_items_set_path();

-- config.created / config.deleted / config.<health>; subject is the config id.
create or replace function config_items_raise_events() returns trigger
language plpgsql as $$
declare
  props jsonb := jsonb_build_object('id', new.id, 'config_id', new.id, 'type', new.type, 'name', new.name,
                                    'agent_id', new.agent_id, 'health', new.health, 'status', new.status);
begin
  if tg_op = 'INSERT' then
    perform raise_event('config.created', new.id::text, props);
    return null;
  end if;
  if old.deleted_at is null and new.deleted_at is not null then
    perform raise_event('config.deleted', new.id::text, props);
    -- A deleted item's relationships go with it.
    update config_relationships set deleted_at = new.deleted_at
     where (config_id = new.id or related_id = new.id) and deleted_at is null;
    update config_component_relationships set deleted_at = new.deleted_at
     where config_id = new.id and deleted_at is null;
  elsif new.deleted_at is null and new.health is distinct from old.health and new.health is not null then
    perform raise_event('config.' || new.health, new.id::text,
                        props || jsonb_build_object('previous_health', old.health));
  end if;
  return null;
end $$;

-- Runs after the path trigger; the relationship tables it touches on delete are created in 025 (plpgsql
-- resolves them when the trigger first runs).
create trigger config_items_raise_events after insert or update of deleted_at, health on config_items
for each row execute function config_items_raise_events();

create table config_changes (
  id uuid primary key default uuid_generate_v7(),
  config_id uuid not null references config_items (id) on delete cascade,
  -- With config_id, the idempotency key of a scraped change (a re-scrape does not duplicate it).
  external_change_id text,
  change_type text not null,
  severity text,
  source text,
  summary text,
  patches jsonb,
  diff text,
  details jsonb,
  created_by uuid references people (id),
  external_created_by text,
  created_at timestamptz not null default now(),
  first_observed timestamptz not null default now(),
  -- How many identical changes (same fingerprint) were folded into this row.
  count int not null default 1,
  fingerprint text,
  constraint config_changes_external_change_key unique (config_id, external_change_id)
);
create index config_changes_config_created_idx on config_changes (config_id, created_at desc);
create index config_changes_created_at_idx on config_changes (created_at);
create index config_changes_change_type_idx on config_changes (change_type);
create index config_changes_severity_idx on config_changes (severity);
create index config_changes_fingerprint_idx on config_changes (config_id, fingerprint) where fingerprint is not null;

create or replace function config_changes_raise_event() returns trigger
language plpgsql as $$
begin
  perform raise_event('config.updated', new.config_id::text, jsonb_build_object(
    'id', new.config_id, 'config_id', new.config_id, 'change_id', new.id,
    'change_type', new.change_type, 'severity', new.severity, 'summary', new.summary));
  return null;
end $$;

create trigger config_changes_raise_event after insert on config_changes
for each row execute function config_changes_raise_event();

create table config_analysis (
  id uuid primary key default uuid_generate_v7(),
  config_id uuid not null references config_items (id) on delete cascade,
  scraper_id uuid references config_scrapers (id),
  analyzer text not null,
  analysis_type text,
  severity text,
  summary text,
  message text,
  analysis jsonb,
  status text not null default 'open' check (status in ('open', 'resolved', 'silenced')),
  source text,
  first_observed timestamptz not null default now(),
  last_observed timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One insight per analyzer finding on an item; re-observing it updates last_observed.
  constraint config_analysis_config_analyzer_key unique (config_id, analyzer)
);
create index config_analysis_analyzer_idx on config_analysis (analyzer);
create index config_analysis_analysis_type_idx on config_analysis (analysis_type);
create index config_analysis_status_idx on config_analysis (status);
create index config_analysis_severity_idx on config_analysis (severity);
create index config_analysis_first_observed_idx on config_analysis (first_observed);
create index config_analysis_last_observed_idx on config_analysis (last_observed);
select add_updated_at_trigger('config_analysis');

create table config_relationships (
  config_id uuid not null references config_items (id) on delete cascade,
  related_id uuid not null references config_items (id) on delete cascade,
  -- 'hard' for parent -> child; anything else is a soft link.
  relation text not null default '',
  -- The selector (of a scraper's relationship rule) that made the link; '' when none.
  selector_id text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  primary key (config_id, related_id, selector_id),
  check (config_id <> related_id)
);
create index config_relationships_related_idx on config_relationships (related_id, config_id);
select add_updated_at_trigger('config_relationships');

-- Links of checks to config items, with the selector that made them.
create table check_config_relationships (
  config_id uuid not null references config_items (id) on delete cascade,
  check_id uuid not null references checks (id) on delete cascade,
  canary_id uuid references canaries (id) on delete cascade,
  selector_id text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  primary key (config_id, check_id, selector_id)
);
create index check_config_relationships_check_idx on check_config_relationships (check_id);
select add_updated_at_trigger('check_config_relationships');

select index_foreign_keys();

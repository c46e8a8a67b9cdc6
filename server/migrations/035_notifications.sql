-- Notification rules, their send history (one row per decision) and silences.

create table notifications (
  id uuid primary key default uuid_generate_v7(),
  name text,
  namespace text not null default 'default',
  events text[] not null check (cardinality(events) > 0),
  title text,
  template text,
  -- CEL expression over the event's resource; the rule applies only when it holds.
  filter text,
  properties jsonb not null default '{}',
  -- spec: exactly one recipient among a person, a team, or custom services (the UI nulls the others).
  person_id uuid references people (id),
  team_id uuid references teams (id),
  custom_services jsonb,
  -- Durations as the UI writes them ('1h', '1d'); wait_for is in nanoseconds as the spec stores it.
  repeat_interval text,
  wait_for bigint check (wait_for is null or wait_for >= 0),
  wait_for_eval_period bigint,
  -- Last delivery error of the rule itself (bad template, missing connection).
  error text,
  error_at timestamptz,
  source text not null default 'UI',
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  check (num_nonnulls(person_id, team_id) <= 1)
);
create index notifications_events_idx on notifications using gin (events);
create index notifications_created_at_idx on notifications (created_at);
select add_updated_at_trigger('notifications');

create table notification_silences (
  id uuid primary key default uuid_generate_v7(),
  namespace text not null default 'default',
  description text,
  "from" timestamptz not null default now(),
  until timestamptz,
  -- Also silences everything below the target (its subtree of configs or components).
  recursive boolean not null default false,
  config_id uuid references config_items (id) on delete cascade,
  component_id uuid references components (id) on delete cascade,
  check_id uuid references checks (id) on delete cascade,
  canary_id uuid references canaries (id) on delete cascade,
  -- CEL expression alternative to a target.
  filter text,
  source text not null default 'UI',
  error text,
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  check (until is null or until >= "from")
);
create index notification_silences_active_idx on notification_silences (until, "from") where deleted_at is null;
create index notification_silences_created_at_idx on notification_silences (created_at);
select add_updated_at_trigger('notification_silences');

create table notification_send_history (
  id uuid primary key default uuid_generate_v7(),
  notification_id uuid not null references notifications (id) on delete cascade,
  -- The event name that led here (check.failed ...), and the id of its subject.
  source_event text not null,
  resource_id uuid,
  -- check, config, component, canary, playbook: the prefix of the event, for the history's type filter.
  resource_type text generated always as (split_part(source_event, '.', 1)) stored,
  -- sent, error, pending, cancelled, repeat-interval, silenced (+ the engine's in-flight states).
  status text not null default 'pending',
  body text,
  error text,
  duration_millis int,
  -- Identical decisions are folded into one row: count and first_observed track them.
  count int not null default 1,
  first_observed timestamptz not null default now(),
  recipient text,
  person_id uuid references people (id) on delete set null,
  team_id uuid references teams (id) on delete set null,
  silenced_by uuid references notification_silences (id) on delete set null,
  -- Pending deliveries held for wait_for are re-checked after this time.
  not_before timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notification_send_history_notification_status_idx on notification_send_history (notification_id, status, created_at desc);
create index notification_send_history_resource_idx on notification_send_history (resource_id);
create index notification_send_history_status_idx on notification_send_history (status);
create index notification_send_history_created_at_idx on notification_send_history (created_at);
create index notification_send_history_source_event_idx on notification_send_history (source_event);
create index notification_send_history_resource_type_idx on notification_send_history (resource_type, created_at desc);
select add_updated_at_trigger('notification_send_history');

select index_foreign_keys();

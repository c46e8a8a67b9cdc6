-- Incidents: severities, rules, incidents with their hypotheses, evidences, comments, responders and history.

-- rank orders severities for "this or worse" filters: higher is worse.
create table severities (
  name text primary key,
  rank int not null unique,
  description text
);
insert into severities (name, rank) values
  ('info', 10), ('low', 20), ('warning', 25), ('medium', 30), ('high', 40), ('blocker', 50), ('critical', 60);

create table incident_rules (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  namespace text not null default 'default',
  labels jsonb not null default '{}',
  -- Which components (statuses, selectors) open an incident, and its template.
  spec jsonb not null default '{}',
  schedule text,
  source text not null default 'UI',
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index incident_rules_name_key on incident_rules (namespace, name) where deleted_at is null;
create index incident_rules_created_at_idx on incident_rules (created_at);
select add_updated_at_trigger('incident_rules');

create sequence incident_number_seq;

create table incidents (
  id uuid primary key default uuid_generate_v7(),
  -- The display id shown to people.
  incident_id text not null unique default 'INC-' || nextval('incident_number_seq'),
  title text not null check (btrim(title) <> ''),
  description text,
  type text not null default 'availability'
    check (type in ('cost', 'availability', 'performance', 'security', 'integration', 'compliance',
                    'technicalDebt', 'reliability')),
  status text not null default 'open'
    check (status in ('new', 'open', 'investigating', 'mitigated', 'resolved', 'closed')),
  severity text not null default 'low' references severities (name),
  commander_id uuid references people (id),
  communicator_id uuid references people (id),
  incident_rule_id uuid references incident_rules (id),
  source text not null default 'UI',
  created_by uuid references people (id),
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index incidents_status_idx on incidents (status);
create index incidents_type_idx on incidents (type);
create index incidents_created_at_idx on incidents (created_at);
create index incidents_updated_at_idx on incidents (updated_at);
create index incidents_title_idx on incidents (lower(title) text_pattern_ops);
select add_updated_at_trigger('incidents');

-- Guards the spec's status transitions and stamps the lifecycle times. Severity is normalised to lower case
-- (the UI shows "Low") so the severities foreign key accepts either spelling.
create or replace function incidents_before_write() returns trigger
language plpgsql as $$
begin
  new.severity := lower(new.severity);
  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    if not (old.status = 'new'
         or (old.status = 'open' and new.status in ('investigating', 'mitigated', 'resolved', 'closed'))
         or (old.status = 'investigating' and new.status in ('mitigated', 'resolved', 'closed'))
         or (old.status = 'mitigated' and new.status in ('resolved', 'closed', 'open'))
         or (old.status = 'resolved' and new.status in ('closed', 'open'))
         or (old.status = 'closed' and new.status = 'open')) then
      raise exception 'incident status cannot change from % to %', old.status, new.status
        using errcode = 'check_violation', hint = 'See the allowed transitions of the incident states.';
    end if;
    if new.status in ('investigating', 'mitigated', 'resolved', 'closed') and new.acknowledged is null then
      new.acknowledged := now();
    end if;
    if new.status in ('resolved', 'closed') and new.resolved is null then
      new.resolved := now();
    end if;
    if new.status = 'closed' and new.closed is null then
      new.closed := now();
    end if;
    if new.status = 'open' then
      new.resolved := null;
      new.closed := null;
    end if;
  end if;
  return new;
end $$;

create trigger incidents_before_write before insert or update on incidents
for each row execute function incidents_before_write();

create table hypotheses (
  id uuid primary key default uuid_generate_v7(),
  incident_id uuid not null references incidents (id) on delete cascade,
  parent_id uuid references hypotheses (id) on delete cascade,
  type text not null default 'root' check (type in ('root', 'factor', 'solution')),
  title text,
  -- Proven, Likely, Possible, Unlikely, Improbable, Disproven (any case).
  status text not null default 'possible'
    check (lower(status) in ('proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven')),
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
select add_updated_at_trigger('hypotheses');

create table responders (
  id uuid primary key default uuid_generate_v7(),
  incident_id uuid not null references incidents (id) on delete cascade,
  -- 'person', or the team's responder type (email, jira, service_now, ms_planner, ...)
  type text not null,
  person_id uuid references people (id),
  team_id uuid references teams (id),
  -- {responderType, ...the per-type form fields}
  properties jsonb not null default '{}',
  external_id text,
  created_by uuid references people (id),
  acknowledge_time timestamptz,
  signoff_time timestamptz,
  close_time timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
select add_updated_at_trigger('responders');

create table evidences (
  id uuid primary key default uuid_generate_v7(),
  hypothesis_id uuid not null references hypotheses (id) on delete cascade,
  -- The one thing the evidence points at (the type says which).
  config_id uuid references config_items (id) on delete set null,
  config_change_id uuid references config_changes (id) on delete set null,
  config_analysis_id uuid references config_analysis (id) on delete set null,
  component_id uuid references components (id) on delete set null,
  check_id uuid references checks (id) on delete set null,
  type text not null
    check (type in ('log', 'topology', 'config', 'check', 'config_change', 'config_analysis', 'comment', 'script')),
  description text,
  -- {lines, selected_lines, check_id, includeMessages, start, comment, id ...}
  evidence jsonb,
  properties jsonb,
  definition_of_done boolean not null default false,
  done boolean not null default false,
  -- A CEL expression over the target; its last evaluation is kept for the UI.
  script text,
  script_result text,
  script_evaluated_at timestamptz,
  responder_id uuid references responders (id) on delete set null,
  created_by uuid references people (id),
  external_created_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index evidences_definition_of_done_idx on evidences (hypothesis_id) where definition_of_done;
select add_updated_at_trigger('evidences');

create table comments (
  id uuid primary key default uuid_generate_v7(),
  incident_id uuid not null references incidents (id) on delete cascade,
  hypothesis_id uuid references hypotheses (id) on delete cascade,
  responder_id uuid references responders (id) on delete set null,
  -- Mentions are written @[display](user:id).
  comment text not null,
  external_id text,
  external_created_by text,
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index comments_created_at_idx on comments (created_at);
select add_updated_at_trigger('comments');

-- Written only by the triggers below.
create table incident_histories (
  id uuid primary key default uuid_generate_v7(),
  incident_id uuid not null references incidents (id) on delete cascade,
  -- incident.created, incident.status_updated, responder.created, evidence.created,
  -- evidence.done_definition_added, responder.commented, hypothesis.created, hypothesis.status_updated
  type text not null,
  description text,
  -- The before/after of a status change.
  properties jsonb not null default '{}',
  hypothesis_id uuid references hypotheses (id) on delete set null,
  evidence_id uuid references evidences (id) on delete set null,
  responder_id uuid references responders (id) on delete set null,
  comment_id uuid references comments (id) on delete set null,
  created_by uuid references people (id),
  created_at timestamptz not null default now()
);
create index incident_histories_incident_created_idx on incident_histories (incident_id, created_at);
create index incident_histories_created_at_idx on incident_histories (created_at);

create or replace function write_incident_history(
  p_incident_id uuid, p_type text, p_created_by uuid, p_description text default null,
  p_properties jsonb default '{}', p_hypothesis_id uuid default null, p_evidence_id uuid default null,
  p_responder_id uuid default null, p_comment_id uuid default null) returns void
language sql as $$
  insert into incident_histories (incident_id, type, description, properties, hypothesis_id, evidence_id,
                                  responder_id, comment_id, created_by)
  values (p_incident_id, p_type, p_description, coalesce(p_properties, '{}'), p_hypothesis_id, p_evidence_id,
          p_responder_id, p_comment_id, coalesce(p_created_by, current_person_id()));
$$;

-- Incidents: history and events. Events here feed responder integrations and automation; they are not among the
-- notification rule events of the spec.
create or replace function incidents_after_write() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform write_incident_history(new.id, 'incident.created', new.created_by, new.title);
    perform raise_event('incident.created', new.id::text,
                        jsonb_build_object('id', new.id, 'incident_id', new.incident_id, 'status', new.status,
                                           'severity', new.severity, 'type', new.type));
    return null;
  end if;
  if new.status is distinct from old.status then
    perform write_incident_history(new.id, 'incident.status_updated', current_person_id(), new.status,
                                   jsonb_build_object('from', old.status, 'to', new.status));
    perform raise_event('incident.status_updated', new.id::text,
                        jsonb_build_object('id', new.id, 'incident_id', new.incident_id,
                                           'from', old.status, 'to', new.status));
  end if;
  if new.severity is distinct from old.severity then
    perform raise_event('incident.severity_updated', new.id::text,
                        jsonb_build_object('id', new.id, 'incident_id', new.incident_id,
                                           'from', old.severity, 'to', new.severity));
  end if;
  return null;
end $$;

create trigger incidents_after_write after insert or update of status, severity on incidents
for each row execute function incidents_after_write();

create or replace function hypotheses_after_write() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform write_incident_history(new.incident_id, 'hypothesis.created', new.created_by, new.title,
                                   '{}', new.id);
  elsif new.status is distinct from old.status then
    perform write_incident_history(new.incident_id, 'hypothesis.status_updated', current_person_id(), new.status,
                                   jsonb_build_object('from', old.status, 'to', new.status), new.id);
  end if;
  return null;
end $$;

create trigger hypotheses_after_write after insert or update of status on hypotheses
for each row execute function hypotheses_after_write();

create or replace function responders_after_write() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform write_incident_history(new.incident_id, 'responder.created', new.created_by, new.type,
                                   '{}', null, null, new.id);
    perform raise_event('responder.created', new.id::text,
                        jsonb_build_object('id', new.id, 'incident_id', new.incident_id, 'type', new.type,
                                           'person_id', new.person_id, 'team_id', new.team_id));
  elsif old.deleted_at is null and new.deleted_at is not null then
    perform raise_event('responder.deleted', new.id::text,
                        jsonb_build_object('id', new.id, 'incident_id', new.incident_id, 'type', new.type,
                                           'external_id', new.external_id));
  end if;
  return null;
end $$;

create trigger responders_after_write after insert or update of deleted_at on responders
for each row execute function responders_after_write();

create or replace function comments_after_insert() returns trigger
language plpgsql as $$
begin
  perform write_incident_history(new.incident_id, 'responder.commented', new.created_by, new.comment,
                                 '{}', new.hypothesis_id, null, new.responder_id, new.id);
  perform raise_event('comment.created', new.id::text,
                      jsonb_build_object('id', new.id, 'incident_id', new.incident_id,
                                         'hypothesis_id', new.hypothesis_id, 'responder_id', new.responder_id));
  return null;
end $$;

create trigger comments_after_insert after insert on comments
for each row execute function comments_after_insert();

create or replace function evidences_after_write() returns trigger
language plpgsql as $$
declare
  v_incident uuid;
begin
  select h.incident_id into v_incident from hypotheses h where h.id = new.hypothesis_id;
  if tg_op = 'INSERT' then
    perform write_incident_history(v_incident, 'evidence.created', new.created_by, new.description,
                                   '{}', new.hypothesis_id, new.id);
    if new.definition_of_done then
      perform write_incident_history(v_incident, 'evidence.done_definition_added', new.created_by,
                                     new.description, '{}', new.hypothesis_id, new.id);
    end if;
    perform raise_event('evidence.created', new.id::text,
                        jsonb_build_object('id', new.id, 'incident_id', v_incident, 'hypothesis_id', new.hypothesis_id,
                                           'definition_of_done', new.definition_of_done));
    return null;
  end if;
  if new.definition_of_done and not old.definition_of_done then
    perform write_incident_history(v_incident, 'evidence.done_definition_added', current_person_id(),
                                   new.description, '{}', new.hypothesis_id, new.id);
  end if;
  -- The definition-of-done evaluator re-runs when what it evaluates changes; its own writes of `done` raise
  -- nothing, or it would wake itself forever.
  if new.definition_of_done is distinct from old.definition_of_done or new.script is distinct from old.script then
    perform raise_event('evidence.updated', new.id::text,
                        jsonb_build_object('id', new.id, 'incident_id', v_incident, 'hypothesis_id', new.hypothesis_id,
                                           'definition_of_done', new.definition_of_done, 'done', new.done));
  end if;
  return null;
end $$;

create trigger evidences_after_write after insert or update of definition_of_done, done, script on evidences
for each row execute function evidences_after_write();

select index_foreign_keys();

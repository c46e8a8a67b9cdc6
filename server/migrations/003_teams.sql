-- Teams and their members. Team-to-component links live with the topology (025), which they depend on.

create table teams (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  icon text,
  -- Team settings, e.g. responder_clients per responder type {values, defaults, linkUrl}.
  spec jsonb not null default '{}',
  source text not null default 'UI',
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index teams_name_key on teams (name) where deleted_at is null;
create index teams_created_at_idx on teams (created_at);
select add_updated_at_trigger('teams');

-- The spec adds members as an array of {team_id, person_id} and removes them by person_id:
-- a plain link table with a composite key fits both.
create table team_members (
  team_id uuid not null references teams (id) on delete cascade,
  person_id uuid not null references people (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (team_id, person_id)
);

select index_foreign_keys();

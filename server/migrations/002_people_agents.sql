-- People (humans, the System actor, service accounts of agents), their roles, agents and API tokens.
-- Credentials never live here: password hashes, sessions and second factors belong to the identity
-- library's own tables; access_tokens keeps only a hash of each token.

create table people (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  email text,
  avatar text,
  -- null for a human; 'system' for the built-in actor; 'agent' / 'access_token' for service identities.
  type text,
  external_id text,
  properties jsonb not null default '{}',
  last_login timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index people_email_key on people (lower(email)) where deleted_at is null and email is not null;
create index people_name_idx on people (name);
create index people_created_at_idx on people (created_at);
select add_updated_at_trigger('people');

-- Seed: the System person. Fixed id so that code and later migrations can attribute automatic writes
-- (triggers, engines, file/CRD sources) to it without a lookup.
insert into people (id, name, type, email)
values ('00000000-0000-0000-0000-000000000001', 'System', 'system', null);

create table person_roles (
  person_id uuid not null references people (id) on delete cascade,
  role text not null check (role in ('admin', 'editor', 'commander', 'responder', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (person_id, role)
);
create index person_roles_role_idx on person_roles (role);

create table agents (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  hostname text,
  description text,
  version text,
  properties jsonb not null default '{}',
  -- The service person the agent authenticates as (its access token belongs to that person).
  person_id uuid references people (id),
  -- spec: deleting an agent may ask for cleanup of what it pushed; the engine reads this flag.
  cleanup boolean not null default false,
  last_seen timestamptz,
  last_received timestamptz,
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index agents_name_key on agents (name) where deleted_at is null;
create index agents_last_seen_idx on agents (last_seen);
create index agents_created_at_idx on agents (created_at);
create index agents_properties_idx on agents using gin (properties);
select add_updated_at_trigger('agents');

-- Seed: the local agent. The nil uuid is the default agent_id of every agent-owned row, meaning
-- "this installation", so those rows can reference agents(id) without a null.
insert into agents (id, name, description, created_by)
values ('00000000-0000-0000-0000-000000000000', 'local', 'This installation', '00000000-0000-0000-0000-000000000001');

-- API access tokens: `value` is a hash (argon2id or similar) of the token shown once at creation;
-- the plaintext is never stored. Never exposed through the data API.
create table access_tokens (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  value text not null unique,
  person_id uuid not null references people (id) on delete cascade,
  scopes text[] not null default '{}',
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_used_at timestamptz
);
create index access_tokens_expires_at_idx on access_tokens (expires_at);

select index_foreign_keys();

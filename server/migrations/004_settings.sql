-- Settings: feature flags and other properties, connections with their secrets, log backends.

-- Feature flags are rows named `{feature}.disable` with value 'true'; retention and other tunables live here too.
create table properties (
  name text primary key,
  value text not null,
  description text,
  -- 'local' marks values from the server's own configuration file: the UI refuses to edit them.
  source text not null default 'UI',
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
select add_updated_at_trigger('properties');

create table connections (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  namespace text not null default 'default',
  type text not null,
  url text,
  username text,
  password text,
  certificate text,
  properties jsonb not null default '{}',
  insecure_tls boolean not null default false,
  source text not null default 'UI',
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index connections_name_key on connections (namespace, name) where deleted_at is null;
create index connections_type_idx on connections (type);
create index connections_created_at_idx on connections (created_at);
select add_updated_at_trigger('connections');

-- Why a side table: the spec reads and writes `connections` directly through the data API (list, create,
-- update), so whatever sits in a connections column is readable by anyone who may read connections.
-- Static secret values therefore never stay in that table. A BEFORE trigger moves them here and leaves a
-- mask ('********') in their place; references (secret://, configmap://, env://, ...) are not secrets and stay
-- readable so the form can show their mode. Writing the mask back (an unchanged form) keeps the stored value;
-- writing null or '' removes it. Masked: password, certificate, the password inside a URL
-- (scheme://user:pass@host), and properties keys that name a secret (password, secret, token, apikey, ...).
-- This table is never exposed; engines read a connection with connection_unmasked(id). Encryption at rest of
-- `value` is left to the application layer (key outside the database), which may write ciphertext here.
create table connection_secrets (
  connection_id uuid not null references connections (id) on delete cascade deferrable initially deferred,
  field text not null,
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (connection_id, field)
);

create or replace function connection_secret_mask() returns text
language sql immutable as $$ select '********'::text $$;

create or replace function is_secret_reference(p text) returns boolean
language sql immutable as $$
  select p ~* '^(secret|configmap|env|helm|serviceaccount|file)://' or p ~ '^\$\(.*\)$';
$$;

-- scheme://user:PASSWORD@host -> group 2 is the password; groups 1 and 3 what surrounds it.
create or replace function url_password_pattern() returns text
language sql immutable as $$ select '^([a-zA-Z][a-zA-Z0-9+.-]*://[^/:@]*:)([^/@]*)(@)' $$;

-- Keeps `p_value` out of the row: returns what the column should hold and stores the secret aside.
create or replace function stash_connection_secret(p_id uuid, p_field text, p_value text) returns text
language plpgsql as $$
begin
  if p_value is null or p_value = '' then
    delete from connection_secrets where connection_id = p_id and field = p_field;
    return p_value;
  elsif p_value = connection_secret_mask() then
    -- Unchanged form: keep the stored value; a mask with nothing behind it means "no value".
    return case when exists (select 1 from connection_secrets where connection_id = p_id and field = p_field)
                then p_value end;
  elsif is_secret_reference(p_value) then
    delete from connection_secrets where connection_id = p_id and field = p_field;
    return p_value;
  end if;
  insert into connection_secrets (connection_id, field, value) values (p_id, p_field, p_value)
  on conflict (connection_id, field) do update set value = excluded.value, updated_at = now();
  return connection_secret_mask();
end $$;

create or replace function mask_connection_secrets() returns trigger
language plpgsql as $$
declare
  k text;
  v text;
  url_pass text;
begin
  new.password := stash_connection_secret(new.id, 'password', new.password);
  new.certificate := stash_connection_secret(new.id, 'certificate', new.certificate);

  -- A URL with an inline password: only the password goes aside, so the rest of the URL stays editable.
  url_pass := (regexp_match(new.url, url_password_pattern()))[2];
  if url_pass is null then
    delete from connection_secrets where connection_id = new.id and field = 'url_password';
  else
    new.url := regexp_replace(new.url, url_password_pattern(),
                              '\1' || replace(coalesce(stash_connection_secret(new.id, 'url_password', url_pass), ''),
                                              '\', '\\') || '\3');
  end if;

  if jsonb_typeof(new.properties) = 'object' then
    for k, v in select key, value #>> '{}' from jsonb_each(new.properties)
                 where key ~* '(password|secret|token|apikey|api_key|privatekey|private_key|credential)'
                   and jsonb_typeof(value) = 'string'
    loop
      new.properties := jsonb_set(new.properties, array[k],
                                  to_jsonb(stash_connection_secret(new.id, 'properties.' || k, v)));
    end loop;
  end if;
  return new;
end $$;

create trigger mask_connection_secrets before insert or update on connections
for each row execute function mask_connection_secrets();

-- For engines only (never exposed): the connection as it was written, secrets put back in their places.
create or replace function connection_unmasked(p_id uuid) returns connections
language plpgsql stable as $$
declare
  c connections;
  s record;
begin
  select * into c from connections where id = p_id;
  if not found then
    return null;
  end if;
  for s in select field, value from connection_secrets where connection_id = p_id loop
    if s.field = 'password' then
      c.password := s.value;
    elsif s.field = 'certificate' then
      c.certificate := s.value;
    elsif s.field = 'url_password' then
      c.url := regexp_replace(c.url, url_password_pattern(), '\1' || replace(s.value, '\', '\\') || '\3');
    elsif s.field like 'properties.%' then
      c.properties := jsonb_set(c.properties, array[substr(s.field, 12)], to_jsonb(s.value));
    end if;
  end loop;
  return c;
end $$;

create table logging_backends (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  namespace text not null default 'default',
  labels jsonb not null default '{}',
  spec jsonb not null default '{}',
  icon text,
  source text not null default 'UI',
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  created_by uuid references people (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index logging_backends_name_key on logging_backends (agent_id, namespace, name) where deleted_at is null;
create index logging_backends_labels_idx on logging_backends using gin (labels);
create index logging_backends_created_at_idx on logging_backends (created_at);
select add_updated_at_trigger('logging_backends');

select index_foreign_keys();

-- Shared helpers used by every later migration. Only core PostgreSQL (gen_random_uuid is core since 13),
-- so the schema runs on 15, 16 and 17 without extensions.

-- Time-ordered ids (RFC 9562 v7): 48 bits of unix milliseconds, then the version nibble, then randomness.
-- Built from a v4 uuid so the variant bits are already right; setting bits 52 and 53 turns version 4 into 7.
-- Ordered ids keep btree inserts at the right edge of the index instead of scattering them.
create or replace function uuid_generate_v7() returns uuid
language sql volatile parallel safe as $$
  select encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
              placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
              from 1 for 6),
      52, 1), 53, 1),
    'hex')::uuid;
$$;

-- For columns that hold ids as text (job_history.resource_id): a cast that yields null instead of raising.
create or replace function try_uuid(p text) returns uuid
language sql immutable parallel safe as $$
  select case when p ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p::uuid end;
$$;

-- The person acting in the current transaction, when the server says so with
-- `set local opsdeck.person_id = '<uuid>'`. Triggers use it to attribute rows they write (incident history)
-- to whoever made the change, since an UPDATE carries no author of its own.
create or replace function current_person_id() returns uuid
language sql stable as $$
  select try_uuid(nullif(current_setting('opsdeck.person_id', true), ''));
$$;

-- updated_at follows every update unless the writer set it on purpose (agents pushing rows keep their
-- own timestamps, so the upstream copy matches the agent's).
create or replace function set_updated_at() returns trigger
language plpgsql as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end $$;

create or replace function add_updated_at_trigger(p_table regclass) returns void
language plpgsql as $$
begin
  execute format('create trigger %I before update on %s for each row execute function set_updated_at()',
                 'set_updated_at', p_table);
end $$;

-- Every single-column foreign key gets an index whose first column is the key, so deletes of the parent and
-- joins/embeds from the parent side never scan the child. Called at the end of each table migration; it only
-- adds what is missing, so running it again is harmless.
create or replace function index_foreign_keys() returns int
language plpgsql as $$
declare
  r record;
  n int := 0;
begin
  for r in
    select c.conrelid::regclass as tbl, cl.relname, a.attname
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f'
       and ns.nspname = current_schema()
       and cardinality(c.conkey) = 1
       and not cl.relispartition
       and not exists (
             select 1 from pg_index i
              where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1] and i.indpred is null)
  loop
    execute format('create index %I on %s (%I)', left(r.relname || '_' || r.attname || '_fk_idx', 63), r.tbl, r.attname);
    n := n + 1;
  end loop;
  return n;
end $$;

-- Subtree prefix for the dot-joined ancestor paths of config_items and components:
-- the children of X have path = path_prefix(X), grandchildren start with path_prefix(X) || '.'.
create or replace function path_prefix(p_path text, p_id uuid) returns text
language sql immutable parallel safe as $$
  select coalesce(nullif(p_path, '') || '.', '') || p_id::text;
$$;

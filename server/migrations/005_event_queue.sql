-- The event queue: database triggers raise events, the events engine consumes them.

create table event_queue (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  subject_id text not null,
  properties jsonb not null default '{}',
  error text,
  attempts int not null default 0,
  last_attempt timestamptz,
  priority int not null default 0,
  -- Lease of the shared work loop (server/src/engines/work-table.ts): who holds the row and until when;
  -- after a failure lease_expires_at doubles as "not before" for the back-off.
  lease_owner text,
  lease_expires_at timestamptz,
  created_at timestamptz not null default now(),
  -- One pending row per (event, subject): a flapping check coalesces into a single event.
  unique (name, subject_id)
);
create index event_queue_claim_idx on event_queue (priority desc, created_at) where error is null;
create index event_queue_created_at_idx on event_queue (created_at);
create index event_queue_last_attempt_idx on event_queue (last_attempt);

-- Raising again refreshes the pending row and gives it a fresh set of attempts: the newest state wins.
create or replace function raise_event(p_name text, p_subject_id text, p_properties jsonb default '{}')
returns void language sql as $$
  insert into event_queue (name, subject_id, properties)
  values (p_name, p_subject_id, coalesce(p_properties, '{}'))
  on conflict (name, subject_id) do update
     set properties = excluded.properties,
         attempts = 0,
         error = null,
         last_attempt = null,
         lease_expires_at = case when event_queue.lease_owner is null then null
                                 else event_queue.lease_expires_at end;
$$;

-- Wakes consumers (LISTEN event_queue_updates) instead of having them poll. The payload is the event name so a
-- consumer can ignore events it does not handle.
create or replace function notify_event_queue() returns trigger
language plpgsql as $$
begin
  perform pg_notify('event_queue_updates', new.name);
  return null;
end $$;

create trigger notify_event_queue after insert on event_queue
for each row execute function notify_event_queue();

-- A re-raised event (the upsert above) is new work too; only raise_event sets attempts back to 0 on a free row.
create trigger notify_event_queue_reraised after update on event_queue
for each row when (new.attempts = 0 and new.lease_owner is null)
execute function notify_event_queue();

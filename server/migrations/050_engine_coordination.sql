-- Coordination tables of the shared engine machinery (server/src/engines).

-- Leader election for schedulers: one row per election; the holder renews expires_at, and a row whose lease has
-- expired may be taken over by any replica. Times are the database clock's, so replica clock skew does not matter.
create table engine_leaders (
  name text primary key,
  holder text not null,
  expires_at timestamptz not null,
  acquired_at timestamptz not null default now()
);

-- The last tick claimed for each scheduled job. Claiming a tick is a compare-and-set on last_tick, so a tick runs
-- at most once even if two replicas believe they lead for a moment (a paused leader waking after failover).
create table engine_schedules (
  name text primary key,
  last_tick timestamptz not null,
  claimed_by text not null,
  updated_at timestamptz not null default now()
);

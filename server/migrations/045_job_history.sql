-- One row per engine run (the shared work loop writes it; server/src/engines/job-history.ts codes against
-- exactly these columns).

create table job_history (
  id uuid primary key default uuid_generate_v7(),
  name text not null,
  agent_id uuid not null default '00000000-0000-0000-0000-000000000000' references agents (id),
  -- canary, topology, config_scraper, team, incident_rule, ...; resource_id is text because not every
  -- resource has a uuid.
  resource_type text,
  resource_id text,
  status text not null check (status in ('RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STALE', 'SKIPPED')),
  success_count int not null default 0,
  error_count int not null default 0,
  details jsonb not null default '{}',
  hostname text,
  duration_millis int,
  time_start timestamptz not null default now(),
  time_end timestamptz,
  created_at timestamptz not null default now()
);
create index job_history_name_idx on job_history (name);
-- Leads with (resource_type, resource_id); created_at last so "latest run of a resource" is one index probe.
create index job_history_resource_idx on job_history (resource_type, resource_id, created_at desc);
create index job_history_created_at_idx on job_history (created_at);
create index job_history_status_idx on job_history (status);

select index_foreign_keys();

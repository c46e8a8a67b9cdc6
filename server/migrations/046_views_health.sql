-- Read models of the health pages. check_summary computes uptime and latency from the last hour of raw
-- statuses (one index range scan per check on the (check_id, time) key); the health issue replaces it with
-- rollups over the requested range.

create view check_summary as
select c.id,
       c.canary_id,
       c.agent_id,
       c.type,
       c.icon,
       c.name,
       c.status,
       c.description,
       c.namespace,
       ca.name as canary_name,
       ca.namespace as canary_namespace,
       -- Check labels win over the canary's on the same key.
       ca.labels || c.labels as labels,
       c.severity,
       c.owner,
       c.endpoint,
       c.last_runtime,
       c.last_transition_time,
       c.next_runtime,
       c.created_at,
       c.updated_at,
       c.deleted_at,
       c.silenced_at,
       jsonb_build_object('passed', coalesce(s.passed, 0), 'failed', coalesce(s.failed, 0),
                          'last_pass', s.last_pass, 'last_fail', s.last_fail) as uptime,
       jsonb_build_object('p99', s.p99, 'p97', s.p97, 'p95', s.p95, 'p50', s.p50, 'avg', s.avg) as latency
  from checks c
  join canaries ca on ca.id = c.canary_id
  left join lateral (
    select count(*) filter (where cs.status) as passed,
           count(*) filter (where not cs.status) as failed,
           max(cs.time) filter (where cs.status) as last_pass,
           max(cs.time) filter (where not cs.status) as last_fail,
           percentile_disc(0.99) within group (order by cs.duration) as p99,
           percentile_disc(0.97) within group (order by cs.duration) as p97,
           percentile_disc(0.95) within group (order by cs.duration) as p95,
           percentile_disc(0.50) within group (order by cs.duration) as p50,
           round(avg(cs.duration))::int as avg
      from check_statuses cs
     where cs.check_id = c.id and cs.time > now() - interval '1 hour'
  ) s on true
 -- Deleted checks leave the summary; the summary service reads checks directly for "deleted after".
 where c.deleted_at is null;

create view check_summary_for_config as
select r.config_id, s.*
  from check_config_relationships r
  join check_summary s on s.id = r.check_id
 where r.deleted_at is null;

create view checks_by_component as
select r.component_id, s.*
  from check_component_relationships r
  join check_summary s on s.id = r.check_id
 where r.deleted_at is null;

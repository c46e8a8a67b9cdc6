-- Read models of the settings, agents, notifications, jobs and people pages.

-- The local agent (nil id) is this installation, not a remote agent to manage: it is left out.
create view agents_summary as
select a.id,
       a.name,
       a.hostname,
       a.description,
       a.version,
       a.properties,
       a.person_id,
       a.cleanup,
       a.last_seen,
       a.last_received,
       a.created_by,
       a.created_at,
       a.updated_at,
       a.deleted_at,
       (select count(*) from config_items ci where ci.agent_id = a.id and ci.deleted_at is null)::int as config_count,
       (select count(*) from checks c where c.agent_id = a.id and c.deleted_at is null)::int as checks_count,
       -- (sic) the spec's field name
       (select count(*) from config_scrapers s where s.agent_id = a.id and s.deleted_at is null)::int as config_scrapper_count,
       (select count(*) from playbook_runs pr where pr.agent_id = a.id)::int as playbook_runs_count
  from agents a
 where a.deleted_at is null and a.id <> '00000000-0000-0000-0000-000000000000';

-- Scrapers, topologies and log backends in one list, each with its latest job (one index probe on
-- job_history_resource_idx per row).
create view integrations_with_status as
select s.id, s.name, s.namespace, s.labels, s.source, 'scrapers'::text as integration_type, s.agent_id,
       (select jsonb_build_object('id', a.id, 'name', a.name) from agents a where a.id = s.agent_id) as agent,
       j.status as job_status, j.details as job_details, j.name as job_name, j.time_start as job_time_start,
       s.created_by, s.created_at, s.updated_at
  from config_scrapers s
  left join lateral (select jh.status, jh.details, jh.name, jh.time_start from job_history jh
                      where jh.resource_type = 'config_scraper' and jh.resource_id = s.id::text
                      order by jh.created_at desc limit 1) j on true
 where s.deleted_at is null
union all
select t.id, t.name, t.namespace, t.labels, t.source, 'topologies', t.agent_id,
       (select jsonb_build_object('id', a.id, 'name', a.name) from agents a where a.id = t.agent_id),
       j.status, j.details, j.name, j.time_start,
       t.created_by, t.created_at, t.updated_at
  from topologies t
  left join lateral (select jh.status, jh.details, jh.name, jh.time_start from job_history jh
                      where jh.resource_type = 'topology' and jh.resource_id = t.id::text
                      order by jh.created_at desc limit 1) j on true
 where t.deleted_at is null
union all
select l.id, l.name, l.namespace, l.labels, l.source, 'logging_backends', l.agent_id,
       (select jsonb_build_object('id', a.id, 'name', a.name) from agents a where a.id = l.agent_id),
       j.status, j.details, j.name, j.time_start,
       l.created_by, l.created_at, l.updated_at
  from logging_backends l
  left join lateral (select jh.status, jh.details, jh.name, jh.time_start from job_history jh
                      where jh.resource_type = 'logging_backend' and jh.resource_id = l.id::text
                      order by jh.created_at desc limit 1) j on true
 where l.deleted_at is null;

create view notifications_summary as
select n.id,
       n.name,
       n.namespace,
       n.events,
       n.title,
       n.template,
       n.filter,
       n.properties,
       n.person_id,
       n.team_id,
       n.custom_services,
       n.repeat_interval,
       n.wait_for,
       n.source,
       n.error,
       n.error_at,
       n.created_by,
       n.created_at,
       n.updated_at,
       coalesce(h.sent, 0)::int as sent,
       coalesce(h.failed, 0)::int as failed,
       coalesce(h.pending, 0)::int as pending,
       h.avg_duration_ms,
       (select sh.error from notification_send_history sh
         where sh.notification_id = n.id and sh.status = 'error' and sh.error is not null
         group by sh.error order by count(*) desc, sh.error limit 1) as most_common_error
  from notifications n
  left join lateral (
    select sum(sh.count) filter (where sh.status = 'sent') as sent,
           sum(sh.count) filter (where sh.status = 'error') as failed,
           sum(sh.count) filter (where sh.status = 'pending') as pending,
           round(avg(sh.duration_millis) filter (where sh.status = 'sent'))::int as avg_duration_ms
      from notification_send_history sh
     where sh.notification_id = n.id) h on true
 where n.deleted_at is null;

create view notification_send_history_summary as
select h.id,
       h.notification_id,
       h.source_event,
       h.resource_id,
       h.resource_type,
       h.status,
       h.body,
       h.error,
       h.duration_millis,
       h.count,
       h.first_observed,
       h.recipient,
       h.person_id,
       h.team_id,
       h.silenced_by,
       h.created_at,
       h.updated_at,
       case h.resource_type
         when 'check' then (select jsonb_build_object('id', c.id, 'name', c.name, 'type', c.type, 'icon', c.icon,
                                                      'canary_id', c.canary_id)
                              from checks c where c.id = h.resource_id)
         when 'config' then (select jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type,
                                                       'config_class', ci.config_class)
                               from config_items ci where ci.id = h.resource_id)
         when 'component' then (select jsonb_build_object('id', co.id, 'name', co.name, 'type', co.type,
                                                          'icon', co.icon)
                                  from components co where co.id = h.resource_id)
         when 'canary' then (select jsonb_build_object('id', ca.id, 'name', ca.name)
                               from canaries ca where ca.id = h.resource_id)
       end as resource,
       (select jsonb_build_object('id', p.id, 'name', p.name, 'avatar', p.avatar)
          from people p where p.id = h.person_id) as person
  from notification_send_history h;

-- Per event name: how much waits, how much failed and why.
create view event_queue_summary as
select q.name,
       count(*) filter (where q.error is null)::int as pending,
       count(*) filter (where q.error is not null)::int as failed,
       round(avg(q.attempts), 2)::float8 as average_attempts,
       min(q.last_attempt) filter (where q.error is not null) as first_failure,
       max(q.last_attempt) filter (where q.error is not null) as last_failure,
       mode() within group (order by q.error) filter (where q.error is not null) as most_common_error
  from event_queue q
 group by q.name;

create view job_histories as
select jh.*,
       (select jsonb_build_object('id', a.id, 'name', a.name) from agents a where a.id = jh.agent_id) as agent,
       case jh.resource_type
         when 'canary' then (select x.name from canaries x where x.id = try_uuid(jh.resource_id))
         when 'topology' then (select x.name from topologies x where x.id = try_uuid(jh.resource_id))
         when 'config_scraper' then (select x.name from config_scrapers x where x.id = try_uuid(jh.resource_id))
         when 'team' then (select x.name from teams x where x.id = try_uuid(jh.resource_id))
         when 'incident_rule' then (select x.name from incident_rules x where x.id = try_uuid(jh.resource_id))
         when 'logging_backend' then (select x.name from logging_backends x where x.id = try_uuid(jh.resource_id))
         when 'check' then (select x.name from checks x where x.id = try_uuid(jh.resource_id))
         when 'playbook' then (select x.name from playbooks x where x.id = try_uuid(jh.resource_id))
         when 'notification' then (select x.name from notifications x where x.id = try_uuid(jh.resource_id))
       end as resource_name
  from job_history jh;

create view job_history_names as
with recursive t as (
  (select jh.name from job_history jh order by jh.name limit 1)
  union all
  select (select jh.name from job_history jh where jh.name > t.name order by jh.name limit 1)
    from t where t.name is not null
)
select name from t where name is not null;

-- People with their roles; no credentials live in either table.
create view people_roles as
select p.id,
       p.name,
       p.email,
       p.avatar,
       p.type,
       p.last_login,
       p.created_at,
       p.updated_at,
       array(select r.role from person_roles r where r.person_id = p.id order by r.role) as roles
  from people p
 where p.deleted_at is null;

create view playbook_names as
select id, name, namespace, title, icon, category, description
  from playbooks
 where deleted_at is null;

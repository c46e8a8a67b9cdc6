-- Read models of the topology, logs and incident pages.

create view component_names as
select id, name, type, icon, external_id, topology_id, parent_id, agent_id, path, health, status
  from components
 where deleted_at is null;

create view components_with_logs as
select id, name, type, icon, external_id, topology_id, parent_id, agent_id, log_selectors
  from components
 where log_selectors is not null and deleted_at is null;

create view component_labels as
select distinct e.key, e.value
  from components c, jsonb_each_text(c.labels) e
 where c.deleted_at is null;

create view incident_summary as
select i.id,
       i.incident_id,
       i.title,
       i.description,
       i.severity,
       i.type,
       i.status,
       i.created_at,
       i.updated_at,
       i.created_by,
       i.commander_id,
       i.communicator_id,
       i.incident_rule_id,
       i.acknowledged,
       i.resolved,
       i.closed,
       (select jsonb_build_object('id', p.id, 'name', p.name, 'avatar', p.avatar)
          from people p where p.id = i.commander_id) as commander,
       coalesce((select jsonb_agg(distinct x.responder)
                   from (select jsonb_build_object('id', p.id, 'name', p.name, 'avatar', p.avatar,
                                                   'type', 'person') as responder
                           from responders r join people p on p.id = r.person_id
                          where r.incident_id = i.id and r.deleted_at is null
                         union all
                         select jsonb_build_object('id', t.id, 'name', t.name, 'icon', t.icon, 'type', 'team')
                           from responders r join teams t on t.id = r.team_id
                          where r.incident_id = i.id and r.deleted_at is null) x), '[]') as responders,
       coalesce((select jsonb_agg(distinct jsonb_build_object('id', p.id, 'name', p.name, 'avatar', p.avatar))
                   from comments c join people p on p.id = c.created_by
                  where c.incident_id = i.id and c.deleted_at is null), '[]') as commenters
  from incidents i
 where i.deleted_at is null;

-- Incidents citing a component / a config item as evidence (one row per pair).
create view incidents_by_component as
select distinct e.component_id, i.*
  from incidents i
  join hypotheses h on h.incident_id = i.id
  join evidences e on e.hypothesis_id = h.id
 where e.component_id is not null and i.deleted_at is null;

create view incidents_by_config as
select distinct e.config_id, i.*
  from incidents i
  join hypotheses h on h.incident_id = i.id
  join evidences e on e.hypothesis_id = h.id
 where e.config_id is not null and i.deleted_at is null;

-- Read models of the catalog pages: the configs list and detail, pick lists, insights and changes by
-- component, and the relationship walk.

-- Open insights of one item by analysis type: {"security": 2, "cost": 1}.
create or replace function config_open_analysis(p_config_id uuid) returns jsonb
language sql stable parallel safe as $$
  select coalesce(jsonb_object_agg(t, n), '{}')
    from (select coalesce(a.analysis_type, 'other') as t, count(*) as n
            from config_analysis a
           where a.config_id = p_config_id and a.status = 'open'
           group by 1) x;
$$;

create or replace function config_changes_since(p_config_id uuid, p_since interval) returns int
language sql stable parallel safe as $$
  select count(*)::int from config_changes cc
   where cc.config_id = p_config_id and cc.created_at > now() - p_since;
$$;

-- The list: the raw document is left out (it can be large); the counts are computed only for the rows and
-- columns a request asks for, since unreferenced view columns are not evaluated.
create view configs as
select ci.id,
       ci.scraper_id,
       ci.agent_id,
       ci.config_class,
       ci.type,
       ci.external_id,
       ci.name,
       ci.tags ->> 'namespace' as namespace,
       ci.description,
       ci.status,
       ci.health,
       ci.ready,
       ci.labels,
       ci.tags,
       ci.properties,
       ci.parent_id,
       ci.path,
       ci.cost_per_minute,
       ci.cost_total_1d,
       ci.cost_total_7d,
       ci.cost_total_30d,
       ci.source,
       ci.created_by,
       ci.created_at,
       ci.updated_at,
       ci.deleted_at,
       ci.last_scraped_time,
       config_changes_since(ci.id, interval '7 days') as changes,
       config_open_analysis(ci.id) as analysis
  from config_items ci;

create view config_detail as
select ci.*,
       ci.tags ->> 'namespace' as namespace,
       (select jsonb_build_object('id', s.id, 'name', s.name) from config_scrapers s where s.id = ci.scraper_id) as scraper,
       (select jsonb_build_object('id', a.id, 'name', a.name) from agents a where a.id = ci.agent_id) as agent,
       config_changes_since(ci.id, interval '7 days') as changes,
       config_open_analysis(ci.id) as analysis,
       jsonb_build_object(
         'relationships', (select count(*) from config_relationships r
                            where (r.config_id = ci.id or r.related_id = ci.id) and r.deleted_at is null),
         'analysis', (select count(*) from config_analysis a where a.config_id = ci.id and a.status = 'open'),
         'changes', (select count(*) from config_changes cc where cc.config_id = ci.id),
         'playbook_runs', (select count(*) from playbook_runs pr where pr.config_id = ci.id),
         'checks', (select count(*) from check_config_relationships cr
                     join checks c on c.id = cr.check_id and c.deleted_at is null
                    where cr.config_id = ci.id and cr.deleted_at is null)
       ) as summary
  from config_items ci;

create view config_names as
select id, name, type, config_class, agent_id, deleted_at
  from config_items;

-- Distinct pick lists. Loose index scans (one index probe per distinct value) instead of DISTINCT over the
-- whole table, since config_changes and job_history grow to millions of rows.
create view config_types as
with recursive t as (
  (select ci.type from config_items ci where ci.deleted_at is null order by ci.type limit 1)
  union all
  select (select ci.type from config_items ci where ci.type > t.type and ci.deleted_at is null
           order by ci.type limit 1)
    from t where t.type is not null
)
select type from t where type is not null;

create view config_classes as
with recursive t as (
  (select ci.config_class from config_items ci where ci.config_class is not null and ci.deleted_at is null
    order by ci.config_class limit 1)
  union all
  select (select ci.config_class from config_items ci where ci.config_class > t.config_class and ci.deleted_at is null
           order by ci.config_class limit 1)
    from t where t.config_class is not null
)
select config_class from t where config_class is not null;

create view config_statuses as
with recursive t as (
  (select ci.status from config_items ci where ci.status is not null and ci.deleted_at is null
    order by ci.status limit 1)
  union all
  select (select ci.status from config_items ci where ci.status > t.status and ci.deleted_at is null
           order by ci.status limit 1)
    from t where t.status is not null
)
select status from t where status is not null;

create view change_types as
with recursive t as (
  (select cc.change_type from config_changes cc order by cc.change_type limit 1)
  union all
  select (select cc.change_type from config_changes cc where cc.change_type > t.change_type
           order by cc.change_type limit 1)
    from t where t.change_type is not null
)
select change_type from t where change_type is not null;

create view analysis_types as
with recursive t as (
  (select a.analysis_type from config_analysis a where a.analysis_type is not null order by a.analysis_type limit 1)
  union all
  select (select a.analysis_type from config_analysis a where a.analysis_type > t.analysis_type
           order by a.analysis_type limit 1)
    from t where t.analysis_type is not null
)
select analysis_type from t where analysis_type is not null;

create view config_analysis_analyzers as
with recursive t as (
  (select a.analyzer from config_analysis a order by a.analyzer limit 1)
  union all
  select (select a.analyzer from config_analysis a where a.analyzer > t.analyzer order by a.analyzer limit 1)
    from t where t.analyzer is not null
)
select analyzer from t where analyzer is not null;

create view config_tags as
select distinct e.key, e.value
  from config_items ci, jsonb_each_text(ci.tags) e
 where ci.deleted_at is null;

create view config_labels as
select distinct e.key, e.value
  from config_items ci, jsonb_each_text(ci.labels) e
 where ci.deleted_at is null;

create view config_analysis_items as
select a.*,
       ci.name as config_name,
       ci.type as config_type,
       ci.config_class,
       jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type, 'config_class', ci.config_class,
                          'deleted_at', ci.deleted_at) as config
  from config_analysis a
  join config_items ci on ci.id = a.config_id;

create view analysis_by_component as
select r.component_id,
       a.*,
       ci.name as config_name,
       ci.type as config_type,
       ci.config_class
  from config_component_relationships r
  join config_analysis a on a.config_id = r.config_id
  join config_items ci on ci.id = r.config_id and ci.deleted_at is null
 where r.deleted_at is null;

create view changes_by_component as
select r.component_id,
       cc.*,
       ci.name as config_name,
       ci.type as config_type,
       ci.config_class
  from config_component_relationships r
  join config_changes cc on cc.config_id = r.config_id
  join config_items ci on ci.id = r.config_id and ci.deleted_at is null
 where r.deleted_at is null;

-- Insights of the configs linked to a component or to any component below it.
create or replace function lookup_analysis_by_component(id uuid) returns setof analysis_by_component
language sql stable as $$
  select abc.*
    from analysis_by_component abc
   where abc.component_id in (
           select c.id
             from components root
             join components c
               on c.id = root.id
               or c.path = path_prefix(root.path, root.id)
               or c.path like path_prefix(root.path, root.id) || '.%'
            where root.id = $1 and c.deleted_at is null);
$$;

-- Walks config relationships from one item, breadth first, in either or both directions, up to max_depth.
-- Incoming also climbs the parent chain (ancestors are incoming hard links). Cycle-safe: a node is expanded at
-- most once per direction (visited set), so work is bounded by the edges reached, not by the paths through them.
-- Returns the root (depth 0, direction 'root') and every reached item with related_ids: the items of this result
-- it points to (relationship targets and children), which is what a graph needs to draw the edges.
-- type_filter: all (or both) | incoming | outgoing. incoming_relation / outgoing_relation: both | hard | soft.
create or replace function related_configs_recursive(
  config_id uuid,
  type_filter text default 'all',
  include_deleted_configs boolean default false,
  max_depth int default 5,
  incoming_relation text default 'both',
  outgoing_relation text default 'both')
returns table (
  id uuid, name text, type text, config_class text, status text, health text, ready boolean, description text,
  external_id text[], tags jsonb, labels jsonb, path text, parent_id uuid, agent_id uuid, scraper_id uuid,
  cost_total_30d numeric, created_at timestamptz, updated_at timestamptz, deleted_at timestamptz,
  last_scraped_time timestamptz, changes int, analysis jsonb, related_ids uuid[], depth int, direction text)
language plpgsql stable as $$
#variable_conflict use_column
declare
  v_root uuid := $1;
  v_filter text := lower(coalesce($2, 'all'));
  v_deleted boolean := coalesce($3, false);
  -- Capped: a request cannot ask for an unbounded walk.
  v_depth int := least(greatest(coalesce($4, 5), 0), 20);
  v_in text := lower(coalesce($5, 'both'));
  v_out text := lower(coalesce($6, 'both'));
  v_ids uuid[] := array[$1];
  v_depths int[] := array[0];
  v_dirs text[] := array['root'];
  visited uuid[];
  frontier uuid[];
  nxt uuid[];
begin
  if v_filter not in ('all', 'both', 'incoming', 'outgoing') then
    raise exception 'type_filter must be all, incoming or outgoing' using errcode = '22023';
  end if;
  if v_in not in ('both', 'hard', 'soft') or v_out not in ('both', 'hard', 'soft') then
    raise exception 'incoming_relation and outgoing_relation must be both, hard or soft' using errcode = '22023';
  end if;
  if not exists (select 1 from config_items ci where ci.id = v_root) then
    return;
  end if;

  if v_filter in ('all', 'both', 'outgoing') then
    visited := array[v_root];
    frontier := array[v_root];
    for d in 1 .. v_depth loop
      select array_agg(distinct r.related_id) into nxt
        from config_relationships r
        join config_items ci on ci.id = r.related_id
       where r.config_id = any (frontier)
         and r.deleted_at is null
         and (v_out = 'both' or (v_out = 'hard') = (r.relation = 'hard'))
         and (v_deleted or ci.deleted_at is null)
         and r.related_id <> all (visited);
      exit when nxt is null;
      v_ids := v_ids || nxt;
      v_depths := v_depths || array_fill(d, array[cardinality(nxt)]);
      v_dirs := v_dirs || array_fill('outgoing'::text, array[cardinality(nxt)]);
      visited := visited || nxt;
      frontier := nxt;
    end loop;
  end if;

  if v_filter in ('all', 'both', 'incoming') then
    visited := array[v_root];
    frontier := array[v_root];
    for d in 1 .. v_depth loop
      select array_agg(distinct e.src) into nxt
        from (select r.config_id as src
                from config_relationships r
               where r.related_id = any (frontier)
                 and r.deleted_at is null
                 and (v_in = 'both' or (v_in = 'hard') = (r.relation = 'hard'))
              union all
              select c.parent_id
                from config_items c
               where c.id = any (frontier) and c.parent_id is not null and v_in in ('both', 'hard')) e
        join config_items ci on ci.id = e.src
       where (v_deleted or ci.deleted_at is null)
         and e.src <> all (visited);
      exit when nxt is null;
      v_ids := v_ids || nxt;
      v_depths := v_depths || array_fill(d, array[cardinality(nxt)]);
      v_dirs := v_dirs || array_fill('incoming'::text, array[cardinality(nxt)]);
      visited := visited || nxt;
      frontier := nxt;
    end loop;
  end if;

  return query
  with nodes as (
    select u.nid, min(u.ndepth) as ndepth, (array_agg(u.ndir order by u.ndepth))[1] as ndir
      from unnest(v_ids, v_depths, v_dirs) as u(nid, ndepth, ndir)
     group by u.nid
  )
  select ci.id, ci.name, ci.type, ci.config_class, ci.status, ci.health, ci.ready, ci.description,
         ci.external_id, ci.tags, ci.labels, ci.path, ci.parent_id, ci.agent_id, ci.scraper_id,
         ci.cost_total_30d, ci.created_at, ci.updated_at, ci.deleted_at, ci.last_scraped_time,
         config_changes_since(ci.id, interval '7 days'),
         config_open_analysis(ci.id),
         array(select r.related_id from config_relationships r
                where r.config_id = ci.id and r.deleted_at is null
                  and r.related_id in (select nodes.nid from nodes)
               union
               select c.id from config_items c
                where c.parent_id = ci.id and c.id in (select nodes.nid from nodes)),
         n.ndepth,
         n.ndir
    from nodes n
    join config_items ci on ci.id = n.nid
   order by n.ndepth, ci.name;
end $$;

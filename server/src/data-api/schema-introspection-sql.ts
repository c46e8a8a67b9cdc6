/** One statement that returns the whole schema cache as JSON (schema `public` only). */
export const introspectionSql = `
with rels as (
  select c.oid, c.relname as name, c.relkind as kind,
         (c.relkind in ('r','p') or pg_relation_is_updatable(c.oid, true) & 8 = 8) as insertable
  from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r','p','v','m','f') and not c.relispartition
),
cons as (
  select conrelid, contype, conname, confrelid,
         array(select a.attname from unnest(conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = conrelid and a.attnum = k.n order by k.i) as cols,
         array(select a.attname from unnest(confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = confrelid and a.attnum = k.n order by k.i) as refcols
  from pg_constraint where connamespace = 'public'::regnamespace and contype in ('p','u','f')
)
select json_build_object(
  'relations', (select coalesce(json_agg(json_build_object(
      'name', r.name, 'kind', r.kind, 'insertable', r.insertable,
      'pk', (select cols from cons where conrelid = r.oid and contype = 'p'),
      'uniques', (select json_agg(cols) from cons where conrelid = r.oid and contype in ('p','u'))
    )), '[]') from rels r),
  'columns', (select coalesce(json_agg(json_build_object(
      'relation', r.name, 'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'typname', t.typname, 'nullable', not a.attnotnull,
      'default_expr', pg_get_expr(d.adbin, d.adrelid), 'is_array', t.typcategory = 'A',
      'generated', a.attgenerated <> '' or a.attidentity = 'a'
    ) order by r.name, a.attnum), '[]')
    from rels r join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum),
  'fks', (select coalesce(json_agg(json_build_object(
      'name', f.conname, 'table', c.relname, 'columns', f.cols, 'refTable', rc.relname, 'refColumns', f.refcols
    )), '[]') from cons f join pg_class c on c.oid = f.conrelid join pg_class rc on rc.oid = f.confrelid
    where f.contype = 'f' and rc.relnamespace = 'public'::regnamespace),
  'view_sources', (select coalesce(json_agg(json_build_object('view', x.view, 'source', x.source, 'columns', x.columns)), '[]')
    from (select v.relname as view, t.relname as source,
                 array_agg(distinct a.attname) filter (where a.attname is not null) as columns
          from pg_depend d join pg_rewrite rw on rw.oid = d.objid join pg_class v on v.oid = rw.ev_class
          join pg_class t on t.oid = d.refobjid
          left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid and d.refobjsubid > 0
          where d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
            and v.relkind in ('v','m') and t.oid <> v.oid and t.relkind in ('r','p','v','m')
            and v.relnamespace = 'public'::regnamespace and t.relnamespace = 'public'::regnamespace
          group by v.relname, t.relname) x),
  'functions', (select coalesce(json_agg(json_build_object(
      'name', p.proname, 'arg_names', p.proargnames,
      'arg_types', (select coalesce(array_agg(format_type(x.t, null) order by x.i), '{}')
                    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, i)),
      'arg_modes', p.proargmodes, 'n_defaults', p.pronargdefaults, 'returns_set', p.proretset,
      'return_type', format_type(p.prorettype, null),
      'return_relation', (select c.relname from pg_class c join pg_type t on t.typrelid = c.oid
                          where t.oid = p.prorettype and c.relnamespace = 'public'::regnamespace),
      'volatility', p.provolatile
    )), '[]') from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'),
  'types', (select coalesce(json_agg(distinct n), '[]') from (
      select typname as n from pg_type where typtype in ('b','d','e','r') and typname !~ '^_'
        and typnamespace in ('pg_catalog'::regnamespace, 'public'::regnamespace)
      union select format_type(oid, null) from pg_type where typtype in ('b','d','e','r') and typname !~ '^_'
        and typnamespace in ('pg_catalog'::regnamespace, 'public'::regnamespace)
      union select unnest(array['int','integer','smallint','bigint','real','double precision','decimal',
        'boolean','character varying','varchar','char','character','timestamp','timestamptz','time','timetz'])
    ) s)
) as data`;

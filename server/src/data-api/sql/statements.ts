/**
 * The SQL step: one statement per plan. Every statement returns one row
 * `(total bigint, page_total bigint, body text, location text)`.
 */
import type { DeletePlan, InsertPlan, Plan, ReadPlan, RpcPlan, UpdatePlan } from '../plan-types.js';
import { ident, qualified, SqlParams } from './builder.js';
import { nodeSql } from './node.js';

export interface Statement {
  text: string;
  values: unknown[];
}

const ROOT = 't0';

export function toSql(plan: Plan, exactCount: boolean): Statement {
  switch (plan.action) {
    case 'read':
      return readSql(plan, exactCount);
    case 'insert':
      return insertSql(plan);
    case 'update':
      return updateSql(plan);
    case 'delete':
      return deleteSql(plan);
    case 'rpc':
      return rpcSql(plan, exactCount);
  }
}

/** The row count the planner estimates for a read (Prefer: count=planned). */
export function explainSql(plan: ReadPlan | RpcPlan): Statement {
  const p = new SqlParams();
  const from = plan.action === 'read' ? qualified(plan.node.relation) : functionCall(plan, p);
  return {
    text: `explain (format json) ${nodeSql(plan.node, p, { from, alias: ROOT, countOnly: true })}`,
    values: p.values,
  };
}

function wrap(inner: string, total: string, location = 'null::text'): string {
  return (
    `select ${total} as total, count(_s)::bigint as page_total, ` +
    `coalesce(json_agg(_s), '[]'::json)::text as body, ${location} as location from (${inner}) as _s`
  );
}

function readSql(plan: ReadPlan, exactCount: boolean): Statement {
  const p = new SqlParams();
  const from = qualified(plan.node.relation);
  const rows = nodeSql(plan.node, p, { from, alias: ROOT, limit: plan.limit, offset: plan.offset });
  const total = exactCount ? `(${nodeSql(plan.node, p, { from, alias: ROOT, countOnly: true })})` : 'null::bigint';
  return { text: wrap(rows, total), values: p.values };
}

function insertSql(plan: InsertPlan): Statement {
  const p = new SqlParams();
  const rel = qualified(plan.node.relation);
  const body = p.add(JSON.stringify(plan.body));
  const cols = plan.columns.map(ident);
  const missingDefault = plan.preferences.missing === 'default';
  const values = plan.columns.map((c) => {
    const def = plan.node.columns.get(c)?.defaultExpr;
    // spec of Prefer: missing=default — absent keys take the column default instead of null.
    return missingDefault && def
      ? `case when pgrst_rows.e ? ${p.add(c)}::text then r.${ident(c)} else ${def} end`
      : `r.${ident(c)}`;
  });
  let conflict = '';
  if (plan.onConflict && plan.preferences.resolution) {
    const target = plan.onConflict.map(ident).join(', ');
    const updates = plan.columns.filter((c) => !plan.onConflict!.includes(c));
    conflict =
      plan.preferences.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
  }
  const insert = cols.length
    ? `insert into ${rel} (${cols.join(', ')}) select ${values.join(', ')} from pgrst_rows, ` +
      `jsonb_populate_record(null::${rel}, pgrst_rows.e) as r order by pgrst_rows.n${conflict} returning ${rel}.*`
    : `insert into ${rel} select from pgrst_rows${conflict} returning ${rel}.*`;
  const rows = nodeSql(plan.node, p, { from: 'pgrst_mut', alias: ROOT, skipFilters: true });
  const pk = plan.primaryKey.length
    ? `(select json_build_object(${plan.primaryKey.map((c) => `${p.add(c)}::text, m.${ident(c)}`).join(', ')})::text from pgrst_mut as m limit 1)`
    : 'null::text';
  const text =
    `with pgrst_rows as (select x.e, x.n from jsonb_array_elements(${body}::jsonb) with ordinality as x(e, n)), ` +
    `pgrst_mut as (${insert}) ${wrap(rows, 'null::bigint', pk)}`;
  return { text, values: p.values };
}

function updateSql(plan: UpdatePlan): Statement {
  const p = new SqlParams();
  const rel = qualified(plan.node.relation);
  const body = p.add(JSON.stringify(plan.body));
  const set = plan.columns.map((c) => `${ident(c)} = r.${ident(c)}`).join(', ');
  const where = nodeWhere(plan, p);
  const update =
    `update ${rel} as ${ROOT} set ${set} from jsonb_populate_record(null::${rel}, ${body}::jsonb) as r` +
    `${where} returning ${ROOT}.*`;
  const rows = nodeSql(plan.node, p, { from: 'pgrst_mut', alias: ROOT, skipFilters: true });
  return { text: `with pgrst_mut as (${update}) ${wrap(rows, 'null::bigint')}`, values: p.values };
}

function deleteSql(plan: DeletePlan): Statement {
  const p = new SqlParams();
  const rel = qualified(plan.node.relation);
  const del = `delete from ${rel} as ${ROOT}${nodeWhere(plan, p)} returning ${ROOT}.*`;
  const rows = nodeSql(plan.node, p, { from: 'pgrst_mut', alias: ROOT, skipFilters: true });
  return { text: `with pgrst_mut as (${del}) ${wrap(rows, 'null::bigint')}`, values: p.values };
}

/** The WHERE clause of a mutation: the root filters, built by the node builder in count mode. */
function nodeWhere(plan: UpdatePlan | DeletePlan, p: SqlParams): string {
  const count = nodeSql({ ...plan.node, items: [] }, p, { from: 'x', alias: ROOT, countOnly: true });
  const idx = count.indexOf(' where ');
  return idx >= 0 ? count.slice(idx) : '';
}

function functionCall(plan: RpcPlan, p: SqlParams): string {
  const args = plan.args.map(
    (a) => `${ident(a.name)} => ${p.add(argValue(a.value, a.type, plan.argsFromQuery))}::${a.type}`,
  );
  return `${qualified(plan.fn.name)}(${args.join(', ')})`;
}

/** GET arguments arrive as text and PostgreSQL parses them; POST arguments are JSON values. */
function argValue(value: unknown, type: string, fromQuery: boolean): unknown {
  if (value === null || value === undefined || fromQuery) return value ?? null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  return value;
}

function rpcSql(plan: RpcPlan, exactCount: boolean): Statement {
  const p = new SqlParams();
  const call = functionCall(plan, p);
  switch (plan.result) {
    case 'void':
      return {
        text: `select null::bigint as total, 0::bigint as page_total, ${call}::text as body, null::text as location`,
        values: p.values,
      };
    case 'scalar':
      return {
        text: `select null::bigint as total, 1::bigint as page_total, coalesce(to_json(${call}), 'null'::json)::text as body, null::text as location`,
        values: p.values,
      };
    case 'scalar-set': {
      const limit = p.add(plan.limit);
      const offset = p.add(plan.offset);
      return {
        text:
          `select null::bigint as total, count(*)::bigint as page_total, coalesce(json_agg(_s.v), '[]'::json)::text as body, ` +
          `null::text as location from (select v from ${call} as f(v) limit ${limit}::bigint offset ${offset}::bigint) as _s`,
        values: p.values,
      };
    }
    case 'set':
    case 'row': {
      const rows = nodeSql(plan.node, p, { from: call, alias: ROOT, limit: plan.limit, offset: plan.offset });
      const total = exactCount
        ? `(${nodeSql(plan.node, p, { from: call, alias: ROOT, countOnly: true })})`
        : 'null::bigint';
      return { text: wrap(rows, total), values: p.values };
    }
  }
}

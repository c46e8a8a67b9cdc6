/**
 * SQL for one node of the select tree. Embeds become LATERAL subqueries that build their JSON inside
 * PostgreSQL (json_agg for to-many, row_to_json for to-one), so a whole request is one statement.
 */
import type { EmbedItem, NodePlan, PlannedFilter, PlannedOrder } from '../plan-types.js';
import { isToOne, type Relationship } from '../relationships.js';
import { ident, qualified, type SqlParams } from './builder.js';
import { fieldSql, filterSql, orderSql } from './expressions.js';

export interface NodeSqlOptions {
  /** FROM source: a qualified relation, a CTE name or a function call. */
  from: string;
  alias: string;
  joinCondition?: string;
  limit?: number;
  offset?: number;
  /** Add `1 as pgrst_found` so a spread parent can tell "no row" from "row of nulls". */
  found?: boolean;
  /** Select `count(*)` instead of the items (for Prefer: count=exact). */
  countOnly?: boolean;
  /** Ignore the node's own filters (representation of a mutation's returned rows). */
  skipFilters?: boolean;
}

export function nodeSql(node: NodePlan, p: SqlParams, o: NodeSqlOptions): string {
  const select: string[] = [];
  const joins: string[] = [];
  const where: string[] = o.joinCondition ? [o.joinCondition] : [];
  const lateralAlias = new Map<string, string>();
  const filters = o.skipFilters ? [] : node.filters;
  const neededForCount = o.countOnly ? embedsUsedIn(filters) : undefined;

  for (const item of node.items) {
    if (item.kind === 'column') {
      if (o.countOnly) continue;
      const cast = item.cast ? `::${item.cast}` : '';
      select.push(`${fieldSql(o.alias, item.field, p)}${cast} as ${ident(item.output)}`);
      continue;
    }
    if (o.countOnly && item.join !== 'inner' && !neededForCount?.has(item.output)) continue;
    const e = p.alias('e');
    lateralAlias.set(item.output, e);
    joins.push(lateralSql(item, o.alias, e, p));
    if (item.join === 'inner') where.push(`${e}.${item.spread ? 'pgrst_found' : 'body'} is not null`);
    if (o.countOnly) continue;
    if (item.spread) {
      for (const out of outputsOf(item.node)) select.push(`${e}.${ident(out)} as ${ident(out)}`);
    } else if (isToOne(item.rel)) select.push(`${e}.body as ${ident(item.output)}`);
    else select.push(`coalesce(${e}.body, '[]'::json) as ${ident(item.output)}`);
  }
  if (o.found) select.push('1 as pgrst_found');

  const embedAlias = (output: string) => lateralAlias.get(output) ?? 'pgrst_missing';
  for (const f of filters) where.push(filterSql(o.alias, f, p, embedAlias));

  let sql = `select ${o.countOnly ? 'count(*)' : select.join(', ')} from ${o.from} as ${o.alias}`;
  if (joins.length) sql += ` ${joins.join(' ')}`;
  if (where.length) sql += ` where ${where.join(' and ')}`;
  if (o.countOnly) return sql;
  if (node.order.length) {
    const embedValue = (ord: PlannedOrder) => embedOrderValue(ord, o.alias, p);
    sql += ` order by ${node.order.map((ord) => orderSql(o.alias, ord, p, embedValue)).join(', ')}`;
  }
  if (o.limit !== undefined) sql += ` limit ${p.add(o.limit)}::bigint`;
  if (o.offset) sql += ` offset ${p.add(o.offset)}::bigint`;
  return sql;
}

function lateralSql(item: EmbedItem, parentAlias: string, e: string, p: SqlParams): string {
  const child = p.alias('t');
  const toOne = isToOne(item.rel);
  const inner = nodeSql(item.node, p, {
    from: qualified(item.rel.target),
    alias: child,
    joinCondition: joinSql(item.rel, child, parentAlias),
    limit: toOne ? 1 : item.node.limit,
    offset: toOne ? undefined : item.node.offset,
    found: item.spread,
  });
  if (item.spread) return `left join lateral (${inner}) as ${e} on true`;
  const agg = toOne ? 'row_to_json(_e)' : 'json_agg(_e)';
  return `left join lateral (select ${agg} as body from (${inner}) as _e) as ${e} on true`;
}

/** Correlation between an embedded row (alias `child`) and its parent row. */
export function joinSql(rel: Relationship, child: string, parent: string): string {
  const pairs = (a: string[], aAlias: string, b: string[], bAlias: string) =>
    a.map((col, i) => `${aAlias}.${ident(col)} = ${bAlias}.${ident(b[i]!)}`).join(' and ');
  switch (rel.kind) {
    case 'many-to-one':
      return pairs(rel.fk.refColumns, child, rel.fk.columns, parent);
    case 'one-to-many':
    case 'one-to-one':
      return pairs(rel.fk.columns, child, rel.fk.refColumns, parent);
    case 'many-to-many': {
      const j = `j_${child}`;
      return `exists (select 1 from ${qualified(rel.junction)} as ${j} where ${pairs(
        rel.toTarget.columns,
        j,
        rel.toTarget.refColumns,
        child,
      )} and ${pairs(rel.toParent.columns, j, rel.toParent.refColumns, parent)})`;
    }
  }
}

function embedOrderValue(ord: PlannedOrder, parentAlias: string, p: SqlParams): string {
  const embed = ord.embed!;
  const a = p.alias('o');
  const join = joinSql(embed.rel, a, parentAlias);
  return `(select ${fieldSql(a, ord.field, p)} from ${qualified(embed.rel.target)} as ${a} where ${join} limit 1)`;
}

/** Output column names of a node, with spread embeds flattened in. */
export function outputsOf(node: NodePlan): string[] {
  return node.items.flatMap((i) => (i.kind === 'embed' && i.spread ? outputsOf(i.node) : [i.output]));
}

function embedsUsedIn(filters: PlannedFilter[], out = new Set<string>()): Set<string> {
  for (const f of filters) {
    if (f.kind === 'embed-null') out.add(f.embed.output);
    else if (f.kind === 'logic') embedsUsedIn(f.children, out);
  }
  return out;
}

/** Plans one level of the select tree: resolves columns, casts, embeds, filters and order against the cache. */
import { resolveRelativeTime } from '@opsdeck/common';
import * as errors from './errors.js';
import { fieldOutputName } from './parse/field.js';
import type { ColumnItem, EmbedItem, NodePlan, PlannedFilter, PlannedOrder } from './plan-types.js';
import { isToOne, resolveRelationship } from './relationships.js';
import type { Column, SchemaCache } from './schema-cache.js';
import type { ApiRequest, FieldRef, FilterNode, OrderTerm, SelectItem } from './types.js';

export interface PlanContext {
  cache: SchemaCache;
  req: ApiRequest;
  isExposed: (relation: string) => boolean;
  maxEmbedDepth: number;
  now: Date;
  touched: { relation: string; kind: 'relation' | 'function'; write: boolean }[];
  usedLevels: Set<string>;
}

const JSON_TYPES = new Set(['json', 'jsonb']);
const TIME_TYPES = new Set(['timestamptz', 'timestamp', 'date']);

export function planNode(
  ctx: PlanContext,
  relation: string,
  columns: Map<string, Column>,
  select: SelectItem[],
  path: string,
  depth: number,
): NodePlan {
  const embeds: EmbedItem[] = [];
  const items: (ColumnItem | EmbedItem)[] = [];
  for (const item of select) {
    if (item.kind !== 'embed') continue;
    const output = item.alias ?? item.name;
    if (depth + 1 > ctx.maxEmbedDepth) throw errors.limitExceeded('levels of embedding', ctx.maxEmbedDepth);
    const rel = resolveRelationship(ctx.cache, relation, item.name, item.hint, ctx.isExposed);
    if (item.spread && !isToOne(rel)) throw spreadError(relation, item.name);
    const target = ctx.cache.relations.get(rel.target);
    if (!target) throw errors.relationNotFound(rel.target, null);
    ctx.touched.push({ relation: rel.target, kind: 'relation', write: false });
    const childPath = path ? `${path}.${output}` : output;
    const node = planNode(ctx, target.name, target.columns, item.select, childPath, depth + 1);
    embeds.push({ kind: 'embed', output, rel, join: item.join, spread: item.spread, node });
  }
  const embedNames = new Set(embeds.filter((e) => !e.spread).map((e) => e.output));
  let embedIndex = 0;
  for (const item of select) {
    if (item.kind === 'star') {
      for (const column of columns.values()) {
        if (!embedNames.has(column.name)) {
          items.push({ kind: 'column', field: { column: column.name, jsonPath: [] }, column, output: column.name });
        }
      }
    } else if (item.kind === 'field') {
      const column = columnOrThrow(relation, columns, item.field);
      const cast = item.cast ? castOrThrow(ctx.cache, item.cast) : undefined;
      items.push({
        kind: 'column',
        field: item.field,
        column,
        cast,
        output: item.alias ?? fieldOutputName(item.field),
      });
    } else {
      items.push(embeds[embedIndex++]!);
    }
  }

  const node: NodePlan = { relation, columns, items, filters: [], order: [] };
  const level = ctx.req.levels.get(path);
  if (level) {
    ctx.usedLevels.add(path);
    node.filters = level.filters.map((f) => planFilter(ctx, relation, columns, embeds, f));
    node.order = (level.order ?? []).map((o) => planOrder(relation, columns, embeds, o));
    if (path !== '') {
      node.limit = level.limit;
      node.offset = level.offset;
    }
  }
  return node;
}

function planFilter(
  ctx: PlanContext,
  relation: string,
  columns: Map<string, Column>,
  embeds: EmbedItem[],
  f: FilterNode,
): PlannedFilter {
  if (f.kind === 'logic') {
    return { ...f, children: f.children.map((c) => planFilter(ctx, relation, columns, embeds, c)) };
  }
  if (!columns.has(f.field.column) && f.field.jsonPath.length === 0) {
    const embed = embeds.find((e) => e.output === f.field.column);
    if (embed && f.operator === 'is' && (f.value === 'null' || f.value === 'not_null')) {
      const isNull = (f.value === 'null') !== f.negated;
      return { kind: 'embed-null', embed, isNull };
    }
  }
  const column = columnOrThrow(relation, columns, f.field);
  assertOperatorFits(f.operator, column, f.field);
  const value =
    TIME_TYPES.has(column.typname) && f.field.jsonPath.length === 0 ? resolveTimes(f.value, ctx.now) : f.value;
  return { ...f, value, column };
}

const RANGE_OPERATORS: Record<string, string> = { sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const CONTAINMENT: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&' };

/** Range and containment operators exist only for ranges, arrays and jsonb; refuse them early with 42883. */
function assertOperatorFits(op: string, column: Column, field: FieldRef): void {
  const last = field.jsonPath.at(-1);
  const t = last ? (last.op === '->>' ? 'text' : column.typname) : column.typname;
  const isRange = /range$/.test(t);
  if (op in RANGE_OPERATORS && !isRange) throw errors.operatorNotFound(column.type, RANGE_OPERATORS[op]!);
  if (op in CONTAINMENT && !(isRange || t.startsWith('_') || t === 'jsonb')) {
    throw errors.operatorNotFound(column.type, CONTAINMENT[op]!);
  }
}

function resolveTimes(value: string | string[], now: Date): string | string[] {
  const one = (v: string) => resolveRelativeTime(v, now)?.toISOString() ?? v;
  return Array.isArray(value) ? value.map(one) : one(value);
}

function planOrder(relation: string, columns: Map<string, Column>, embeds: EmbedItem[], o: OrderTerm): PlannedOrder {
  if (o.relation) {
    const embed = embeds.find((e) => e.output === o.relation);
    if (!embed) throw errors.notEmbedded(o.relation);
    if (!isToOne(embed.rel)) {
      throw errors.orderOnToMany(relation, o.relation);
    }
    const column = columnOrThrow(embed.node.relation, embed.node.columns, o.field);
    return { field: o.field, column, direction: o.direction, nulls: o.nulls, embed };
  }
  const column = columnOrThrow(relation, columns, o.field);
  return { field: o.field, column, direction: o.direction, nulls: o.nulls };
}

export function columnOrThrow(relation: string, columns: Map<string, Column>, field: FieldRef): Column {
  const column = columns.get(field.column);
  if (!column) throw errors.undefinedColumn(relation, field.column);
  if (field.jsonPath.length && !JSON_TYPES.has(column.typname)) {
    throw errors.jsonPathOnNonJson(column.type, field.jsonPath[0]!.op);
  }
  return column;
}

function castOrThrow(cache: SchemaCache, cast: string): string {
  const t = cast.toLowerCase().replace(/\s+/g, ' ').trim();
  const base = t.endsWith('[]') ? t.slice(0, -2) : t;
  if (!cache.types.has(base)) throw errors.undefinedType(cast);
  return t;
}

function spreadError(parent: string, name: string): Error {
  return errors.spreadNotPossible(parent, name);
}

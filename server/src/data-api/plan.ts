/** The plan step: validates a parsed request against the schema cache and the exposure allow-list. Pure. */
import type { RbacObject } from '@opsdeck/common';
import * as errors from './errors.js';
import { addLevelParam, MAX_FILTERS } from './parse/request.js';
import { planNode, type PlanContext } from './plan-node.js';
import type { NodePlan, Plan, RpcPlan, RpcResult } from './plan-types.js';
import type { Column, FunctionDef, Relation, SchemaCache } from './schema-cache.js';
import type { ApiRequest, LevelOptions } from './types.js';

export interface Exposure {
  relations: Readonly<Record<string, RbacObject>>;
  functions: Readonly<Record<string, RbacObject>>;
}

export interface PlanOptions {
  cache: SchemaCache;
  exposure: Exposure;
  maxRows: number;
  maxEmbedDepth: number;
  now: Date;
}

export function plan(req: ApiRequest, opts: PlanOptions): Plan {
  const isExposed = (name: string) => Object.hasOwn(opts.exposure.relations, name) && opts.cache.relations.has(name);
  const ctx: PlanContext = {
    cache: opts.cache,
    req,
    isExposed,
    maxEmbedDepth: opts.maxEmbedDepth,
    now: opts.now,
    touched: [],
    usedLevels: new Set(),
  };
  const common = { touched: ctx.touched, preferences: req.preferences, accept: req.accept, headOnly: req.headOnly };
  if (req.action === 'rpc') return planRpc(req, ctx, opts, common);

  const relation = isExposed(req.target) ? opts.cache.relations.get(req.target)! : undefined;
  if (!relation) throw errors.relationNotFound(req.target, hintFor(req.target, Object.keys(opts.exposure.relations)));
  const write = req.action !== 'read';
  if (write && !relation.insertable) throw errors.notUpdatable(relation.name, req.action);
  ctx.touched.push({ relation: relation.name, kind: 'relation', write });
  const node = planNode(ctx, relation.name, relation.columns, req.select, '', 0);
  checkLevelsUsed(req, ctx.usedLevels);
  const root = req.levels.get('') ?? { filters: [] };

  switch (req.action) {
    case 'read':
      return { action: 'read', node, ...paging(req, root, opts.maxRows), ...common };
    case 'insert': {
      const rows = Array.isArray(req.body) ? req.body : [req.body];
      if (!rows.every(isPlainObject)) throw errors.invalidBody('Empty or invalid json');
      const columns = req.columns ?? insertColumns(rows as Record<string, unknown>[]);
      columns.forEach((c) => writableColumn(relation, c));
      const onConflict = req.onConflict ?? (req.preferences.resolution ? relation.primaryKey : undefined);
      if (onConflict) {
        if (onConflict.length === 0) throw errors.invalidBody('Upsert needs on_conflict or a primary key');
        onConflict.forEach((c) => writableColumn(relation, c));
      }
      return { action: 'insert', node, columns, body: rows, onConflict, primaryKey: relation.primaryKey, ...common };
    }
    case 'update': {
      if (!isPlainObject(req.body)) throw errors.invalidBody('Empty or invalid json');
      const body = req.body as Record<string, unknown>;
      const columns = req.columns ?? Object.keys(body);
      if (columns.length === 0) throw errors.invalidBody('Empty or invalid json');
      columns.forEach((c) => writableColumn(relation, c));
      requireFilter(node, root, 'UPDATE');
      return { action: 'update', node, columns, body, ...common };
    }
    case 'delete':
      requireFilter(node, root, 'DELETE');
      return { action: 'delete', node, ...common };
  }
}

function planRpc(
  req: ApiRequest,
  ctx: PlanContext,
  opts: PlanOptions,
  common: Pick<RpcPlan, 'touched' | 'preferences' | 'accept' | 'headOnly'>,
): RpcPlan {
  const exposed = Object.hasOwn(opts.exposure.functions, req.target);
  const overloads = exposed ? (opts.cache.functions.get(req.target) ?? []) : [];
  const isGet = req.method !== 'POST';
  const provided: Record<string, unknown> = isGet
    ? Object.fromEntries(req.rpcArgs)
    : ((req.body as Record<string, unknown>) ?? {});
  if (!isGet && !isPlainObject(provided)) throw errors.invalidBody('Empty or invalid json');
  const keys = Object.keys(provided);

  const matches = overloads.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    const given = isGet ? keys.filter((k) => names.has(k)) : keys;
    return given.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || given.includes(a.name));
  });
  if (matches.length === 0) {
    throw errors.functionNotFound(req.target, keys, hintFor(req.target, Object.keys(opts.exposure.functions)));
  }
  if (matches.length > 1) throw errors.ambiguousFunction(req.target);
  const fn = matches[0]!;
  if (isGet && fn.volatility === 'volatile') throw errors.readOnlyFunction(req.target);
  ctx.touched.push({ relation: fn.name, kind: 'function', write: fn.volatility === 'volatile' });

  const argNames = new Set(fn.args.map((a) => a.name));
  const args = fn.args.filter((a) => keys.includes(a.name)).map((a) => ({ ...a, value: provided[a.name] }));
  if (isGet) {
    // Query parameters that are not arguments filter the function's result.
    for (const [k, v] of req.rpcArgs) if (!argNames.has(k)) addLevelParam(req, k, v);
    if (req.filterCount > MAX_FILTERS) throw errors.limitExceeded('filters', MAX_FILTERS);
  }
  const result = rpcResult(fn);
  const columns = rpcColumns(opts.cache, fn, result);
  const node: NodePlan =
    result === 'set' || result === 'row'
      ? planNode(ctx, fn.returnRelation ?? fn.name, columns, req.select, '', 0)
      : { relation: fn.name, columns, items: [], filters: [], order: [] };
  checkLevelsUsed(req, ctx.usedLevels);
  const root = req.levels.get('') ?? { filters: [] };
  if (result === 'scalar-set' && (root.filters.length || root.order?.length)) {
    throw errors.parseError(
      'filter',
      req.target,
      'a function returning scalars can only be limited, not filtered or ordered',
    );
  }
  return { action: 'rpc', fn, args, argsFromQuery: isGet, result, node, ...paging(req, root, opts.maxRows), ...common };
}

function rpcResult(fn: FunctionDef): RpcResult {
  if (fn.returnType === 'void') return 'void';
  const composite = fn.returnRelation !== null || fn.outColumns.length > 0 || fn.returnType === 'record';
  if (fn.returnsSet) return composite ? 'set' : 'scalar-set';
  return composite ? 'row' : 'scalar';
}

const TYPNAMES: Record<string, string> = {
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  integer: 'int4',
  bigint: 'int8',
  boolean: 'bool',
  text: 'text',
};

function rpcColumns(cache: SchemaCache, fn: FunctionDef, result: RpcResult): Map<string, Column> {
  if (result !== 'set' && result !== 'row') return new Map();
  const rel = fn.returnRelation ? cache.relations.get(fn.returnRelation) : undefined;
  if (rel) return rel.columns;
  return new Map(
    fn.outColumns.map((c) => [
      c.name,
      {
        name: c.name,
        type: c.type,
        typname: TYPNAMES[c.type] ?? c.type,
        nullable: true,
        defaultExpr: null,
        isArray: c.type.endsWith('[]'),
        generated: false,
      },
    ]),
  );
}

/** Combines limit/offset with a Range header (their intersection, like PostgREST) and caps at maxRows. */
function paging(req: ApiRequest, root: LevelOptions, maxRows: number): { offset: number; limit: number } {
  let start = root.offset ?? 0;
  let end = root.limit !== undefined ? start + root.limit - 1 : Infinity;
  if (req.range) {
    start = Math.max(start, req.range.from);
    end = Math.min(end, req.range.to ?? Infinity);
  }
  const limit = end === Infinity ? maxRows : Math.max(0, Math.min(end - start + 1, maxRows));
  return { offset: start, limit };
}

function insertColumns(rows: Record<string, unknown>[]): string[] {
  const first = Object.keys(rows[0] ?? {});
  for (const row of rows.slice(1)) {
    const keys = Object.keys(row);
    if (keys.length !== first.length || !keys.every((k) => first.includes(k))) {
      throw errors.invalidBody('All object keys must match');
    }
  }
  return first;
}

function writableColumn(relation: Relation, name: string): void {
  if (!relation.columns.has(name)) throw errors.columnNotInCache(name, relation.name);
}

function requireFilter(node: NodePlan, root: LevelOptions, verb: 'UPDATE' | 'DELETE'): void {
  if (node.filters.length === 0) throw errors.unfilteredWrite(verb);
  if (root.limit !== undefined || root.offset !== undefined) {
    throw errors.parseError(
      'limit',
      String(root.limit ?? root.offset),
      `limit and offset are not supported on ${verb}`,
    );
  }
}

function checkLevelsUsed(req: ApiRequest, used: Set<string>, rootAllowed = true): void {
  for (const path of req.levels.keys()) {
    if (path === '' && rootAllowed) continue;
    if (!used.has(path)) throw errors.notEmbedded(path.split('.').pop() ?? path);
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** "Perhaps you meant ..." for a mistyped name: the closest exposed name within a small edit distance. */
function hintFor(name: string, candidates: string[]): string | null {
  let best: string | undefined;
  let bestDistance = 4;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best ? `Perhaps you meant '${best}'` : null;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 4) return 99;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/**
 * What the data API knows about the database: relations, columns, keys, relationships and functions,
 * introspected once at start (and on reload). Identifiers in generated SQL come only from here.
 */
import type pg from 'pg';
import { introspectionSql } from './schema-introspection-sql.js';

export interface Column {
  name: string;
  /** format_type(), e.g. `timestamp with time zone`, `text[]`. */
  type: string;
  /** pg_type.typname of the base type, e.g. `timestamptz`, `_text`. */
  typname: string;
  nullable: boolean;
  defaultExpr: string | null;
  isArray: boolean;
  generated: boolean;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  uniques: string[][];
  insertable: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionDef {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnType: string;
  /** Relation whose row type the function returns (composite), if any. */
  returnRelation: string | null;
  /** Output columns for functions declared RETURNS TABLE(...) / OUT params. */
  outColumns: { name: string; type: string }[];
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionDef[]>;
  types: Set<string>;
  loadedAt: Date;
}

interface IntrospectionResult {
  relations: { name: string; kind: string; insertable: boolean; pk: string[] | null; uniques: string[][] | null }[];
  columns: {
    relation: string;
    name: string;
    type: string;
    typname: string;
    nullable: boolean;
    default_expr: string | null;
    is_array: boolean;
    generated: boolean;
  }[];
  fks: ForeignKey[];
  view_sources: { view: string; source: string; columns: string[] | null }[];
  functions: {
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    arg_modes: string[] | null;
    n_defaults: number;
    returns_set: boolean;
    return_type: string;
    return_relation: string | null;
    volatility: string;
  }[];
  types: string[];
}

export async function loadSchemaCache(db: pg.Pool | pg.PoolClient): Promise<SchemaCache> {
  const { rows } = await db.query<{ data: IntrospectionResult }>(introspectionSql);
  const data = rows[0]?.data;
  if (!data) throw new Error('schema introspection returned nothing');
  return buildSchemaCache(data);
}

export function buildSchemaCache(data: IntrospectionResult): SchemaCache {
  const relations = new Map<string, Relation>();
  for (const r of data.relations) {
    relations.set(r.name, {
      name: r.name,
      kind: r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
      columns: new Map(),
      primaryKey: r.pk ?? [],
      uniques: r.uniques ?? [],
      insertable: r.insertable,
    });
  }
  for (const c of data.columns) {
    relations.get(c.relation)?.columns.set(c.name, {
      name: c.name,
      type: c.type,
      typname: c.typname,
      nullable: c.nullable,
      defaultExpr: c.default_expr,
      isArray: c.is_array,
      generated: c.generated,
    });
  }
  const foreignKeys = [...data.fks, ...inferViewForeignKeys(data.fks, data.view_sources, relations)];
  for (const v of relations.values()) {
    // A view over one table keys like that table when it exposes the key columns.
    if (v.kind !== 'view' || v.primaryKey.length) continue;
    const sources = data.view_sources.filter((s) => s.view === v.name);
    const src = sources.length === 1 ? relations.get(sources[0]!.source) : undefined;
    if (src && src.primaryKey.length && src.primaryKey.every((c) => v.columns.has(c)))
      v.primaryKey = [...src.primaryKey];
  }
  const functions = new Map<string, FunctionDef[]>();
  for (const f of data.functions) {
    const names = f.arg_names ?? [];
    const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
    const args: FunctionArg[] = [];
    const outColumns: { name: string; type: string }[] = [];
    const inCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
    let inIndex = 0;
    f.arg_types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = names[i] ?? '';
      if (mode === 'o' || mode === 't') outColumns.push({ name, type });
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        args.push({ name, type, hasDefault: inIndex >= inCount - f.n_defaults });
        inIndex++;
      }
      if (mode === 'b') outColumns.push({ name, type });
    });
    const def: FunctionDef = {
      name: f.name,
      args,
      returnsSet: f.returns_set,
      returnType: f.return_type,
      returnRelation: f.return_relation,
      outColumns,
      volatility: f.volatility === 'i' ? 'immutable' : f.volatility === 's' ? 'stable' : 'volatile',
    };
    functions.set(f.name, [...(functions.get(f.name) ?? []), def]);
  }
  return { relations, foreignKeys, functions, types: new Set(data.types), loadedAt: new Date() };
}

/**
 * PostgREST finds relationships of views by following view columns to their source tables. We do the same
 * for simple views: a view that exposes all FK columns of one of its source tables (under the same names)
 * inherits that foreign key, in both directions.
 */
function inferViewForeignKeys(
  fks: ForeignKey[],
  viewSources: { view: string; source: string; columns: string[] | null }[],
  relations: Map<string, Relation>,
): ForeignKey[] {
  const out: ForeignKey[] = [];
  for (const { view, source, columns } of viewSources) {
    // Only source columns the view actually reads (column-level dependencies) can surface in it.
    const used = new Set(columns ?? []);
    const v = relations.get(view);
    if (!v) continue;
    // With several sources a column like `id` could come from any of them; only a single-source view can be
    // trusted to expose its source's key under the same name.
    const singleSource = viewSources.filter((s) => s.view === view).length === 1;
    for (const fk of fks) {
      if (fk.table === source && fk.columns.every((c) => v.columns.has(c) && used.has(c))) {
        out.push({ ...fk, table: view });
      }
      if (singleSource && fk.refTable === source && fk.refColumns.every((c) => v.columns.has(c) && used.has(c))) {
        out.push({ ...fk, refTable: view });
      }
    }
  }
  return out;
}

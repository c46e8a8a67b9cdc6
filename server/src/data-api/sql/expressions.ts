/** SQL for column references, JSON paths, conditions and order terms. */
import type { PlannedFilter, PlannedOrder } from '../plan-types.js';
import type { FieldRef } from '../types.js';
import { ident, type SqlParams } from './builder.js';

const INT_KEY = /^-?\d{1,9}$/;

export function fieldSql(alias: string, field: FieldRef, p: SqlParams): string {
  let sql = `${alias}.${ident(field.column)}`;
  for (const step of field.jsonPath) {
    // Integer keys index arrays (`->0`); other keys are bound as text.
    const key = INT_KEY.test(step.key) ? step.key : `${p.add(step.key)}::text`;
    sql = `(${sql}${step.op}${key})`;
  }
  return sql;
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const TEXTUAL = new Set(['like', 'ilike', 'match', 'imatch']);
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** SQL for a planned filter; `embedAlias` maps an embed to the alias of its lateral subquery. */
export function filterSql(
  alias: string,
  f: PlannedFilter,
  p: SqlParams,
  embedAlias: (output: string) => string,
): string {
  if (f.kind === 'embed-null') {
    const ref = f.embed.spread ? `${embedAlias(f.embed.output)}.pgrst_found` : `${embedAlias(f.embed.output)}.body`;
    return `(${ref} ${f.isNull ? 'is null' : 'is not null'})`;
  }
  if (f.kind === 'logic') {
    const parts = f.children.map((c) => filterSql(alias, c, p, embedAlias));
    const joined = `(${parts.join(f.op === 'and' ? ' and ' : ' or ')})`;
    return f.negated ? `(not ${joined})` : joined;
  }
  let expr = fieldSql(alias, f.field, p);
  let sql: string;
  const op = f.operator;
  const isText = f.column.typname === 'text' || f.column.typname === 'varchar' || f.field.jsonPath.at(-1)?.op === '->>';
  if (TEXTUAL.has(op) && !isText) expr = `${expr}::text`;

  if (op === 'is') sql = `${expr} ${IS[f.value as string]}`;
  else if (op === 'isdistinct') sql = `${expr} is distinct from ${p.add(f.value)}`;
  else if (op === 'in') {
    sql = (f.value as string[]).length ? `${expr} = any(${p.add(f.value)})` : 'false';
  } else if (op in TSQUERY) {
    const doc = f.column.typname === 'tsvector' ? expr : `to_tsvector(${langArg(f.language, p)}${expr}::text)`;
    sql = `${doc} @@ ${TSQUERY[op]}(${langArg(f.language, p)}${p.add(f.value)})`;
  } else if (f.quantifier) {
    sql = `${expr} ${COMPARISON[op]} ${f.quantifier}(${p.add(f.value)})`;
  } else sql = `${expr} ${COMPARISON[op]} ${p.add(f.value)}`;
  return f.negated ? `(not (${sql}))` : `(${sql})`;
}

function langArg(language: string | undefined, p: SqlParams): string {
  return language ? `${p.add(language)}::regconfig, ` : '';
}

export function orderSql(
  alias: string,
  o: PlannedOrder,
  p: SqlParams,
  embedValue: (o: PlannedOrder) => string,
): string {
  const expr = o.embed ? embedValue(o) : fieldSql(alias, o.field, p);
  const dir = o.direction ? ` ${o.direction}` : '';
  const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
  return `${expr}${dir}${nulls}`;
}

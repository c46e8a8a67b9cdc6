import type { Condition, FieldRef, FilterOperator, LogicTree } from '../types.js';
import { parseField } from './field.js';
import { splitTopLevel, unquote } from './scan.js';

export const OPERATORS = new Set<FilterOperator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** Parses `[not.]op[(modifier)].value` for the given field. */
export function parseCondition(field: FieldRef, raw: string): Condition {
  let text = raw;
  let negated = false;
  if (text.startsWith('not.')) {
    negated = true;
    text = text.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`unexpected ${JSON.stringify(raw)} expecting operator (eq, gt, ...)`);
  const [, opText = '', modifier, rest = ''] = m;
  if (!OPERATORS.has(opText as FilterOperator)) throw new Error(`unknown operator "${opText}"`);
  const operator = opText as FilterOperator;
  const cond: Condition = { kind: 'condition', field, negated, operator, value: rest };

  if (modifier !== undefined) {
    if (FTS.has(operator)) cond.language = modifier;
    else if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(operator)) {
      cond.quantifier = modifier;
      cond.value = parseList(rest, '{', '}').map((v) => likePattern(operator, v));
      return cond;
    } else throw new Error(`unexpected modifier "${modifier}" for operator "${operator}"`);
  }
  if (operator === 'in') cond.value = parseList(rest, '(', ')');
  else if (operator === 'is') {
    const v = rest.toLowerCase();
    if (!IS_VALUES.has(v)) throw new Error(`unexpected "${rest}" expecting null, not_null, true, false or unknown`);
    cond.value = v;
  } else cond.value = likePattern(operator, unquote(rest));
  return cond;
}

// PostgREST lets clients write `*` for `%` because `%` is awkward in URLs.
function likePattern(op: FilterOperator, v: string): string {
  return op === 'like' || op === 'ilike' ? v.replace(/\*/g, '%') : v;
}

function parseList(raw: string, open: string, close: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) {
    throw new Error(`unexpected ${JSON.stringify(raw)} expecting "${open}value,...${close}"`);
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

/** Parses the value of `or=`/`and=`: `(a.eq.1,or(b.gt.2,not.c.is.null))`. */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, raw: string): LogicTree {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw new Error('expecting "(" and ")" around the conditions');
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') throw new Error('unexpected empty logic tree');
  const children = splitTopLevel(inner).map((part) => parseTreeElement(part.trim()));
  return { kind: 'logic', op, negated, children };
}

function parseTreeElement(text: string): Condition | LogicTree {
  const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(text);
  if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '');
  const dot = fieldEnd(text);
  if (dot < 0) throw new Error(`unexpected ${JSON.stringify(text)} expecting field.operator.value`);
  return parseCondition(parseField(text.slice(0, dot)), text.slice(dot + 1));
}

/** Index of the dot that ends the field part of `field.op.value` (skipping quoted names). */
function fieldEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === '.') return i;
  }
  return -1;
}

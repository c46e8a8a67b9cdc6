import type { Action, ApiRequest, LevelOptions, Preferences } from '../types.js';
import * as errors from '../errors.js';
import { parseField } from './field.js';
import { parseCondition, parseLogicTree } from './filter.js';
import { parseOrder } from './order.js';
import { parseName, splitTopLevel } from './scan.js';
import { parseSelect } from './select.js';

export interface HttpParts {
  method: string;
  /** `checks`, or `rpc/fn` */
  path: string;
  /** Raw query string without the leading `?`. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  /** Raw request body text, if any. */
  body?: string;
  contentType?: string;
}

export const MAX_FILTERS = 50;

// `not.or` must not read as an embed named `not`: the negated forms are tried first.
const LEVEL_KEYS = /^(?:(.+?)\.)??(not\.and|not\.or|order|limit|offset|and|or)$/;

/** The parse step: HTTP parts → ApiRequest. Pure; throws PostgREST-coded AppErrors. */
export function parseRequest(http: HttpParts): ApiRequest {
  const method = http.method.toUpperCase();
  const isRpc = http.path.startsWith('rpc/');
  const target = isRpc ? http.path.slice(4) : http.path;
  if (!target || target.includes('/')) throw errors.relationNotFound(target, null);
  const action = actionFor(method, isRpc);

  const req: ApiRequest = {
    action,
    method: method as ApiRequest['method'],
    target,
    headOnly: method === 'HEAD',
    select: [{ kind: 'star' }],
    levels: new Map(),
    preferences: parsePrefer(http.headers.prefer),
    accept: parseAccept(header(http.headers.accept)),
    rpcArgs: new Map(),
    filterCount: 0,
  };
  const range = parseRangeHeader(header(http.headers.range));
  if (range) req.range = range;

  const params = new URLSearchParams(http.query);
  for (const [key, value] of params) {
    if (key === 'select') req.select = guard('select parameter', value, () => parseSelect(value));
    else if (key === 'columns') req.columns = guard('columns', value, () => nameList(value));
    else if (key === 'on_conflict') req.onConflict = guard('on_conflict', value, () => nameList(value));
    else if (action === 'rpc' && !LEVEL_KEYS.test(key)) req.rpcArgs.set(key, value);
    else addLevelParam(req, key, value);
  }
  if (req.filterCount > MAX_FILTERS) throw errors.limitExceeded('filters', MAX_FILTERS);

  if (http.body !== undefined && http.body !== '' && (action === 'insert' || action === 'update' || action === 'rpc')) {
    req.body = parseBody(http.body, http.contentType);
  } else if (action === 'insert' || action === 'update') {
    throw errors.invalidBody('Empty or invalid json');
  }
  return req;
}

/** Adds one filter/order/limit/offset/logic parameter to its embed level. Exported for rpc arguments. */
export function addLevelParam(req: ApiRequest, key: string, value: string): void {
  const special = LEVEL_KEYS.exec(key);
  if (special) {
    const path = special[1] ? embedPath(special[1]) : '';
    const name = special[2] ?? '';
    const level = levelOf(req, path);
    if (name === 'order') level.order = guard('order', value, () => parseOrder(value));
    else if (name === 'limit' || name === 'offset') level[name] = nonNegativeInt(name, value);
    else {
      const negated = name.startsWith('not.');
      const op = name.replace('not.', '') as 'and' | 'or';
      const tree = guard('logic tree', `${value}`, () => parseLogicTree(op, negated, value));
      req.filterCount += countConditions(tree);
      level.filters.push(tree);
    }
    return;
  }
  const { path, fieldText } = splitFilterKey(key);
  const cond = guard('filter', value, () => parseCondition(parseField(fieldText), value));
  req.filterCount++;
  levelOf(req, path).filters.push(cond);
}

function countConditions(node: { kind: string; children?: unknown[] }): number {
  if (node.kind === 'condition') return 1;
  return (node.children as { kind: string }[]).reduce((n, c) => n + countConditions(c), 0);
}

function levelOf(req: ApiRequest, path: string): LevelOptions {
  let level = req.levels.get(path);
  if (!level) {
    level = { filters: [] };
    req.levels.set(path, level);
  }
  return level;
}

/** `rel.sub.col->a.b` → path `rel.sub`, field `col->a.b` (dots after the first arrow belong to the JSON key). */
function splitFilterKey(key: string): { path: string; fieldText: string } {
  const arrow = key.indexOf('->');
  const head = arrow >= 0 ? key.slice(0, arrow) : key;
  const tail = arrow >= 0 ? key.slice(arrow) : '';
  const segments = guard('filter', key, () => splitTopLevel(head, '.'));
  const last = segments.pop() ?? '';
  return { path: segments.length ? embedPath(segments.join('.')) : '', fieldText: last + tail };
}

function embedPath(raw: string): string {
  return guard('embedded resource path', raw, () =>
    splitTopLevel(raw, '.')
      .map((s) => parseName(s, 'embedded resource name'))
      .join('.'),
  );
}

function nameList(value: string): string[] {
  return splitTopLevel(value).map((n) => parseName(n, 'column name'));
}

function nonNegativeInt(what: string, value: string): number {
  if (!/^\d{1,15}$/.test(value))
    throw errors.parseError(what, value, `unexpected "${value}" expecting a non-negative integer`);
  return Number(value);
}

function guard<T>(what: string, input: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof Error && !('status' in e)) throw errors.parseError(what, input, e.message);
    throw e;
  }
}

function actionFor(method: string, isRpc: boolean): Action {
  if (isRpc) {
    if (method === 'GET' || method === 'HEAD' || method === 'POST') return 'rpc';
    throw errors.methodNotAllowedForRpc();
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      return 'read';
    case 'POST':
      return 'insert';
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      throw errors.unsupportedVerb(method);
  }
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v.join(',') : v;
}

const PREFERENCES: Record<string, Record<string, Preferences[keyof Preferences]>> = {
  return: { minimal: 'minimal', representation: 'representation', 'headers-only': 'headers-only' },
  count: { exact: 'exact', planned: 'planned', estimated: 'estimated' },
  resolution: { 'merge-duplicates': 'merge-duplicates', 'ignore-duplicates': 'ignore-duplicates' },
  missing: { default: 'default', null: 'null' },
  handling: { strict: 'strict', lenient: 'lenient' },
};

export function parsePrefer(raw: string | string[] | undefined): Preferences {
  const prefs: Preferences = {};
  const invalid: string[] = [];
  for (const token of (header(raw) ?? '').split(',')) {
    const t = token.trim();
    if (!t) continue;
    const [k = '', v = ''] = t.split('=').map((s) => s.trim());
    const value = PREFERENCES[k]?.[v];
    if (value === undefined) invalid.push(t);
    else (prefs as Record<string, unknown>)[k] = value;
  }
  if (prefs.handling === 'strict' && invalid.length) {
    throw errors.invalidPreferences(invalid);
  }
  return prefs;
}

export function parseAccept(raw: string | undefined): ApiRequest['accept'] {
  if (!raw) return 'json';
  const types = raw.split(',').map((t) => (t.split(';')[0] ?? '').trim().toLowerCase());
  for (const t of types) {
    if (t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object') return 'object';
    if (t === 'application/json' || t === '*/*' || t === 'application/*' || t === '') return 'json';
    if (t === 'text/csv') return 'csv';
  }
  throw errors.notAcceptable(raw);
}

export function parseRangeHeader(raw: string | undefined): { from: number; to?: number } | undefined {
  if (!raw) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(raw);
  if (!m) throw errors.rangeNotSatisfiable('An invalid range was specified');
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : undefined;
  if (to !== undefined && to < from) throw errors.rangeNotSatisfiable('An invalid range was specified');
  return { from, to };
}

function parseBody(body: string, contentType: string | undefined): unknown {
  const type = (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/vnd.pgrst.object+json') {
    throw errors.unsupportedMediaType(type ?? '');
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw errors.invalidBody('Empty or invalid json');
  }
}

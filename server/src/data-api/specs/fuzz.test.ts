/**
 * Hostile query strings against the real app and database: whatever the input, the answer is a correct
 * 2xx/3xx or a coded 4xx — never a 5xx, never SQL text in the body.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPERATORS } from '../parse/filter.js';
import { createFixtureApp } from '../testing/fixture-app.js';

let f: Awaited<ReturnType<typeof createFixtureApp>>;
beforeAll(async () => {
  f = await createFixtureApp();
});
afterAll(() => f.close());

// Fragments only our generated SQL contains; a body holding one that the request did not send leaks SQL.
const SQL_LEAKS = [
  'pgrst_mut',
  'pgrst_rows',
  'json_agg(',
  'join lateral',
  ' as t0',
  't0."',
  'from public."',
  '::bigint',
  'jsonb_populate_record',
];

const nasty = fc.constantFrom(
  "'",
  '"',
  '""',
  '(',
  ')',
  ',',
  '.',
  ':',
  '::',
  '!',
  '->',
  '->>',
  '*',
  '%',
  '\\',
  ';',
  '--',
  '/*',
  '*/',
  ' ',
  'é',
  '日本',
  '😀',
  '\u0000',
  '\u202e',
  "'; drop table clients; --",
  ') or 1=1 --',
  'union select',
  'pg_sleep(5)',
  'now-2d',
  'now/d',
  'null',
  'not',
  'inner',
  '{',
  '}',
  '[',
  ']',
  '$1',
  'id',
  'name',
  'clients',
  'projects',
  'tasks',
  'meta',
  'tags',
  'eq',
  'in',
  'is',
  'like',
  'fts',
  'cs',
  'or',
  'and',
  'order',
  'limit',
  'desc',
  'nullslast',
  '0',
  '-1',
  '999999999999999999999',
  '1e9',
  'true',
);
const token = fc.oneof(nasty, fc.string({ maxLength: 6 }), fc.constantFrom('a', 'b', 'x'));
const chunk = fc.array(token, { maxLength: 8 }).map((a) => a.join(''));
const column = fc.constantFrom('id', 'name', 'client_id', 'meta', 'tags', 'created_at', 'nope', 'meta->a', 'meta->>b');
const operator = fc.constantFrom(...OPERATORS, 'not.eq', 'not.in', 'eq(any)', 'like(all)', 'fts(english)', 'zz');
const filter = fc.tuple(fc.oneof(column, chunk), operator, chunk).map(([c, o, v]) => `${c}=${o}.${v}`);
const selectItem = fc.oneof(
  column,
  chunk,
  fc.tuple(chunk, column).map(([a, c]) => `${a}:${c}`),
  fc.tuple(column, fc.constantFrom('text', 'int', 'jsonb', 'nope', 'text;x')).map(([c, t]) => `${c}::${t}`),
  fc
    .tuple(fc.constantFrom('clients', 'projects', 'tasks', 'fx_users', chunk as unknown as string), chunk)
    .map(([r, s]) => `${r}(${s})`),
  fc.constantFrom('*', 'clients!inner(*)', '...clients(name)', 'tasks(projects(clients(projects(id))))'),
);
const select = fc.array(selectItem, { maxLength: 4 }).map((a) => `select=${a.join(',')}`);
const order = fc
  .array(fc.tuple(fc.oneof(column, chunk), fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.x')), { maxLength: 3 })
  .map((a) => `order=${a.map(([c, d]) => c + d).join(',')}`);
const logic = fc
  .tuple(fc.constantFrom('or', 'and', 'not.or', 'projects.or'), fc.array(filter, { maxLength: 3 }), chunk)
  .map(([k, fs, junk]) => `${k}=(${fs.map((x) => x.replace('=', '.')).join(',')}${junk})`);
const paging = fc
  .tuple(fc.constantFrom('limit', 'offset', 'projects.limit', 'columns', 'on_conflict'), chunk)
  .map(([k, v]) => `${k}=${v}`);
const param = fc.oneof(filter, select, order, logic, paging, chunk);
const query = fc
  .array(param, { maxLength: 6 })
  .map((ps) => ps.map((p) => encodeURI(p).replace(/[&#]/g, encodeURIComponent)).join('&'));
const table = fc.constantFrom(
  'clients',
  'projects',
  'tasks',
  'project_view',
  'hidden_secrets',
  'rpc/projects_of',
  'rpc/add_them',
  'nope',
);

async function assertSafe(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const res = await f.req(method, path, { body, headers });
  if (res.statusCode >= 500) throw new Error(`${method} ${path} → ${res.statusCode} ${res.body}`);
  if (res.statusCode >= 400) {
    const data = res.data as Record<string, unknown>;
    expect(typeof data.code, res.body).toBe('string');
    expect(typeof data.message).toBe('string');
  }
  const sent = `${safeDecode(path)} ${JSON.stringify(body ?? '')} ${JSON.stringify(headers ?? {})}`.toLowerCase();
  for (const leak of SQL_LEAKS) {
    if (res.body.toLowerCase().includes(leak) && !sent.includes(leak))
      throw new Error(`SQL text leaked for ${path}: ${res.body}`);
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

describe('data API fuzz', () => {
  test('hostile GET query strings never give a 5xx or SQL text', async () => {
    await fc.assert(
      fc.asyncProperty(table, query, async (t, q) => assertSafe('GET', `${t}?${q}`)),
      { numRuns: 5000 },
    );
  });

  test('hostile headers never give a 5xx', async () => {
    const headers = fc.record({
      prefer: fc.oneof(
        chunk,
        fc.constantFrom('count=exact', 'count=planned', 'count=estimated, handling=strict', 'return=representation'),
      ),
      range: fc.oneof(chunk, fc.constantFrom('0-1', '5-', '9-0', '999999999999999999999-')),
      accept: fc.oneof(chunk, fc.constantFrom('application/vnd.pgrst.object+json', 'text/csv', '*/*')),
    });
    await fc.assert(
      fc.asyncProperty(table, query, headers, async (t, q, h) => assertSafe('GET', `${t}?${q}`, undefined, h)),
      {
        numRuns: 1500,
      },
    );
  });

  test('hostile writes never give a 5xx', async () => {
    const json = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(fc.oneof(column, chunk), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      fc.array(
        fc.dictionary(fc.constantFrom('id', 'name', 'client_id'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
        { maxLength: 3 },
      ),
      chunk,
    );
    const method = fc.constantFrom('POST' as const, 'PATCH' as const, 'DELETE' as const);
    await fc.assert(
      fc.asyncProperty(method, table, query, json, async (m, t, q, b) =>
        assertSafe(m, `${t}?${q}`, m === 'DELETE' ? undefined : typeof b === 'string' ? b : JSON.stringify(b)),
      ),
      { numRuns: 2500 },
    );
  });
});

/**
 * Data API vs raw SQL vs HTTP floor, in one run on a seeded database.
 *
 *   node --import tsx bench/data-api/run.ts [--json] [--sql] [--iterations N] [--warmup N] [--items N] [--changes N]
 *
 * --sql prints the statement each data-API request ran and EXPLAIN ANALYZE of it and of the raw SQL.
 *
 * For each read workload it measures, interleaved request by request (so noise hits all three alike):
 *   - the real app (buildApp) over HTTP: GET /api/db/...
 *   - the equivalent hand-written SQL through pg (same pool settings as the server), in process
 *   - the HTTP floor: an empty Fastify route on a separate instance, same HTTP client and keep-alive socket
 * and reports ratio = dataApi p50 / (raw p50 + floor p50) against the DESIGN §10 budget (≤ 1.5), plus how
 * many SQL statements one data-API request runs (budget: 1). A missed budget prints MISSED; only a crash
 * exits non-zero.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../server/src/app.js';
import { loadAuthConfig } from '../../server/src/features/auth/auth-config.js';
import { createUser } from '../../server/src/features/auth/create-user.js';
import { passwordHasher } from '../../server/src/features/auth/password-hash.js';
import { createAccessToken } from '../../server/src/plugins/auth-tokens.js';
import { createSchemaCacheStore } from '../../server/src/data-api/schema-cache-store.js';
import { createPool } from '../../server/src/db/pool.js';
import { createTestDatabase, prepareTemplateDatabase } from '../../server/src/testing/test-db.js';
import { seed } from './seed.js';

const TARGET_RATIO = 1.5;
const TARGET_STATEMENTS = 1;

function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number(process.env[`BENCH_${name.slice(2).toUpperCase()}`]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}
const ITERATIONS = argNumber('--iterations', 2000);
const WARMUP = argNumber('--warmup', 300);
const ITEMS = argNumber('--items', 12_000);
const CHANGES = argNumber('--changes', 36_000);
const JSON_OUT = process.argv.includes('--json');
const SHOW_SQL = process.argv.includes('--sql');
const log = (...a: unknown[]) => (JSON_OUT ? console.error(...a) : console.log(...a));

interface Workload {
  name: string;
  path: string;
  headers?: Record<string, string>;
  sql: string;
  values: unknown[];
  /** The ids (in order) a response holds, to check both sides fetch the same rows. */
  apiIds(body: unknown, headers: http.IncomingHttpHeaders): string;
  rawIds(rows: Record<string, unknown>[]): string;
}

const idsOf = (rows: { id?: unknown }[]) => rows.map((r) => String(r.id)).join(',');

const WORKLOADS: Workload[] = [
  {
    name: 'filtered list',
    path:
      '/api/db/config_items?select=id,name,type,health&type=eq.Kubernetes::Pod&health=eq.unhealthy' +
      '&deleted_at=is.null&order=name&limit=50',
    sql: `select id, name, type, health from config_items
        where type = $1 and health = $2 and deleted_at is null order by name limit 50`,
    values: ['Kubernetes::Pod', 'unhealthy'],
    apiIds: (b) => idsOf(b as { id: string }[]),
    rawIds: idsOf,
  },
  {
    name: 'embedded select',
    path: '/api/db/config_changes?select=id,change_type,created_at,config:config_items(id,name,type)&order=created_at.desc&limit=50',
    sql: `select c.id, c.change_type, c.created_at, i.id as config_id, i.name as config_name, i.type as config_type
         from config_changes c join config_items i on i.id = c.config_id
        order by c.created_at desc limit 50`,
    values: [],
    apiIds: (b) => (b as { id: string; config: { id: string } }[]).map((r) => `${r.id}/${r.config.id}`).join(','),
    rawIds: (rows) => rows.map((r) => `${String(r.id)}/${String(r.config_id)}`).join(','),
  },
  {
    name: 'count (exact)',
    path: '/api/db/config_items?select=id&type=eq.Kubernetes::Pod&limit=1',
    headers: { prefer: 'count=exact' },
    sql: `select (select count(*) from config_items where type = $1) as total,
              (select id from config_items where type = $1 limit 1) as id`,
    values: ['Kubernetes::Pod'],
    // The first row is arbitrary (no order), so compare the totals: Content-Range "0-0/N" vs count(*).
    apiIds: (_b, h) => String(h['content-range']).split('/')[1] ?? '',
    rawIds: (rows) => String(rows[0]?.total),
  },
];

// ---------------------------------------------------------------------------------------------- HTTP client

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<HttpResult> {
  return send(port, 'GET', path, headers);
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

// ---------------------------------------------------------------------------------------------- statistics

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

interface Summary {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

function summarize(samples: number[]): Summary {
  const s = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

// ---------------------------------------------------------------------------------------------- main

/** Counts statements the app's pool runs, so one request can be checked to issue exactly one. */
let lastValues: unknown[] = [];
function countStatements(pool: pg.Pool): { start(): void; stop(): string[] } {
  let recording: string[] | null = null;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      if (recording) {
        const q =
          typeof first === 'string' ? { text: first, values: args[1] } : (first as { text: string; values?: unknown });
        recording.push(q.text);
        lastValues = Array.isArray(q.values) ? q.values : [];
      }
      return query(...args);
    };
  });
  return {
    start: () => void (recording = []),
    stop: () => {
      const r = recording ?? [];
      recording = null;
      return r;
    },
  };
}

async function main(): Promise<void> {
  const wall = performance.now();
  log(`data-api bench: preparing a database (${ITEMS} config_items, ${CHANGES} config_changes) ...`);
  await prepareTemplateDatabase();
  const db = await createTestDatabase();
  const pools: pg.Pool[] = [];
  const servers: FastifyInstance[] = [];
  try {
    const seeded = await seed(db.pool, { items: ITEMS, changes: CHANGES });
    log(
      `seeded ${seeded.items} items (${seeded.deletedItems} deleted, ${seeded.pods} pods, ` +
        `${seeded.podsUnhealthy} live unhealthy pods), ${seeded.changes} changes in ${(seeded.ms / 1000).toFixed(1)} s; analyzed`,
    );

    // The server's pool and the raw-SQL pool: same settings as main.ts (defaults of config.ts).
    const poolSettings = { connectionString: db.url, max: 10, statementTimeoutMs: 15_000 };
    const appPool = createPool({ ...poolSettings, applicationName: 'opsdeck-bench-api' });
    const rawPool = createPool({ ...poolSettings, applicationName: 'opsdeck-bench-raw' });
    pools.push(appPool, rawPool);
    const statements = countStatements(appPool);

    const schemaCache = await createSchemaCacheStore(appPool);
    const app = await buildApp({
      config: { logLevel: 'silent', maxRows: 1000, webDir: '/nonexistent' },
      pool: appPool,
      schemaCache,
    });
    servers.push(app);
    const apiPort = await listen(app);
    // Requests are authenticated as in production: an admin's API token (verified once, then cached by the server).
    const admin = await db.pool.query<{ id: string }>(
      `insert into people (name, email) values ('Bench admin', 'bench-admin@bench.local') returning id`,
    );
    await db.pool.query(`insert into person_roles (person_id, role) values ($1, 'admin')`, [admin.rows[0]!.id]);
    const { token } = await createAccessToken(db.pool, { personId: admin.rows[0]!.id, name: 'bench' });
    const authorized = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...headers });

    // A browser's session cookie, signed in through the app as the web does.
    const email = 'bench-user@bench.local';
    const password = 'a bench passphrase of some length';
    await createUser(db.pool, passwordHasher().hash, {
      email,
      firstName: 'Bench',
      lastName: 'User',
      role: 'admin',
      password,
    });
    const signedIn = await send(
      apiPort,
      'POST',
      '/api/auth/sign-in/email',
      { 'content-type': 'application/json', origin: new URL(loadAuthConfig().publicUrl).origin },
      JSON.stringify({ email, password }),
    );
    if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.body}`);
    const cookie = [signedIn.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const withCookie = (headers: Record<string, string> = {}) => ({ cookie, ...headers });

    const floor = Fastify({ logger: false });
    floor.get('/floor', async () => []);
    servers.push(floor);
    const floorPort = await listen(floor);

    // The token's first use reads and stamps its row; every later call finds it remembered (auth-credential-cache.ts).
    await get(apiPort, '/api/db/config_items?select=id&limit=1', authorized());

    // Correctness first: same rows on both sides, and one statement per data-API request.
    const checks: { name: string; same: boolean; statements: number }[] = [];
    for (const w of WORKLOADS) {
      statements.start();
      const res = await get(apiPort, w.path, authorized(w.headers));
      const ran = statements.stop();
      if (res.status >= 300) throw new Error(`${w.name}: data API answered ${res.status}: ${res.body}`);
      const raw = await rawPool.query(w.sql, w.values);
      const same = w.apiIds(JSON.parse(res.body), res.headers) === w.rawIds(raw.rows);
      checks.push({ name: w.name, same, statements: ran.length });
      if (SHOW_SQL) {
        log(`\n${w.name}: ${w.path}`);
        for (const text of ran) {
          log(`  data API SQL: ${text}`);
          const plan = await rawPool.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, costs off, summary on) ${text}`,
            lastValues,
          );
          log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
        }
        log(`  raw SQL: ${w.sql.replace(/\s+/g, ' ')}`);
        const plan = await rawPool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off, summary on) ${w.sql}`,
          w.values,
        );
        log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
      }
    }

    // Who is calling, by credential: a session cookie against a token on the first workload, interleaved; after its
    // first use each is remembered (plugins/auth-credential-cache.ts), so neither should add a statement.
    const w0 = WORKLOADS[0]!;
    await get(apiPort, w0.path, withCookie(w0.headers));
    statements.start();
    const cookieRes = await get(apiPort, w0.path, withCookie(w0.headers));
    const cookieStatements = statements.stop().length;
    if (cookieRes.status >= 300) throw new Error(`session cookie: data API answered ${cookieRes.status}`);
    const callerSamples: [number[], number[]] = [[], []];
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      for (let k = 0; k < 2; k++) {
        const j = (i + k) % 2;
        const ms = await timed(() => get(apiPort, w0.path, j === 0 ? withCookie(w0.headers) : authorized(w0.headers)));
        if (i >= WARMUP) callerSamples[j]!.push(ms);
      }
    }
    const session = {
      workload: w0.name,
      cookie: summarize(callerSamples[0]),
      token: summarize(callerSamples[1]),
      statementsPerRequest: cookieStatements,
      statementsMet: cookieStatements === TARGET_STATEMENTS,
    };

    const results = [];
    for (const w of WORKLOADS) {
      const runApi = async () => {
        const r = await get(apiPort, w.path, authorized(w.headers));
        if (r.status >= 300) throw new Error(`${w.name}: data API answered ${r.status}`);
      };
      const runRaw = () => rawPool.query(w.sql, w.values);
      const runFloor = () => get(floorPort, '/floor');
      const steps = [runApi, runRaw, runFloor];
      const samples: number[][] = [[], [], []];
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        // Rotate the order each round so no side always runs right after another.
        for (let k = 0; k < 3; k++) {
          const j = (i + k) % 3;
          const ms = await timed(steps[j]!);
          if (i >= WARMUP) samples[j]!.push(ms);
        }
      }
      const [api, raw, fl] = samples.map(summarize) as [Summary, Summary, Summary];
      const ratio = api.p50 / (raw.p50 + fl.p50);
      const check = checks.find((c) => c.name === w.name)!;
      results.push({
        workload: w.name,
        request: w.path,
        dataApi: api,
        rawSql: raw,
        httpFloor: fl,
        ratio,
        target: TARGET_RATIO,
        met: ratio <= TARGET_RATIO,
        sameRows: check.same,
        statementsPerRequest: check.statements,
        statementsMet: check.statements === TARGET_STATEMENTS,
      });
    }

    if (JSON_OUT) {
      console.log(JSON.stringify({ iterations: ITERATIONS, warmup: WARMUP, seed: seeded, results, session }, null, 2));
    } else {
      const f = (n: number) => n.toFixed(2);
      const rows = results.map((r) => [
        r.workload,
        `${f(r.dataApi.p50)} / ${f(r.dataApi.p95)}`,
        `${f(r.rawSql.p50)} / ${f(r.rawSql.p95)}`,
        `${f(r.httpFloor.p50)} / ${f(r.httpFloor.p95)}`,
        `${r.ratio.toFixed(2)}x`,
        `<= ${r.target}x ${r.met ? 'ok' : 'MISSED'}`,
        `${r.statementsPerRequest} ${r.statementsMet ? 'ok' : 'MISSED'}`,
        r.sameRows ? 'yes' : 'NO',
      ]);
      const head = [
        'workload',
        'data API p50/p95 ms',
        'raw SQL p50/p95 ms',
        'HTTP floor p50/p95 ms',
        'ratio',
        'target',
        'SQL stmts/req',
        'same rows',
      ];
      const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
      console.log(
        `\ndata-api: ${ITERATIONS} sequential requests per side after ${WARMUP} warm-up, keep-alive, interleaved`,
      );
      console.log(`ratio = data API p50 / (raw SQL p50 + HTTP floor p50)`);
      console.log(line(head));
      console.log(widths.map((w) => '-'.repeat(w)).join('  '));
      for (const r of rows) console.log(line(r));
      console.log(
        `session cookie (${session.workload}): p50/p95 ${f(session.cookie.p50)} / ${f(session.cookie.p95)} ms, ` +
          `API token ${f(session.token.p50)} / ${f(session.token.p95)} ms; ` +
          `SQL stmts/req ${session.statementsPerRequest} ${session.statementsMet ? 'ok' : 'MISSED'}`,
      );
      const missed = results.filter((r) => !r.met || !r.statementsMet || !r.sameRows);
      console.log(
        missed.length
          ? `data-api: MISSED on ${missed.map((r) => r.workload).join(', ')}`
          : `data-api: all workloads within ${TARGET_RATIO}x and one statement per request`,
      );
      console.log(`data-api: done in ${((performance.now() - wall) / 1000).toFixed(1)} s`);
    }
  } finally {
    for (const s of servers) await s.close().catch(() => undefined);
    agent.destroy();
    for (const p of pools) await p.end().catch(() => undefined);
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error('data-api bench crashed:', e);
  process.exit(1);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { applyCanaries } from './apply-canaries.js';
import type { CanaryDefinition } from './canary-definition.js';
import { claimCanaryRuns } from './claim-canary-runs.js';
import { registerCheckKinds } from './kinds/index.js';
import { createOutboundPolicy } from './outbound-policy.js';
import { recordCanaryRuns } from './record-canary-runs.js';
import { runCanary } from './run-canary.js';
import { runCheckNow } from './run-check-now.js';
import { startHttpServer } from './testing/check-context.js';

registerCheckKinds();

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startHttpServer>>;
/** What the local servers answer: an inventory list (GET /inventory) and Alertmanager's firing alerts. */
let inventory: Array<{ name: string; up: boolean }> = [];
let firing: Array<{ labels: Record<string, string>; annotations?: Record<string, string>; fingerprint?: string }> = [];

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/inventory') return void res.end(JSON.stringify(inventory));
    if (path === '/api/v2/alerts') return void res.end(JSON.stringify(firing));
    res.writeHead(404).end('{}');
  });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const canary = (name: string, spec: Record<string, unknown>): CanaryDefinition => ({
  apiVersion: 'canaries.flanksource.com/v1',
  kind: 'Canary',
  metadata: { name, namespace: 'default', labels: {} },
  spec: { schedule: '@every 1h', ...spec },
});

const inventoryCheck = () => ({
  name: 'inventory',
  url: `${server.url}/inventory`,
  transform: {
    javascript: `JSON.stringify(_.map(json, function (i) {
      return { name: i.name, pass: i.up, message: i.name + (i.up ? ' is up' : ' is down'), labels: { tier: 'svc' } };
    }))`,
  },
});

/** One scheduled run of the canary through the engine's own steps: claim, run, record (as canary-run-loop does). */
async function runOnce(canaryId: string): Promise<{ checksRun: number }> {
  await db.pool.query(`update canary_runs set scheduled_at = now(), lease_expires_at = now() where canary_id = $1`, [
    canaryId,
  ]);
  const claimed = await claimCanaryRuns(db.pool, {
    owner: 'test',
    limit: 50,
    lookaheadMs: 0,
    leaseMs: 60_000,
    maxAttempts: 1_000,
  });
  const run = claimed.find((r) => r.canary_id === canaryId)!;
  const outcome = await runCanary(db.pool, run, {
    signal: new AbortController().signal,
    defaultTimeoutMs: 5_000,
    policy: createOutboundPolicy(),
  });
  const others = claimed.filter((r) => r !== run).map((r) => r.id);
  await db.pool.query('update canary_runs set lease_owner = null where id = any($1)', [others]);
  const recorded = await recordCanaryRuns(db.pool, 'test', 'host-1', [
    { runId: run.id, canaryId, scheduledAt: new Date(run.scheduled_at), outcome },
  ]);
  expect(recorded).toHaveLength(1);
  return { checksRun: run.checks.length };
}

async function checksOf(canaryId: string) {
  const { rows } = await db.pool.query<{
    id: string;
    name: string;
    status: string | null;
    transformed: boolean;
    parent: string | null;
    deleted: boolean;
    labels: Record<string, string>;
    endpoint: string | null;
    statuses: number;
    next_runtime: Date | null;
  }>(
    `select c.id, c.name, c.status, c.transformed, p.name as parent, c.deleted_at is not null as deleted, c.labels,
            c.endpoint, c.next_runtime, (select count(*)::int from check_statuses s where s.check_id = c.id) as statuses
       from checks c left join checks p on p.id = c.parent_check_id
      where c.canary_id = $1 order by c.name`,
    [canaryId],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r]));
}

async function events(checkId: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string }>(
    `select name from event_queue where subject_id = $1 order by name`,
    [checkId],
  );
  return rows.map((r) => r.name);
}

describe('transformed checks, recorded by the engine against real PostgreSQL', () => {
  it('turns a JSON list into one check per item, retires the ones that disappear, keeps them across spec writes', async () => {
    inventory = [
      { name: 'db', up: true },
      { name: 'cache', up: false },
      { name: 'queue', up: true },
    ];
    const [applied] = await applyCanaries(db.pool, [canary('inventory', { http: [inventoryCheck()] })]);
    const id = applied!.id;
    expect((await runOnce(id)).checksRun).toBe(1);

    let c = await checksOf(id);
    expect(Object.keys(c)).toEqual(['cache', 'db', 'inventory', 'queue']);
    expect(c.inventory).toMatchObject({ status: 'healthy', transformed: false, statuses: 1 });
    for (const name of ['db', 'cache', 'queue']) {
      expect(c[name]).toMatchObject({ transformed: true, parent: 'inventory', deleted: false, statuses: 1 });
      expect(c[name]!.labels).toEqual({ tier: 'svc' });
      expect(c[name]!.endpoint).toBe(`${server.url}/inventory`);
      expect(c[name]!.next_runtime).toEqual(c.inventory!.next_runtime);
    }
    expect([c.db!.status, c.cache!.status, c.queue!.status]).toEqual(['healthy', 'unhealthy', 'healthy']);
    const latest = await db.pool.query(
      `select c.name, l.message, l.error from check_statuses_latest l join checks c on c.id = l.check_id
        where c.transformed order by c.name`,
    );
    expect(latest.rows).toEqual([
      { name: 'cache', message: 'cache is down', error: 'cache is down' },
      { name: 'db', message: 'db is up', error: null },
      { name: 'queue', message: 'queue is up', error: null },
    ]);
    // A failing first result raises check.failed; a passing one raises nothing (as for any check).
    expect(await events(c.cache!.id)).toEqual(['check.failed']);
    expect(await events(c.db!.id)).toEqual([]);
    // They are checks like any other on the health pages.
    const summary = await db.pool.query(
      `select name, status from check_summary where canary_id = $1 and deleted_at is null order by name`,
      [id],
    );
    expect(summary.rows.map((r) => `${r.name}:${r.status}`)).toEqual([
      'cache:unhealthy',
      'db:healthy',
      'inventory:healthy',
      'queue:healthy',
    ]);

    // Next run: queue is gone, db fails, cache recovers. Only the parent is run (transformed checks are not claimed).
    inventory = [
      { name: 'db', up: false },
      { name: 'cache', up: true },
    ];
    expect((await runOnce(id)).checksRun).toBe(1);
    c = await checksOf(id);
    expect(c.db).toMatchObject({ status: 'unhealthy', deleted: false, statuses: 2 });
    expect(c.cache).toMatchObject({ status: 'healthy', deleted: false, statuses: 2 });
    // Default strategy (Ignore): retired as it was, no new status, no event.
    expect(c.queue).toMatchObject({ status: 'healthy', deleted: true, statuses: 1 });
    expect(await events(c.db!.id)).toEqual(['check.failed']);
    expect(await events(c.cache!.id)).toEqual(['check.failed', 'check.passed']);
    expect(await events(c.queue!.id)).toEqual([]);

    // A spec write (the sync trigger) keeps transformed checks of a parent still in the spec...
    await applyCanaries(db.pool, [
      canary('inventory', { http: [{ ...inventoryCheck(), description: 'the inventory' }] }),
    ]);
    c = await checksOf(id);
    expect([c.db!.deleted, c.cache!.deleted, c.queue!.deleted]).toEqual([false, false, true]);

    // ...and an item that comes back brings its check back, with its history.
    inventory = [{ name: 'queue', up: false }];
    await runOnce(id);
    c = await checksOf(id);
    expect(c.queue).toMatchObject({ deleted: false, status: 'unhealthy', statuses: 2 });
    expect([c.db!.deleted, c.cache!.deleted]).toEqual([true, true]);

    // A spec without the parent retires the parent and what it derived.
    await applyCanaries(db.pool, [canary('inventory', { tcp: [{ name: 'port', endpoint: '127.0.0.1:1' }] })]);
    c = await checksOf(id);
    expect(
      Object.values(c)
        .filter((x) => !x.deleted)
        .map((x) => x.name),
    ).toEqual(['port']);
  });

  it('does not take over a spec check of the same name, and a failed run retires nothing', async () => {
    inventory = [
      { name: 'plain', up: false },
      { name: 'derived', up: true },
    ];
    const plain = { name: 'plain', url: `${server.url}/inventory` };
    const [applied] = await applyCanaries(db.pool, [canary('clash', { http: [inventoryCheck(), plain] })]);
    await runOnce(applied!.id);
    let c = await checksOf(applied!.id);
    expect(c.plain).toMatchObject({ transformed: false, status: 'healthy', statuses: 1 });
    expect(c.derived).toMatchObject({ transformed: true, status: 'healthy' });

    // The parent's target answers garbage: the transform fails, the parent fails, derived checks stay.
    inventory = 'not a list' as never;
    await runOnce(applied!.id);
    c = await checksOf(applied!.id);
    expect(c.inventory).toMatchObject({ status: 'unhealthy' });
    expect(c.derived).toMatchObject({ deleted: false, statuses: 1 });
  });

  it('run now of a transformed check runs its parent and answers with that check', async () => {
    inventory = [{ name: 'solo', up: true }];
    const [applied] = await applyCanaries(db.pool, [canary('now', { http: [inventoryCheck()] })]);
    await runOnce(applied!.id);
    const solo = (await checksOf(applied!.id)).solo!;
    inventory = [{ name: 'solo', up: false }];
    const r = await runCheckNow(db.pool, solo.id);
    expect(r).toMatchObject({ check_id: solo.id, status: false, message: 'solo is down' });
    expect((await checksOf(applied!.id)).solo).toMatchObject({ status: 'unhealthy', statuses: 2 });
  });
});

describe('alertmanager: one check per firing alert', () => {
  it('fails a check per firing alert named by its alertname; the alertmanager check itself stays healthy', async () => {
    firing = [
      { labels: { alertname: 'DiskFull', severity: 'critical' }, annotations: { summary: 'disk 97%' } },
      { labels: { alertname: 'HighLatency', severity: 'warning' }, annotations: { description: 'p99 2s' } },
      { labels: { alertname: 'Watchdog' } },
    ];
    const am = { name: 'alerts', host: server.url, ignore: ['Watch.*'] };
    const [applied] = await applyCanaries(db.pool, [canary('am', { alertmanager: [am] })]);
    await runOnce(applied!.id);
    let c = await checksOf(applied!.id);
    expect(Object.keys(c)).toEqual(['DiskFull', 'HighLatency', 'alerts']);
    // Alertmanager answered: its own check lists the alerts but does not fail for them (one event per alert).
    expect(c.alerts).toMatchObject({ status: 'healthy', transformed: false });
    expect(await events(c.alerts!.id)).not.toContain('check.failed');
    expect(c.DiskFull).toMatchObject({ status: 'unhealthy', transformed: true, parent: 'alerts' });
    expect(c.DiskFull!.labels).toEqual({ alertname: 'DiskFull', severity: 'critical' });
    expect(c.HighLatency).toMatchObject({ status: 'unhealthy', transformed: true });
    const messages = await db.pool.query(
      `select c.name, l.message from check_statuses_latest l join checks c on c.id = l.check_id
        where c.canary_id = $1 and c.transformed order by c.name`,
      [applied!.id],
    );
    expect(messages.rows).toEqual([
      { name: 'DiskFull', message: 'disk 97%' },
      { name: 'HighLatency', message: 'p99 2s' },
    ]);
    expect(await events(c.DiskFull!.id)).toEqual(['check.failed']);

    // Resolved: the check passes, and each alert's check is marked healthy (check.passed) and retired.
    firing = [{ labels: { alertname: 'Watchdog' } }];
    await runOnce(applied!.id);
    c = await checksOf(applied!.id);
    expect(c.alerts).toMatchObject({ status: 'healthy' });
    for (const name of ['DiskFull', 'HighLatency']) {
      expect(c[name]).toMatchObject({ status: 'healthy', deleted: true });
      expect(await events(c[name]!.id)).toEqual(['check.failed', 'check.passed']);
    }
  });
});

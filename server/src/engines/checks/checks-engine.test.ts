import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { createEngineHost } from '../engine-host.js';
import { silentLogger } from '../testing/scratch-queue.js';
import { applyCanaries } from './apply-canaries.js';
import { createChecksEngine } from './checks-engine.js';

let db: TestDatabase;
let target: net.Server;
let port: number;

const canary = (name: string, schedule: string, checks: number) => ({
  apiVersion: 'canaries.flanksource.com/v1' as const,
  kind: 'Canary' as const,
  metadata: { name, namespace: 'default', labels: {} },
  spec: {
    schedule,
    tcp: Array.from({ length: checks }, (_, i) => ({ name: `${name}-${i}`, endpoint: `127.0.0.1:${port}` })),
  },
});

beforeAll(async () => {
  db = await createTestDatabase();
  target = net.createServer((s) => s.end());
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  port = (target.address() as net.AddressInfo).port;
});
afterAll(async () => {
  target.close();
  await db.drop();
});

describe('checks engine scheduler', () => {
  it('runs every check of every canary once per tick across two replicas, one run at a time per canary', async () => {
    await applyCanaries(db.pool, [canary('fast-a', '@every 1s', 2), canary('fast-b', '@every 1s', 1)]);
    const hosts = ['replica-1', 'replica-2'].map((hostname) => {
      const host = createEngineHost({ pool: db.pool, logger: silentLogger, hostname });
      host.register(createChecksEngine({ concurrency: 10, pollIntervalMs: 50 }));
      return host;
    });
    await Promise.all(hosts.map((h) => h.start()));
    await sleep(3_300);
    await Promise.all(hosts.map((h) => h.stop(2_000)));

    const { rows } = await db.pool.query(
      `select c.name, count(*)::int as runs, count(distinct s.scheduled_at)::int as ticks
         from check_statuses s join checks c on c.id = s.check_id group by c.name order by c.name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['fast-a-0', 'fast-a-1', 'fast-b-0']);
    for (const r of rows) {
      expect(r.runs).toBe(r.ticks); // never two results for one tick, whichever replica ran it
      expect(r.runs).toBeGreaterThanOrEqual(3);
    }
    const checks = await db.pool.query(`select status, last_runtime, next_runtime from checks`);
    for (const c of checks.rows) {
      expect(c.status).toBe('healthy');
      expect(c.next_runtime.getTime()).toBeGreaterThan(c.last_runtime.getTime());
    }
    // One pending run per canary, and job history per canary run (pruned to the last 3 successes).
    expect((await db.pool.query('select count(*)::int as n from canary_runs')).rows[0].n).toBe(2);
    const history = await db.pool.query(
      `select resource_id, count(*)::int as n, min(status) as status from job_history
        where resource_type = 'canary' group by resource_id`,
    );
    expect(history.rows).toHaveLength(2);
    for (const h of history.rows) expect(h).toMatchObject({ n: 3, status: 'SUCCESS' });
    const replicas = await db.pool.query(`select distinct hostname from job_history where resource_type = 'canary'`);
    expect(replicas.rows.length).toBeGreaterThanOrEqual(1);
  });

  it('coalesces missed ticks into one catch-up run, then goes back on schedule', async () => {
    const [applied] = await applyCanaries(db.pool, [canary('late', '@every 1m', 1)]);
    await db.pool.query(
      `update canary_runs set scheduled_at = now() - interval '10 minutes', lease_expires_at = now() - interval '10 minutes'
        where canary_id = $1`,
      [applied!.id],
    );
    const runs: Array<{ missed: number; jitterMs: number }> = [];
    // Only this canary's runs: the first test's canaries are still scheduled and may be recorded in the same batch.
    const engine = createChecksEngine({ onRun: (r) => r.canaryId === applied!.id && runs.push(r) });
    const host = createEngineHost({ pool: db.pool, logger: silentLogger, hostname: 'replica-1' });
    host.register(engine);
    await host.start();
    const deadline = Date.now() + 5_000;
    while (!runs.length && Date.now() < deadline) await sleep(50);
    await host.stop(2_000);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.missed).toBeGreaterThanOrEqual(9);
    const next = await db.pool.query('select scheduled_at from canary_runs where canary_id = $1', [applied!.id]);
    expect(next.rows[0].scheduled_at.getTime()).toBeGreaterThan(Date.now());
    expect(next.rows[0].scheduled_at.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    const statuses = await db.pool.query(
      `select count(*)::int as n from check_statuses s join checks c on c.id = s.check_id where c.canary_id = $1`,
      [applied!.id],
    );
    expect(statuses.rows[0].n).toBe(1);
  });
});

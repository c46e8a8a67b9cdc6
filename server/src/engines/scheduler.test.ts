import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import type { EngineContext } from './engine.js';
import { createScheduler, type ScheduledJob } from './scheduler.js';
import { createTestContext } from './testing/scratch-queue.js';

let db: TestDatabase;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db.drop();
});

/** A "replica": its own pool and context, as a separate process would have. */
function replica(hostname: string): EngineContext {
  const pool = new pg.Pool({ connectionString: db.url, max: 3 });
  pools.push(pool);
  return createTestContext(pool, hostname);
}

async function historyOf(name: string) {
  return (await db.pool.query('select * from job_history where name = $1 order by time_start', [name])).rows;
}

async function waitFor(predicate: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('scheduler', () => {
  it('elects one leader; ticks run once with their scheduled time and jitter; a clean stop hands over at once', async () => {
    const runs: string[] = [];
    const job = (who: string): ScheduledJob => ({
      name: 'every-300ms',
      schedule: '@every 300ms',
      run: async ({ scheduledAt }) => void runs.push(`${scheduledAt.toISOString()} ${who}`),
    });
    const [a, b] = [createScheduler({ name: 's1', leaseTtlMs: 900 }), createScheduler({ name: 's1', leaseTtlMs: 900 })];
    a.add(job('a'));
    b.add(job('b'));
    await a.start(replica('a'));
    await b.start(replica('b'));
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    await sleep(1_000);
    await a.stop(1_000);
    await waitFor(() => b.isLeader(), 1_000); // released, so b takes over at its next election (ttl/3)
    await sleep(700);
    await b.stop(1_000);

    const ticks = runs.map((r) => r.split(' ')[0]);
    expect(new Set(ticks).size).toBe(ticks.length); // no tick twice
    expect(runs.some((r) => r.endsWith(' a')) && runs.some((r) => r.endsWith(' b'))).toBe(true);
    const history = await historyOf('every-300ms');
    expect(history).toHaveLength(runs.length);
    const jitters = history.map((h) => h.details.jitter_millis as number).sort((x, y) => x - y);
    expect(jitters[Math.floor(jitters.length / 2)]).toBeLessThan(100); // median: ticks start on time
    for (const h of history) {
      expect(h.status).toBe('SUCCESS');
      expect(h.details.jitter_millis).toBeGreaterThanOrEqual(0);
      // Bounded by the catch-up window: a new leader may run the tick that fell in the hand-over, late.
      expect(h.details.jitter_millis).toBeLessThan(900);
      expect(new Date(h.details.scheduled_at).getTime() % 300).toBe(0);
    }
  });

  it('fails over when the leader dies without releasing: after its lease expires', async () => {
    // A leader that died: its lease row stays until it expires.
    await db.pool.query(
      `insert into engine_leaders (name, holder, expires_at) values ('s2', 'ghost', now() + interval '800 ms')`,
    );
    const s = createScheduler({ name: 's2', leaseTtlMs: 600 });
    const ran: Date[] = [];
    s.add({
      name: 'after-failover',
      schedule: '@every 200ms',
      run: async ({ scheduledAt }) => void ran.push(scheduledAt),
    });
    const started = Date.now();
    await s.start(replica('c'));
    expect(s.isLeader()).toBe(false);
    await waitFor(() => s.isLeader(), 2_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    await waitFor(() => ran.length >= 2, 2_000);
    await s.stop(1_000);
    expect((await db.pool.query(`select count(*)::int as n from engine_leaders where name = 's2'`)).rows[0].n).toBe(0);
  });

  it('times a job out, records it FAILED, and does not start a tick while the previous run is still going', async () => {
    const s = createScheduler({ name: 's3', leaseTtlMs: 900 });
    let started = 0;
    s.add({
      name: 'hangs',
      schedule: '@every 100ms',
      timeoutMs: 350,
      run: () => {
        started += 1;
        return new Promise(() => {});
      },
    });
    await s.start(replica('d'));
    await waitFor(() => started >= 2, 2_000);
    await s.stop(100);
    const history = await historyOf('hangs');
    expect(history.length).toBe(started);
    expect(started).toBeLessThan(4); // ~6 ticks passed, but a run lasts 350 ms
    for (let i = 1; i < history.length; i++) {
      // Never two runs at once: each starts after the previous one ended.
      expect(history[i].time_start.getTime()).toBeGreaterThanOrEqual(history[i - 1].time_end.getTime());
      // The ticks passed over while the previous run hung are counted on the next run, none silently.
      const gap = (Date.parse(history[i].details.scheduled_at) - Date.parse(history[i - 1].details.scheduled_at)) / 100;
      expect(history[i].details.missed_ticks).toBe(gap - 1);
    }
    expect(history[0]).toMatchObject({ status: 'FAILED', error_count: 1 });
    expect(history[0].details.errors[0]).toMatch(/aborted/);
  });

  it('@never jobs never run', async () => {
    const s = createScheduler({ name: 's4', leaseTtlMs: 900 });
    let ran = false;
    s.add({ name: 'never', schedule: '@never', run: async () => void (ran = true) });
    await s.start(replica('e'));
    await sleep(300);
    await s.stop(100);
    expect(ran).toBe(false);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../testing/server-process.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { startHttpServer } from './testing/check-context.js';

const INTERVAL_MS = 5_000;
let db: TestDatabase;
let target: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  db = await createTestDatabase();
  target = await startHttpServer((_req, res) => void setTimeout(() => res.end('ok'), 400));
  // 15 canaries × 2 http checks that take ~0.4 s each, so runs are in flight when the process is killed.
  await db.pool.query(
    `insert into canaries (name, spec)
     select 'burst-' || i, jsonb_build_object('schedule', '@every 5s', 'http', jsonb_build_array(
              jsonb_build_object('name', 'a-' || i, 'url', $1::text),
              jsonb_build_object('name', 'b-' || i, 'url', $1::text)))
       from generate_series(1, 15) i`,
    [target.url],
  );
});
afterAll(async () => {
  await target.close();
  await db.drop();
});

async function countChecksWithRuns(min: number): Promise<number> {
  const { rows } = await db.pool.query(
    `select count(*)::int as n from (select check_id from check_statuses group by 1 having count(*) >= $1) x`,
    [min],
  );
  return rows[0].n;
}

async function waitFor(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(100);
  }
}

describe('checks engine crash safety', () => {
  it('kill -9 during a burst of runs: after restart no result is lost or duplicated, every check runs within two intervals', async () => {
    const env = { DATABASE_URL: db.url, OPSDECK_ENGINES: 'on', OPSDECK_CHECKS_TIMEOUT_MS: '4000', LOG_LEVEL: 'warn' };
    const first = await startServerProcess(env);
    // Kill once every check has run twice, at a moment when runs are in flight (each takes ~0.4 s).
    await waitFor(async () => (await countChecksWithRuns(2)) === 30, 40_000);
    await waitFor(
      async () => (await db.pool.query(`select 1 from canary_runs where lease_owner is not null`)).rowCount! > 0,
      10_000,
    );
    await first.stop('SIGKILL');
    const killedAt = new Date();
    const before = await db.pool.query(
      `select check_id, max(scheduled_at) as last from check_statuses group by check_id`,
    );
    expect(before.rows.length).toBe(30);

    const second = await startServerProcess(env);
    const restartedAt = Date.now();
    const ranAgain = `select count(distinct check_id)::int as n from check_statuses where created_at > $1`;
    await waitFor(
      async () => (await db.pool.query(ranAgain, [new Date(restartedAt)])).rows[0].n === 30,
      4 * INTERVAL_MS,
    );
    const allRanAfterMs = Date.now() - restartedAt;
    await second.stop('SIGTERM');

    // No duplicates: one result per (check, tick).
    const dup = await db.pool.query(
      `select count(*)::int as n from (select check_id, scheduled_at from check_statuses group by 1, 2 having count(*) > 1) d`,
    );
    expect(dup.rows[0].n).toBe(0);
    // Nothing lost: for every check, the first tick recorded after the kill is exactly the tick after the last one
    // recorded before it (the run killed mid-flight, or the one pending, ran after the restart for its own tick).
    const after = await db.pool.query(
      `select s.check_id, min(s.scheduled_at) as first_after, max(s.created_at) as newest
         from check_statuses s join (select check_id, max(scheduled_at) as last from check_statuses
                                      where created_at < $1 group by check_id) b
           on b.check_id = s.check_id and s.scheduled_at > b.last
        group by s.check_id`,
      [killedAt],
    );
    expect(after.rows.length).toBe(30);
    const lastBefore = new Map(before.rows.map((r) => [r.check_id, r.last.getTime()]));
    for (const r of after.rows) expect(r.first_after.getTime() - lastBefore.get(r.check_id)!).toBe(INTERVAL_MS);
    // Every check ran again within two intervals of the restart (runs leased by the killed process come back when
    // their lease expires: run timeout 4 s + 2 s, counted from before the kill).
    expect(allRanAfterMs).toBeLessThanOrEqual(2 * INTERVAL_MS);
  }, 90_000);
});

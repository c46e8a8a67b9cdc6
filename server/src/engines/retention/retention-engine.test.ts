import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { createEngineHost } from '../engine-host.js';
import { silentLogger } from '../testing/scratch-queue.js';
import { createRetentionEngine, jobHistoryRetentionJob } from './retention-engine.js';
import { retentionPropertyNames } from './retention-settings.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());
beforeEach(async () => {
  await db.pool.query('delete from job_history');
  await db.pool.query('delete from properties where name like $1', ['job_history.%']);
});

/** n runs of a job, the newest first minute by minute, started `ageMinutes` ago and earlier. */
async function seedRuns(name: string, resourceId: string | null, status: string, n: number, ageMinutes = 10) {
  await db.pool.query(
    `insert into job_history (name, resource_id, status, time_start)
     select $1, $2, $3, now() - ($4 + i) * interval '1 minute' from generate_series(1, $5) i`,
    [name, resourceId, status, ageMinutes, n],
  );
}

async function statusCounts(): Promise<Record<string, number>> {
  const { rows } = await db.pool.query(
    `select name || '/' || coalesce(resource_id, '-') || '/' || status as k, count(*)::int as n
       from job_history where name <> 'retention.job_history' group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.k, r.n]));
}

const runJob = () =>
  jobHistoryRetentionJob().run({
    pool: db.pool,
    logger: silentLogger,
    signal: new AbortController().signal,
    scheduledAt: new Date(),
  });

describe('job history retention', () => {
  it('keeps the last 3 successes and 6 failures per job and resource, and marks RUNNING older than 4 h STALE', async () => {
    await seedRuns('scrape', 'r1', 'SUCCESS', 5);
    await seedRuns('scrape', 'r1', 'FAILED', 5);
    await seedRuns('scrape', 'r1', 'WARNING', 3, 1); // newer than the failures: these are kept first
    await seedRuns('scrape', 'r2', 'SUCCESS', 4);
    await seedRuns('cleanup', null, 'SUCCESS', 5);
    await seedRuns('stuck', null, 'RUNNING', 1, 5 * 60);
    await seedRuns('busy', null, 'RUNNING', 1, 60);

    const result = await runJob();

    expect(await statusCounts()).toEqual({
      'scrape/r1/SUCCESS': 3,
      'scrape/r1/WARNING': 3,
      'scrape/r1/FAILED': 3,
      'scrape/r2/SUCCESS': 3,
      'cleanup/-/SUCCESS': 3,
      'stuck/-/STALE': 1,
      'busy/-/RUNNING': 1,
    });
    expect(result).toMatchObject({ details: { marked_stale: 1, deleted: 2 + 2 + 1 + 2 } });
    // The newest runs are the ones kept.
    const oldestKept = await db.pool.query(
      `select max(now() - time_start) as age from job_history where name = 'scrape' and resource_id = 'r1' and status = 'SUCCESS'`,
    );
    expect(oldestKept.rows[0].age.minutes).toBe(13);
  });

  it('takes its limits from properties rows', async () => {
    await db.pool.query('insert into properties (name, value) values ($1, $2), ($3, $4), ($5, $6)', [
      retentionPropertyNames.keepSuccess,
      '1',
      retentionPropertyNames.keepFailed,
      '1',
      retentionPropertyNames.staleAfter,
      '30m',
    ]);
    await seedRuns('scrape', 'r1', 'SUCCESS', 4);
    await seedRuns('scrape', 'r1', 'FAILED', 2);
    await seedRuns('busy', null, 'RUNNING', 1, 60);
    await runJob();
    expect(await statusCounts()).toEqual({ 'scrape/r1/SUCCESS': 1, 'scrape/r1/FAILED': 1, 'busy/-/STALE': 1 });
  });

  it('runs on its schedule inside the engine host and writes its own job history', async () => {
    await seedRuns('scrape', 'r1', 'SUCCESS', 6);
    const host = createEngineHost({
      pool: db.pool,
      logger: silentLogger,
      hostname: 'replica-1',
      schedulerLeaseTtlMs: 900,
    });
    host.register(createRetentionEngine({ schedule: '@every 200ms' }));
    await host.start();
    const deadline = Date.now() + 3_000;
    while ((await statusCounts())['scrape/r1/SUCCESS'] !== 3 && Date.now() < deadline) await sleep(50);
    await sleep(100);
    await host.stop(1_000);
    expect((await statusCounts())['scrape/r1/SUCCESS']).toBe(3);
    const own = await db.pool.query(
      `select * from job_history where name = 'retention.job_history' order by time_start`,
    );
    expect(own.rows.length).toBeGreaterThanOrEqual(1);
    expect(own.rows[0]).toMatchObject({ status: 'SUCCESS', hostname: 'replica-1' });
    expect(own.rows.some((r) => r.details.deleted === 3)).toBe(true);
  });
});

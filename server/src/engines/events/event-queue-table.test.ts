import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import type { EngineContext } from '../engine.js';
import { createTestContext } from '../testing/scratch-queue.js';
import { createWorkLoop } from '../work-loop.js';
import { eventQueueChannel, eventQueueTable } from './event-queue-table.js';

let db: TestDatabase;
let ctx: EngineContext;

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = createTestContext(db.pool);
});
afterAll(async () => {
  await ctx.listener.close();
  await db.drop();
});

type EventRow = { id: string; name: string; subject_id: string; attempts: number };

describe('the work loop over the real event_queue', () => {
  it('is woken by raise_event, deletes handled events, keeps a failing one with its error and attempts', async () => {
    const handled: string[] = [];
    const loop = createWorkLoop<EventRow>({
      name: 'events',
      table: eventQueueTable,
      channel: eventQueueChannel,
      pollIntervalMs: 60_000,
      maxAttempts: 1,
      async process(row) {
        if (row.subject_id === 'bad') throw new Error('no such check');
        handled.push(`${row.name}/${row.subject_id}`);
      },
    });
    await loop.start(ctx);
    await sleep(100);
    await db.pool.query(`select raise_event('check.failed', 'c1'), raise_event('check.passed', 'bad')`);
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline && handled.length === 0) await sleep(20);
    await sleep(200);
    await loop.stop(1_000);

    expect(handled).toEqual(['check.failed/c1']);
    const { rows } = await db.pool.query('select name, subject_id, attempts, error, last_attempt from event_queue');
    expect(rows).toEqual([
      { name: 'check.passed', subject_id: 'bad', attempts: 1, error: 'no such check', last_attempt: expect.any(Date) },
    ]);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { claimWork } from './claim-work.js';
import type { EngineContext } from './engine.js';
import { completeWork } from './record-work.js';
import { createScratchQueue, createTestContext } from './testing/scratch-queue.js';
import { createWorkLoop, type WorkLoopOptions } from './work-loop.js';
import { quoteWorkTable, type WorkTable } from './work-table.js';

type Row = { id: number; attempts: number };

let db: TestDatabase;
let ctx: EngineContext;
let queueNo = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = createTestContext(db.pool);
});
afterAll(async () => {
  await ctx.listener.close();
  await db.drop();
});

async function queue(count: number): Promise<{ name: string; table: WorkTable }> {
  const name = `q${++queueNo}`;
  return { name, table: await createScratchQueue(db.pool, name, count) };
}

function loopOver(name: string, table: WorkTable, over: Partial<WorkLoopOptions<Row>> = {}) {
  return createWorkLoop<Row>({
    name,
    table,
    concurrency: 5,
    timeoutMs: 2_000,
    backoff: { baseMs: 60_000, maxMs: 60_000 },
    process: async () => {},
    onComplete: async (client, row) => {
      await client.query(`insert into ${name}_results (item_id, worker) values ($1, 'w')`, [row.id]);
    },
    ...over,
  });
}

async function rows(name: string) {
  const { rows: r } = await db.pool.query(`select * from ${name} order by id`);
  return r as Array<{
    id: number;
    lease_owner: string | null;
    attempts: number;
    error: string | null;
    done_at: Date | null;
    lease_expires_at: Date | null;
  }>;
}

async function history(name: string) {
  const { rows: r } = await db.pool.query('select * from job_history where name = $1 order by time_start', [name]);
  return r;
}

describe('work loop', () => {
  it('claims disjoint rows for concurrent claimers (SKIP LOCKED) and leases them', async () => {
    const { table } = await queue(40);
    const t = quoteWorkTable(table);
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((owner) =>
        claimWork<Row>({ db: db.pool, table: t, owner, limit: 10, leaseMs: 10_000, maxAttempts: 3 }),
      ),
    );
    const ids = claims.flat().map((r) => r.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    const again = await claimWork({ db: db.pool, table: t, owner: 'e', limit: 10, leaseMs: 10_000, maxAttempts: 3 });
    expect(again).toEqual([]);
  });

  it('completes a batch, writes results in the same transaction and one job_history row', async () => {
    const { name, table } = await queue(3);
    const result = await loopOver(name, table, { history: { resourceType: 'test' } }).runOnce(ctx);
    expect(result.outcomes.map((o) => o.kind)).toEqual(['done', 'done', 'done']);
    expect((await rows(name)).every((r) => r.done_at && !r.lease_owner && r.attempts === 1)).toBe(true);
    expect((await db.pool.query(`select count(*)::int as n from ${name}_results`)).rows[0].n).toBe(3);
    const [h] = await history(name);
    expect(h).toMatchObject({
      status: 'SUCCESS',
      success_count: 3,
      error_count: 0,
      hostname: 'test-host',
      resource_type: 'test',
    });
    expect(h.duration_millis).toBeGreaterThanOrEqual(0);
    expect(h.time_end).not.toBeNull();
  });

  it('records failures with back-off: error kept, not claimable before the back-off, attempts counted', async () => {
    const { name, table } = await queue(2);
    const loop = loopOver(name, table, {
      maxAttempts: 2,
      backoff: { baseMs: 400, maxMs: 400 },
      process: async (row) => {
        if (row.id === 2) throw new Error(`boom ${row.id}`);
      },
    });
    const first = await loop.runOnce(ctx);
    expect(first.outcomes.map((o) => o.kind).sort()).toEqual(['done', 'failed']);
    const failed = (await rows(name))[1]!;
    expect(failed).toMatchObject({ error: 'boom 2', attempts: 1, lease_owner: null, done_at: null });
    expect(failed.lease_expires_at!.getTime()).toBeGreaterThan(Date.now() + 100);
    expect((await loop.runOnce(ctx)).claimed).toBe(0); // still backing off
    await sleep(500);
    expect((await loop.runOnce(ctx)).claimed).toBe(1); // second and last attempt
    await sleep(500);
    expect((await loop.runOnce(ctx)).claimed).toBe(0); // attempts exhausted: stays visible with its error
    expect((await rows(name))[1]).toMatchObject({ attempts: 2, error: 'boom 2', done_at: null });
    const h = await history(name);
    expect(h.map((x) => x.status)).toEqual(['WARNING', 'FAILED']);
    expect(h[1].details.errors).toEqual(['boom 2']);
  });

  it('aborts an item at its timeout and fails it', async () => {
    const { name, table } = await queue(1);
    let sawAbort = false;
    const loop = loopOver(name, table, {
      timeoutMs: 150,
      leaseMs: 5_000,
      process: (_row, { signal }) => new Promise(() => signal.addEventListener('abort', () => (sawAbort = true))), // never resolves by itself
    });
    const started = Date.now();
    const { outcomes } = await loop.runOnce(ctx);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(sawAbort).toBe(true);
    expect(outcomes[0]).toEqual({ kind: 'failed', error: 'timed out after 150 ms' });
  });

  it('releases the rows of a crashed worker when its lease expires, and fences its late completion', async () => {
    const { name, table } = await queue(4);
    const t = quoteWorkTable(table);
    const crashed = await claimWork<Row>({
      db: db.pool,
      table: t,
      owner: 'crashed',
      limit: 4,
      leaseMs: 300,
      maxAttempts: 5,
    });
    expect(crashed).toHaveLength(4);
    const loop = loopOver(name, table);
    expect((await loop.runOnce(ctx)).claimed).toBe(0); // leased by the crashed worker
    await sleep(400);
    const { outcomes } = await loop.runOnce(ctx);
    expect(outcomes.map((o) => o.kind)).toEqual(['done', 'done', 'done', 'done']);
    expect((await rows(name)).every((r) => r.attempts === 2)).toBe(true); // the crash cost an attempt
    // The "crashed" worker wakes up and tries to complete: its lease is gone, nothing changes.
    expect(await completeWork({ db: db.pool, table: t, owner: 'crashed', id: 1 })).toBe(false);
    expect((await db.pool.query(`select count(*)::int as n from ${name}_results`)).rows[0].n).toBe(4);
  });

  it('wakes on NOTIFY long before the poll interval', async () => {
    const { name, table } = await queue(0);
    const loop = loopOver(name, table, { pollIntervalMs: 60_000, channel: `${name}_updates` });
    await loop.start(ctx);
    await sleep(100);
    await db.pool.query(`insert into ${name} (id) values (1), (2)`);
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline && (await rows(name)).some((r) => !r.done_at)) await sleep(20);
    await loop.stop(1_000);
    expect((await rows(name)).every((r) => r.done_at)).toBe(true);
  });

  it('stop waits for items in flight within the deadline', async () => {
    const { name, table } = await queue(3);
    const loop = loopOver(name, table, { pollIntervalMs: 50, process: () => sleep(300) });
    await loop.start(ctx);
    await sleep(100);
    await loop.stop(5_000);
    expect((await rows(name)).every((r) => r.done_at && r.lease_owner === null)).toBe(true);
  });

  it('stop past its deadline aborts items in flight and hands them back untouched', async () => {
    const { name, table } = await queue(3);
    const loop = loopOver(name, table, { pollIntervalMs: 50, timeoutMs: 10_000, process: () => sleep(5_000) });
    await loop.start(ctx);
    await sleep(100);
    const started = Date.now();
    await loop.stop(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    const after = await rows(name);
    expect(after.every((r) => !r.done_at && r.lease_owner === null && r.lease_expires_at === null)).toBe(true);
    expect(after.every((r) => r.attempts === 0)).toBe(true); // an aborted run is not a failed attempt
    const [h] = await history(name);
    expect(h).toMatchObject({ status: 'SKIPPED', details: { released: 3 } });
  });

  it('refuses identifiers that are not plain names', () => {
    expect(() =>
      loopOver('x', {
        ...({} as WorkTable),
        table: 'q; drop table x',
        id: 'id',
        leaseOwner: 'a',
        leaseExpiresAt: 'b',
        attempts: 'c',
        completion: { kind: 'delete' },
      }),
    ).toThrow(/plain lower-case name/);
  });
});

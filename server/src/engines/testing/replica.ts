/**
 * A stand-alone replica for the multi-process tests: one engine host with a work loop over a scratch queue and one
 * scheduled job, against DATABASE_URL. Run as `node --import tsx replica.ts`; prints "ready" once started.
 * Each completion and each tick writes a row naming this worker, which is what the tests count.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createEngineHost } from '../engine-host.js';
import type { Engine } from '../engine.js';
import { createWorkLoop } from '../work-loop.js';
import { silentLogger } from './scratch-queue.js';

const env = (name: string, fallback?: string): string => {
  const v = process.env[name] ?? fallback;
  if (v === undefined) throw new Error(`${name} is required`);
  return v;
};
const worker = env('WORKER');
const queue = env('QUEUE');
const processMs = Number(env('PROCESS_MS', '20'));
const leaseMs = Number(env('LEASE_MS', '5000'));

const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 12 });
const host = createEngineHost({
  pool,
  logger: silentLogger,
  hostname: worker,
  schedulerLeaseTtlMs: Number(env('LEADER_TTL_MS', '1500')),
});

host.register(
  createWorkLoop<{ id: number }>({
    name: `${queue}-loop`,
    table: {
      table: queue,
      id: 'id',
      leaseOwner: 'lease_owner',
      leaseExpiresAt: 'lease_expires_at',
      attempts: 'attempts',
      error: 'error',
      completion: { kind: 'stamp', column: 'done_at' },
    },
    concurrency: 5,
    timeoutMs: leaseMs - 500,
    leaseMs,
    pollIntervalMs: 1_000,
    channel: `${queue}_updates`,
    async process(row) {
      await pool.query(`insert into ${queue}_attempts (item_id, worker) values ($1, $2)`, [row.id, worker]);
      await sleep(processMs);
    },
    async onComplete(client, row) {
      await client.query(`insert into ${queue}_results (item_id, worker) values ($1, $2)`, [row.id, worker]);
    },
  }),
);

const ticker: Engine = {
  name: 'ticker',
  async start(ctx) {
    ctx.scheduler.add({
      name: 'tick-job',
      schedule: env('TICK_SCHEDULE', '@every 1s'),
      async run({ pool: db, scheduledAt }) {
        await db.query('insert into ticks (tick, worker) values ($1, $2)', [scheduledAt, worker]);
      },
    });
  },
  async stop() {},
};
host.register(ticker);

await host.start();
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void host
    .stop(3_000)
    .then(() => pool.end())
    .then(() => process.exit(0));
});

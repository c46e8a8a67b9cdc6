/**
 * Test support for the engines: a scratch work table with results and attempts tables, and an engine context.
 * Only tests and the replica fixture import this.
 */
import pg from 'pg';
import { pino } from 'pino';
import type { EngineContext } from '../engine.js';
import { createNotifyListener } from '../../db/notify-listener.js';
import { createScheduler } from '../scheduler.js';
import type { WorkTable } from '../work-table.js';

export const silentLogger = pino({ level: process.env.ENGINE_TEST_LOG ?? 'silent' });

/** A queue `name` (rows 1..count) and `name_results`, where onComplete writes one row per completion. */
export async function createScratchQueue(pool: pg.Pool, name: string, count: number): Promise<WorkTable> {
  await pool.query(`
    create table ${name} (
      id int primary key,
      lease_owner text,
      lease_expires_at timestamptz,
      attempts int not null default 0,
      error text,
      done_at timestamptz
    );
    create table ${name}_results (item_id int not null, worker text not null, at timestamptz default clock_timestamp());
    create table ${name}_attempts (item_id int not null, worker text not null, at timestamptz default clock_timestamp());
    create or replace function ${name}_notify() returns trigger language plpgsql as $$
      begin perform pg_notify('${name}_updates', ''); return null; end $$;
    create trigger ${name}_notify after insert on ${name} for each statement execute function ${name}_notify();`);
  if (count > 0) await pool.query(`insert into ${name} (id) select generate_series(1, $1::int)`, [count]);
  return {
    table: name,
    id: 'id',
    leaseOwner: 'lease_owner',
    leaseExpiresAt: 'lease_expires_at',
    attempts: 'attempts',
    error: 'error',
    completion: { kind: 'stamp', column: 'done_at' },
  };
}

export function createTestContext(pool: pg.Pool, hostname = 'test-host'): EngineContext {
  const logger = silentLogger;
  return { pool, logger, hostname, listener: createNotifyListener({ pool, logger }), scheduler: createScheduler() };
}

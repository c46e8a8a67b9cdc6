import type pg from 'pg';
import type { BaseLogger } from 'pino';
import type { NotifyListener } from '../db/notify-listener.js';
import type { JobScheduler } from './scheduler.js';

export type EngineLogger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** What the engine host hands every engine at start: shared pool, logger, one LISTEN connection, one scheduler. */
export interface EngineContext {
  pool: pg.Pool;
  logger: EngineLogger;
  /** Written into job_history.hostname and into lease owners. */
  hostname: string;
  listener: NotifyListener;
  scheduler: JobScheduler;
}

/** A background engine: started once by the host, stopped within a deadline on shutdown. */
export interface Engine {
  readonly name: string;
  start(ctx: EngineContext): Promise<void>;
  /** Stops taking new work, waits for work in flight up to deadlineMs, then aborts what is left. */
  stop(deadlineMs: number): Promise<void>;
}

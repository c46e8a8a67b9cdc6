import type pg from 'pg';
import type { Engine, EngineContext, EngineLogger } from './engine.js';
import { createNotifyListener } from '../db/notify-listener.js';
import { createScheduler, type Scheduler } from './scheduler.js';

export interface EngineHost {
  /** Adds an engine; only before start(). */
  register(engine: Engine): void;
  /** Starts every engine, then the scheduler (so jobs added by engines are in place when ticks begin). */
  start(): Promise<void>;
  /** Stops the scheduler and every engine in parallel within deadlineMs, then closes the LISTEN connection. */
  stop(deadlineMs: number): Promise<void>;
  readonly scheduler: Scheduler;
}

/**
 * Runs the background engines of `opsdeck serve`: one shared LISTEN connection, one scheduler (one leader election
 * per installation), and the registered engines. Never started by app.ts, so HTTP tests stay free of background work.
 */
export function createEngineHost(opts: {
  pool: pg.Pool;
  logger: EngineLogger;
  hostname: string;
  schedulerLeaseTtlMs?: number;
}): EngineHost {
  const engines: Engine[] = [];
  const listener = createNotifyListener({ pool: opts.pool, logger: opts.logger });
  const scheduler = createScheduler({ leaseTtlMs: opts.schedulerLeaseTtlMs });
  const ctx: EngineContext = { pool: opts.pool, logger: opts.logger, hostname: opts.hostname, listener, scheduler };
  let started: Engine[] = [];

  return {
    scheduler,
    register(engine) {
      if (started.length) throw new Error(`engine ${engine.name} registered after start`);
      if (engines.some((e) => e.name === engine.name)) throw new Error(`engine ${engine.name} registered twice`);
      engines.push(engine);
    },
    async start() {
      for (const engine of [...engines, scheduler]) {
        await engine.start(ctx);
        started.push(engine);
        opts.logger.info({ engine: engine.name }, 'engine started');
      }
    },
    async stop(deadlineMs) {
      const stopping = started;
      started = [];
      const results = await Promise.allSettled(stopping.map((e) => e.stop(deadlineMs)));
      results.forEach((r, i) => {
        if (r.status === 'rejected')
          opts.logger.error({ err: r.reason, engine: stopping[i]!.name }, 'engine stop failed');
      });
      await listener.close();
    },
  };
}

/** Which engines `opsdeck serve` runs. Each area's issue adds its engine here. */
import os from 'node:os';
import type pg from 'pg';
import type { BaseLogger } from 'pino';
import { createEngineHost, type EngineHost } from './engines/engine-host.js';
import { createRetentionEngine } from './engines/retention/retention-engine.js';

export async function startEngines(opts: { pool: pg.Pool; log: BaseLogger }): Promise<EngineHost> {
  const host = createEngineHost({ pool: opts.pool, logger: opts.log, hostname: os.hostname() });
  host.register(createRetentionEngine());
  await host.start();
  return host;
}

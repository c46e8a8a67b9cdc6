/** Which engines `opsdeck serve` runs. Each area's issue adds its engine here. */
import os from 'node:os';
import type pg from 'pg';
import type { BaseLogger } from 'pino';
import { createEngineHost, type EngineHost } from './engines/engine-host.js';
import { createChecksEngine } from './engines/checks/checks-engine.js';
import { createRetentionEngine } from './engines/retention/retention-engine.js';

export async function startEngines(opts: { pool: pg.Pool; log: BaseLogger }): Promise<EngineHost> {
  const host = createEngineHost({ pool: opts.pool, logger: opts.log, hostname: os.hostname() });
  host.register(createRetentionEngine());
  // OPSDECK_CHECKS_TIMEOUT_MS bounds a canary run; a crashed replica's runs are claimed again 2 s after it.
  const checksTimeoutMs = Number(process.env.OPSDECK_CHECKS_TIMEOUT_MS) || undefined;
  host.register(createChecksEngine({ timeoutMs: checksTimeoutMs, leaseExtraMs: checksTimeoutMs ? 2_000 : undefined }));
  await host.start();
  return host;
}

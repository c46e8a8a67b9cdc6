/**
 * The checks engine alone in its own process, as in production (bench (a)): its RSS and CPU are the engine's, not
 * the bench's (seeded arrays, the test app). Prints one JSON line: the runs it recorded, its CPU time and RSS.
 *
 *   node --import tsx bench/health/engine-process.ts DATABASE_URL WINDOW_MS
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createChecksEngine } from '../../server/src/engines/checks/checks-engine.js';
import { createEngineHost } from '../../server/src/engines/engine-host.js';
import { silentLogger } from '../../server/src/engines/testing/scratch-queue.js';

const [url, windowArg] = process.argv.slice(2);
const windowMs = Number(windowArg);
// The server's pool size (OPSDECK_DB_POOL_SIZE default, server/src/config.ts).
const pool = new pg.Pool({ connectionString: url, max: 10 });
const runs: Array<[string, number, number]> = [];
const host = createEngineHost({ pool, logger: silentLogger, hostname: 'bench' });
host.register(
  createChecksEngine({ onRun: (r) => runs.push([r.canaryId, new Date(r.scheduledAt).getTime(), r.jitterMs]) }),
);
const startedAt = Date.now();
const cpu0 = process.cpuUsage();
let rssMax = 0;
const sampler = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage().rss)), 1_000);
await host.start();
await sleep(windowMs);
const cpu = process.cpuUsage(cpu0);
const endedAt = Date.now();
clearInterval(sampler);
await host.stop(10_000);
await pool.end();
process.stdout.write(
  JSON.stringify({ startedAt, endedAt, cpuUs: cpu.user + cpu.system, rssMb: Math.round(rssMax / 1048576), runs }) +
    '\n',
);

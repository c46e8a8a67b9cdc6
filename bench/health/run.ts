/**
 * Health checks at scale, in one run on a fresh migrated database:
 *   (a) the checks engine with 10,000 canaries × 1 tcp check at 60 s against a local TCP server: missed runs
 *       (budget 0), start jitter p99 (budget ≤ 500 ms), CPU per check run vs a raw socket loop, RSS;
 *   (b) GET /api/canary/api/summary over those 10,000 checks and ~10M statuses: p95 (budget ≤ 250 ms) and the
 *       ratio to the same SQL run directly.
 *
 *   node --import tsx bench/health/run.ts [--json] [--checks N] [--window SECONDS] [--statuses N] [--iterations N]
 */
import { createTestApp } from '../../server/src/testing/test-app.js';
import { prepareTemplateDatabase } from '../../server/src/testing/test-db.js';
import { benchScheduler } from './scheduler.js';
import { benchSummary, seedHistory } from './summary.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
const JSON_OUT = process.argv.includes('--json');
const log = (s: string) => (JSON_OUT ? console.error(s) : console.log(s));
const CHECKS = arg('--checks', 10_000);
const WINDOW_S = arg('--window', 150);
const STATUSES = arg('--statuses', 10_000_000);
const ITERATIONS = arg('--iterations', 40);

await prepareTemplateDatabase();
const t = await createTestApp();
try {
  const sched = await benchScheduler(t.db.url, CHECKS, WINDOW_S * 1000, log);
  const seeded = await seedHistory(t.db.pool, STATUSES, log);
  const summaries = [];
  for (const range of ['1h', '24h', '7d']) summaries.push(await benchSummary(t.app, t.db.pool, range, ITERATIONS));
  if (JSON_OUT) {
    console.log(JSON.stringify({ scheduler: sched, summary: { statuses: seeded, ranges: summaries } }, null, 2));
  } else {
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    log(`\n(a) scheduler: ${sched.checks} checks @ 60 s, measured over ${sched.windowSeconds} s (a shortened window)`);
    log(
      `    runs ${sched.runs}, ticks due ${sched.expectedTicks}, missed ${sched.missedRuns} (budget 0: ${mark(sched.missedRuns === 0)})`,
    );
    log(
      `    start jitter p50 ${sched.jitterP50Ms} ms, p99 ${sched.jitterP99Ms} ms (budget ≤ 500: ${mark(sched.jitterP99Ms <= 500)})`,
    );
    log(
      `    CPU per check run ${sched.cpuPerRunUs} µs vs raw socket connect ${sched.cpuPerRawConnectUs} µs: ×${sched.cpuRatio} (engine process only; PostgreSQL's share not counted)`,
    );
    log(`    engine process RSS (peak) ${sched.rssMb} MB (budget ≤ 400: ${mark(sched.rssMb <= 400)})`);
    log(
      `(b) summary over ${summaries[0]!.checks} checks, ${seeded.toLocaleString('en')} statuses (last hour raw, rollups seeded directly)`,
    );
    for (const s of summaries) {
      log(
        `    range ${s.range.padEnd(3)}: endpoint p50 ${s.endpointP50Ms} ms, p95 ${s.endpointP95Ms} ms (budget ≤ 250: ${mark(s.endpointP95Ms <= 250)}); raw SQL p95 ${s.rawSqlP95Ms} ms; ratio ×${s.ratioP95}`,
      );
    }
  }
} finally {
  await t.close();
}

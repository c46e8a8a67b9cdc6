/**
 * Profiling aid for bench (b): seeds checks and history like run.ts, then prints EXPLAIN (ANALYZE, BUFFERS) of the
 * summary statement for each range, so a slow range is read from its plan rather than guessed.
 *
 *   node --import tsx bench/health/explain.ts [--checks N] [--statuses N] [--keep]
 */
import { createTestDatabase, prepareTemplateDatabase } from '../../server/src/testing/test-db.js';
import { summarySql } from '../../server/src/features/health/get-checks-summary.js';
import { seedHistory } from './summary.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

await prepareTemplateDatabase();
const db = await createTestDatabase();
try {
  await db.pool.query(
    `insert into canaries (name, spec)
     select 'bench-' || i, jsonb_build_object('schedule', '@every 60s',
            'tcp', jsonb_build_array(jsonb_build_object('name', 'tcp-' || i, 'endpoint', '127.0.0.1:9')))
       from generate_series(1, $1::int) i`,
    [arg('--checks', 10_000)],
  );
  await seedHistory(db.pool, arg('--statuses', 10_000_000), console.log);
  for (const hours of [1, 24, 168]) {
    const to = new Date();
    const from = new Date(to.getTime() - hours * 3_600_000);
    const { text, values } = summarySql({ from, to });
    const plan = await db.pool.query(`explain (analyze, buffers) ${text}`, values);
    const t = performance.now();
    await db.pool.query('select count(*) from check_rollup_stats($1, $2)', [from, to]);
    console.log(`\ncheck_rollup_stats alone: ${Math.round(performance.now() - t)} ms`);
    console.log(`\n=== ${hours} h ===\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
} finally {
  // --keep leaves the database for psql (its name is printed).
  if (process.argv.includes('--keep')) {
    console.log(`kept ${db.url}`);
    await db.pool.end();
  } else await db.drop();
}

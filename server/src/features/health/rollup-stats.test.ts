import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';

// check_rollup_stats answers from the running totals of the hourly rollups (migrations 066-067); these must give
// the figures of merging every hourly bucket of the range (062's check_rollup_stats_merged), including after a
// late result lands in an older hour.
let db: TestDatabase;
const ids: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const canary = await db.pool.query(
    `insert into canaries (name, spec) values ('stats', '{"schedule": "@never", "tcp": [{"name": "a", "endpoint": "x:1"}, {"name": "b", "endpoint": "x:2"}]}')
     returning id`,
  );
  const checks = await db.pool.query('select id from checks where canary_id = $1 order by name', [canary.rows[0].id]);
  ids.push(...checks.rows.map((r) => r.id as string));
  // Six hours of history, a result every 5 minutes, some failing, durations spread over many histogram buckets.
  await db.pool.query(
    `insert into check_statuses (check_id, time, status, duration, message)
     select c, now() - i * interval '5 minutes', (i * n) % 7 <> 0, (i * 37 * n) % 900 + 1, 'seeded'
       from unnest($1::uuid[]) with ordinality u(c, n), generate_series(1, 72) i`,
    [ids],
  );
  // A late result for an hour that already has later buckets.
  await db.pool.query(
    `insert into check_statuses (check_id, time, status, duration, message)
     values ($1, now() - interval '4 hours 2 seconds', false, 5000, 'late')`,
    [ids[0]],
  );
});
afterAll(() => db.drop());

const stats = (fn: string, from: string) =>
  db.pool
    .query(`select * from ${fn}(now() - $1::interval, now(), $2) order by check_id`, [from, ids])
    .then((r) => r.rows);

describe('check_rollup_stats from running totals', () => {
  it('equals merging the hourly buckets over the whole history', async () => {
    const span = await stats('check_rollup_stats', '7 hours');
    expect(span).toHaveLength(2);
    expect(Number(span[0].passed) + Number(span[0].failed)).toBe(73);
    expect(span[0].p99).toBeGreaterThan(0);
    expect(span).toEqual(await stats('check_rollup_stats_merged', '7 hours'));
  });

  it('equals it over a range that leaves earlier hours out (percentiles capped by the running max)', async () => {
    for (const from of ['1 hour', '2 hours 30 minutes', '3 hours']) {
      const span = await stats('check_rollup_stats', from);
      const merged = await stats('check_rollup_stats_merged', from);
      expect(
        span.map(({ check_id, passed, failed, last_pass, last_fail, avg }) => ({
          check_id,
          passed,
          failed,
          last_pass,
          last_fail,
          avg,
        })),
      ).toEqual(
        merged.map(({ check_id, passed, failed, last_pass, last_fail, avg }) => ({
          check_id,
          passed,
          failed,
          last_pass,
          last_fail,
          avg,
        })),
      );
      for (const [i, m] of merged.entries()) {
        for (const q of ['p50', 'p95', 'p97', 'p99']) {
          // Same bucket; only the cap by the observed max may be higher (still within the 1.25× error bound).
          expect(span[i][q]).toBeGreaterThanOrEqual(m[q]);
          expect(span[i][q]).toBeLessThanOrEqual(Math.max(m[q], Math.round(m[q] * 1.25) + 1));
        }
      }
    }
  });
});

describe('check_rollup_stats over all checks (the common first and last buckets, migration 072)', () => {
  it("equals merging for checks missing the range's first or last bucket", async () => {
    const canary = await db.pool.query(
      `insert into canaries (name, spec) values ('gaps', '{"schedule": "@never", "tcp": [{"name": "old", "endpoint": "x:3"}, {"name": "new", "endpoint": "x:4"}]}')
       returning id`,
    );
    const gaps = await db.pool.query('select id, name from checks where canary_id = $1', [canary.rows[0].id]);
    const byName = Object.fromEntries(gaps.rows.map((r) => [r.name as string, r.id as string]));
    // "old" ran only between 4 and 2 hours ago (no first, no last bucket of the range); "new" only in the last
    // 30 minutes (no first bucket).
    await db.pool.query(
      `insert into check_statuses (check_id, time, status, duration, message)
       select $1::uuid, now() - interval '2 hours' - i * interval '4 minutes', i % 3 <> 0, i * 11, 'gap' from generate_series(0, 30) i
       union all
       select $2::uuid, now() - i * interval '1 minute', i % 4 <> 0, i * 3 + 1, 'gap' from generate_series(1, 30) i`,
      [byName.old, byName.new],
    );
    const all = (fn: string) =>
      db.pool.query(`select * from ${fn}(now() - interval '7 hours', now()) order by check_id`).then((r) => r.rows);
    const span = await all('check_rollup_stats');
    expect(span.map((r) => r.check_id)).toEqual(expect.arrayContaining([byName.old, byName.new, ...ids]));
    expect(span).toEqual(await all('check_rollup_stats_merged'));
    // The range's last hour only: "old" has no bucket in it and gets no row, like 067.
    const lastHour = await db.pool.query(
      `select check_id from check_rollup_stats(now() - interval '20 minutes', now())`,
    );
    expect(lastHour.rows.map((r) => r.check_id)).not.toContain(byName.old);
    expect(lastHour.rows.map((r) => r.check_id)).toContain(byName.new);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { getChecksSummaryJson } from './get-checks-summary.js';

// The summary built in two halves on two connections must be byte for byte the single statement's answer.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  // 6 canaries x 5 checks, names out of insertion order and repeated across canaries (the tie-break by id matters),
  // labels on half of them, some deleted, a few hours of history with failures.
  await db.pool.query(
    `insert into canaries (name, labels, spec)
     select 'canary-' || (7 - i), case when i % 2 = 0 then '{"env":"prod"}' else '{"env":"dev"}' end::jsonb,
            jsonb_build_object('schedule', '@never', 'tcp',
              (select jsonb_agg(jsonb_build_object('name', 'check-' || ((j * 7 + i) % 5), 'endpoint', 'x:' || j))
                 from generate_series(1, 5) j))
       from generate_series(1, 6) i`,
  );
  await db.pool.query(`update checks set status = case when random() < 0.3 then 'unhealthy' else 'healthy' end`);
  await db.pool.query(`update checks set deleted_at = now() - interval '1 hour' where name = 'check-3'`);
  await db.pool.query(
    `insert into check_statuses (check_id, time, status, duration, message)
     select c.id, now() - m * interval '5 minutes', (m + length(c.name)) % 4 <> 0, 10 + m + abs(hashtext(c.id::text)) % 500, 'seeded'
       from checks c, generate_series(1, 30) m`,
  );
});
afterAll(() => db.drop());

describe('summary in two halves', () => {
  const range = () => ({ from: new Date(Date.now() - 6 * 3_600_000), to: new Date() });
  const variants = [
    {},
    { sortDesc: true },
    { sortBy: 'canary_name' },
    { sortBy: 'status', sortDesc: true },
    { sortBy: 'created_at' },
    { labels: { env: 'prod' } },
    { deletedAfter: new Date(Date.now() - 2 * 3_600_000) },
  ];

  it.each(variants)('equals the single statement for %j', async (v) => {
    const args = { db: db.pool, ...range(), ...v };
    const single = await getChecksSummaryJson({ ...args, splitMinChecks: Number.MAX_SAFE_INTEGER });
    const split = await getChecksSummaryJson({ ...args, splitMinChecks: 2 });
    const rows = JSON.parse(single) as { name: string; uptime: { passed: number } }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((r) => r.uptime.passed > 0)).toBe(true);
    expect(split).toBe(single);
  });

  it('sorts by name across the halves, ties by id', async () => {
    const rows = JSON.parse(await getChecksSummaryJson({ db: db.pool, ...range(), splitMinChecks: 2 })) as {
      id: string;
      name: string;
    }[];
    const sorted = [...rows].sort((x, y) => (x.name === y.name ? (x.id < y.id ? -1 : 1) : x.name < y.name ? -1 : 1));
    expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('sorts by a figure of the range (p99 latency, one statement), descending with missing figures last', async () => {
    const rows = JSON.parse(
      await getChecksSummaryJson({ db: db.pool, ...range(), sortBy: 'latency', sortDesc: true, splitMinChecks: 2 }),
    ) as { latency: { p99: number | null } }[];
    const p99 = rows.map((r) => r.latency.p99 ?? -1);
    expect(new Set(p99).size).toBeGreaterThan(1);
    expect(p99).toEqual([...p99].sort((x, y) => y - x));
  });
});

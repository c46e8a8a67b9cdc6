import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let checkId: string;
let canaryId: string;

beforeAll(async () => {
  t = await createTestApp();
  // A canary written through the data API, as the spec editor does: the sync trigger makes its checks.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/db/canaries',
    headers: { prefer: 'return=representation' },
    payload: {
      name: 'api',
      labels: { team: 'ops' },
      spec: { schedule: '@every 1m', exec: [{ name: 'ok-script', script: 'echo fine', labels: { tier: 'web' } }] },
    },
  });
  expect(res.statusCode).toBe(201);
  canaryId = res.json()[0].id;
  checkId = (await t.db.pool.query('select id from checks where canary_id = $1', [canaryId])).rows[0].id;
  // Two hours of history: 1 result a minute, every 10th failing, durations 1..120 ms.
  await t.db.pool.query(
    `insert into check_statuses (check_id, time, status, duration, message)
     select $1, now() - i * interval '1 minute', i % 10 <> 0, i, 'seeded' from generate_series(1, 120) i`,
    [checkId],
  );
});
afterAll(() => t.close());

describe('health API', () => {
  it('syncs checks from a canary written through the data API', async () => {
    const res = await t.app.inject(`/api/db/checks?canary_id=eq.${canaryId}&select=name,type,labels`);
    expect(res.json()).toEqual([{ name: 'ok-script', type: 'exec', labels: { tier: 'web' } }]);
  });

  it('refuses an invalid canary spec or schedule written through the data API, and writes nothing', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/db/canaries', headers: { prefer: 'return=representation' }, payload });
    const missingUrl = await post({ name: 'bad-http', spec: { schedule: '@every 1m', http: [{ name: 'home' }] } });
    expect(missingUrl.statusCode).toBe(400);
    expect(missingUrl.json()).toMatchObject({
      code: 'invalid_canary',
      message: expect.stringMatching(/http\[0\]\.url/),
    });
    const badSchedule = await post({
      name: 'bad-schedule',
      spec: { schedule: 'now and then', tcp: [{ name: 'a', endpoint: 'x:1' }] },
    });
    expect(badSchedule.statusCode).toBe(400);
    expect(badSchedule.json().message).toMatch(/spec\.schedule/);
    const unknownType = await post([{ name: 'bad-type', spec: { gopher: [{ name: 'a' }] } }]);
    expect(unknownType.json()).toMatchObject({
      code: 'invalid_canary',
      message: expect.stringMatching(/unknown check type/),
    });
    const names = await t.db.pool.query(`select name from canaries where name like 'bad-%'`);
    expect(names.rows).toEqual([]);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/db/canaries?id=eq.${canaryId}`,
      payload: { spec: { schedule: '@every 1m', exec: [{ name: 'ok-script' }] } },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toMatch(/exec\[0\]\.script/);
    const columnOnly = await t.app.inject({
      method: 'PATCH',
      url: `/api/db/canaries?id=eq.${canaryId}`,
      payload: { schedule: '@sometimes' },
    });
    expect(columnOnly.statusCode).toBe(400);
    const row = await t.db.pool.query('select spec, schedule from canaries where id = $1', [canaryId]);
    expect(row.rows[0].spec.exec[0].script).toBe('echo fine');
  });

  it('GET /api/canary/api/summary returns checks_summary with uptime and latency from rollups', async () => {
    const res = await t.app.inject('/api/canary/api/summary?start=now-3h');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ duration: expect.any(Number), checks_summary: [expect.any(Object)] });
    const row = body.checks_summary[0];
    expect(row).toMatchObject({
      id: checkId,
      canary_id: canaryId,
      canary_name: 'api',
      name: 'ok-script',
      type: 'exec',
      labels: { team: 'ops', tier: 'web' },
    });
    expect(row.uptime).toMatchObject({ passed: 108, failed: 12 });
    // Histogram bound: true <= reported < 1.25 x true (percentile_disc of 1..120 is 119, 117, 114).
    expect(row.latency.p99).toBeGreaterThanOrEqual(119);
    expect(row.latency.p99).toBeLessThanOrEqual(120);
    expect(row.latency.p95).toBeGreaterThanOrEqual(114);
    expect(row.latency.p95).toBeLessThan(114 * 1.25);
    const filtered = await t.app.inject(`/api/canary/api/summary?labels=${encodeURIComponent('{"team":"web"}')}`);
    expect(filtered.json().checks_summary).toEqual([]);
    expect((await t.app.inject('/api/canary/api/summary?start=yesterday-ish')).statusCode).toBe(400);
    // Every sort key is valid SQL over the summary rows (latency and uptime sort by fields of the row values).
    for (const sortBy of ['latency', 'uptime', 'name', 'last_runtime']) {
      const sorted = await t.app.inject(`/api/canary/api/summary?start=now-3h&sortBy=${sortBy}&sortDesc=true`);
      expect(sorted.json().checks_summary).toHaveLength(1);
    }
  });

  it('GET /api/canary/api/graph buckets by range and reports uptime and latency', async () => {
    const res = await t.app.inject(`/api/canary/api/graph?check=${checkId}&start=now-2h&end=now`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status.length).toBeGreaterThanOrEqual(119); // 1-minute buckets for a 2-hour range
    expect(body.status[0]).toEqual({
      time: expect.any(String),
      status: expect.any(Boolean),
      duration: expect.any(Number),
      passed: expect.any(Number),
      failed: expect.any(Number),
    });
    expect(body.uptime).toMatchObject({ passed: 108, failed: 12 });
    expect(body.latency).toMatchObject({ p99: expect.any(Number), p97: expect.any(Number), p95: expect.any(Number) });
    const day = (await t.app.inject(`/api/canary/api/graph?check=${checkId}&start=now-1d`)).json();
    expect(day.status.length).toBeLessThanOrEqual(10); // 15-minute buckets
    const week = (await t.app.inject(`/api/canary/api/graph?check=${checkId}&start=now-7d`)).json();
    expect(week.status.length).toBeLessThanOrEqual(3); // hourly buckets from the rollups
    expect((await t.app.inject('/api/canary/api/graph?check=00000000-0000-0000-0000-000000000001')).statusCode).toBe(
      404,
    );
  });

  it('POST /api/canary/run/check/:id runs the check, stores the result and returns it', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/canary/run/check/${checkId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      check_id: checkId,
      status: true,
      message: 'fine',
      duration: expect.any(Number),
    });
    const latest = await t.app.inject(
      `/api/db/check_statuses?check_id=eq.${checkId}&order=time.desc&limit=1&select=status,message`,
    );
    expect(latest.json()).toEqual([{ status: true, message: 'fine' }]);
    expect((await t.db.pool.query('select status from checks where id = $1', [checkId])).rows[0].status).toBe(
      'healthy',
    );
  });

  it('pages check_statuses through the data API with an exact count', async () => {
    const res = await t.app.inject({
      url: `/api/db/check_statuses?check_id=eq.${checkId}&status=eq.false&duration=gte.50&order=time.desc&limit=5&offset=0&select=time,status,duration,message`,
      headers: { prefer: 'count=exact' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json()).toHaveLength(5);
    expect(res.headers['content-range']).toBe('0-4/8');
  });

  it('summary rows follow renames of the canary and edits of the check (cached heads, migration 073)', async () => {
    const row = async () =>
      (
        (await t.app.inject('/api/canary/api/summary?start=now-3h')).json().checks_summary as Array<
          Record<string, unknown>
        >
      )[0]!;
    const before = await row();
    expect(Object.keys(before).sort()).toEqual(
      [
        'agent_id',
        'canary_id',
        'canary_name',
        'canary_namespace',
        'created_at',
        'deleted_at',
        'description',
        'endpoint',
        'icon',
        'id',
        'labels',
        'last_runtime',
        'last_transition_time',
        'latency',
        'name',
        'namespace',
        'next_runtime',
        'owner',
        'severity',
        'silenced_at',
        'status',
        'type',
        'updated_at',
        'uptime',
      ].sort(),
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/db/canaries?id=eq.${canaryId}`,
      payload: { name: 'api-renamed', labels: { team: 'sre' } },
    });
    await t.db.pool.query(`update checks set description = 'says "hi"', status = 'unhealthy' where id = $1`, [checkId]);
    expect(await row()).toMatchObject({
      canary_name: 'api-renamed',
      labels: { team: 'sre', tier: 'web' },
      description: 'says "hi"',
      status: 'unhealthy',
      uptime: before.uptime,
    });
    // A head lost (written by triggers; a bulk load could bypass them) is built on the spot, not dropped.
    await t.db.pool.query('delete from check_summary_heads where check_id = $1', [checkId]);
    expect(await row()).toMatchObject({ id: checkId, canary_name: 'api-renamed', description: 'says "hi"' });
    await t.app.inject({ method: 'PATCH', url: `/api/db/canaries?id=eq.${canaryId}`, payload: { name: 'api' } });
    await t.db.pool.query(`update checks set description = null where id = $1`, [checkId]);
  });

  it('check_summary view reads the rollups of the last hour', async () => {
    const res = await t.app.inject(`/api/db/check_summary?id=eq.${checkId}&select=uptime,latency`);
    const [row] = res.json();
    expect(row.uptime.passed + row.uptime.failed).toBeGreaterThanOrEqual(60);
    expect(row.latency.p99).toEqual(expect.any(Number));
  });
});

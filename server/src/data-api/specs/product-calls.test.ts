/** The spec's own data-API calls against the real migrated schema: the shapes the pages read. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const SYSTEM = '00000000-0000-0000-0000-000000000001';
const NIL = '00000000-0000-0000-0000-000000000000';

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/db/${path}`, headers });
  return { status: res.statusCode, body: res.json() as any, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
async function send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/db/${path}`,
    headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as any) : undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeds', () => {
  test('the System person and the local agent exist', async () => {
    expect((await get(`people?id=eq.${SYSTEM}&select=id,name`)).body).toEqual([
      { id: SYSTEM, name: expect.any(String) },
    ]);
    expect((await get(`agents?id=eq.${NIL}&select=id,name`)).body).toEqual([{ id: NIL, name: 'local' }]);
  });
});

describe('generic settings resource tables (settings document §7)', () => {
  const tables = [
    'topologies',
    'connections',
    'logging_backends',
    'notifications',
    'canaries',
    'config_scrapers',
    'incident_rules',
    'teams',
  ];
  test.each(tables)('%s: list, create, read, update, soft delete', async (table) => {
    const row: Record<string, unknown> = { name: `spec-${table}`, created_by: SYSTEM };
    if (table === 'notifications') Object.assign(row, { events: ['check.failed'], person_id: SYSTEM });
    if (table === 'connections') Object.assign(row, { type: 'postgres', url: 'postgres://db:5432/app' });
    const created = await send('POST', table, row);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body[0].id as string;

    const list = await get(`${table}?select=*,created_by(id,name)&order=created_at.desc&deleted_at=is.null&limit=100`);
    expect(list.status).toBe(200);
    expect(list.body.find((r: { id: string }) => r.id === id).created_by).toEqual({
      id: SYSTEM,
      name: expect.any(String),
    });

    const patched = await send('PATCH', `${table}?id=eq.${id}`, { name: `spec-${table}-renamed` });
    expect(patched.body[0].name).toBe(`spec-${table}-renamed`);

    await send('PATCH', `${table}?id=eq.${id}`, { deleted_at: new Date().toISOString() });
    const after = await get(`${table}?select=id&deleted_at=is.null&id=eq.${id}`);
    expect(after.body).toEqual([]);
  });

  test('properties (feature flags) are keyed by name', async () => {
    expect((await send('POST', 'properties', { name: 'logs.disable', value: 'true' })).status).toBe(201);
    expect((await get('properties?name=eq.logs.disable&select=name,value')).body).toEqual([
      { name: 'logs.disable', value: 'true' },
    ]);
    expect((await send('DELETE', 'properties?name=eq.logs.disable')).status).toBe(200);
  });

  test('connections never return a stored password', async () => {
    const created = await send('POST', 'connections', {
      name: 'pg-secret',
      type: 'postgres',
      url: 'postgres://u:hunter2@db/app',
      password: 'hunter2',
    });
    expect(created.status).toBe(201);
    const read = await get(`connections?id=eq.${created.body[0].id}`);
    expect(JSON.stringify(read.body)).not.toContain('hunter2');
  });
});

describe('teams and members', () => {
  test('team_members embed their person through person_id', async () => {
    const team = (await send('POST', 'teams', { name: 'sre', created_by: SYSTEM })).body[0];
    expect((await send('POST', 'team_members', [{ team_id: team.id, person_id: SYSTEM }])).status).toBe(201);
    const members = await get(`team_members?team_id=eq.${team.id}&select=*,person_id(*)`);
    expect(members.body).toEqual([
      expect.objectContaining({ team_id: team.id, person_id: expect.objectContaining({ id: SYSTEM }) }),
    ]);
    expect((await get('teams?deleted_at=is.null&order=name.asc&select=name')).body).toContainEqual({ name: 'sre' });
    expect((await send('DELETE', `team_members?person_id=eq.${SYSTEM}`)).status).toBe(200);
  });
});

describe('views the pages read', () => {
  test('job_histories with the jobs page filters, exact count and the default SUCCESS exclusion', async () => {
    await t.db.pool.query(
      `insert into job_history (name, resource_type, resource_id, status, duration_millis, details, time_start)
       values ('CanaryRun', 'canary', 'c1', 'FAILED', 1200, '{"errors": ["timeout"]}', now() - interval '1 hour'),
              ('CanaryRun', 'canary', 'c1', 'SUCCESS', 300, '{}', now() - interval '30 minutes'),
              ('ScraperRun', 'config_scraper', 's1', 'SUCCESS', 50, '{}', now() - interval '5 days')`,
    );
    const res = await get(
      'job_histories?select=*&resource_type=eq.canary&status=not.in.(SUCCESS)&duration_millis=gte.1000&created_at=gt.now-2d&order=created_at.desc&limit=50&offset=0',
      { prefer: 'count=exact' },
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('0-0/1');
    expect(res.body[0]).toMatchObject({ name: 'CanaryRun', status: 'FAILED', agent: { id: NIL, name: 'local' } });
    expect((await get('job_history_names?order=name.asc')).body.map((r: { name: string }) => r.name)).toEqual([
      'CanaryRun',
      'ScraperRun',
    ]);
  });

  test('event_queue_summary reports failures per event name', async () => {
    await t.db.pool.query(`select raise_event('check.failed', 'x1', '{}')`);
    await t.db.pool.query(
      `update event_queue set error = 'smtp down', attempts = 3, last_attempt = now() where subject_id = 'x1'`,
    );
    const res = await get('event_queue_summary?order=last_failure.desc');
    expect(res.body).toContainEqual(
      expect.objectContaining({ name: 'check.failed', failed: 1, most_common_error: 'smtp down' }),
    );
  });

  test('agents_summary embeds its creator and counts', async () => {
    await send('POST', 'agents', { name: 'edge-1', created_by: SYSTEM });
    const res = await get(
      'agents_summary?select=id,name,checks_count,config_count,created_by(id,name)&order=name&limit=50&offset=0',
      { prefer: 'count=exact' },
    );
    expect(res.body).toEqual([
      expect.objectContaining({
        name: 'edge-1',
        checks_count: 0,
        created_by: { id: SYSTEM, name: expect.any(String) },
      }),
    ]);
  });

  test('integrations_with_status, people_roles and playbook_names answer', async () => {
    for (const path of [
      'integrations_with_status?limit=10',
      'people_roles?select=id,roles',
      'playbook_names',
      'notifications_summary',
      'notification_send_history_summary',
      'incident_summary',
      'check_summary',
      'configs?limit=5',
      'config_types',
      'change_types',
    ]) {
      const res = await get(path);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
  });

  test('related_configs_recursive is callable through rpc', async () => {
    const { rows } = await t.db.pool.query(
      `insert into config_items (name, type, config_class) values ('a', 'Kubernetes::Pod', 'Pod'), ('b', 'Kubernetes::Node', 'Node') returning id`,
    );
    await t.db.pool.query('insert into config_relationships (config_id, related_id, relation) values ($1, $2, $3)', [
      rows[0].id,
      rows[1].id,
      'soft',
    ]);
    const res = await get(
      `rpc/related_configs_recursive?config_id=${rows[0].id}&max_depth=10&type_filter=all&select=id,name`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name).sort()).toEqual(expect.arrayContaining(['b']));
  });

  test('identity and secret tables are not exposed', async () => {
    for (const table of [
      'access_tokens',
      'person_roles',
      'connection_secrets',
      'schema_migrations',
      'event_queue',
      'engine_leaders',
    ]) {
      expect((await get(table)).status).toBe(404);
    }
  });
});

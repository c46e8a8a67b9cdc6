import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIL_UUID } from '@opsdeck/common';
import { exposedFunctions, exposedRelations } from '../data-api/resources.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';

const SYSTEM_PERSON = '00000000-0000-0000-0000-000000000001';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.pool.query<T>(sql, params);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function insertCanary(name: string): Promise<string> {
  return (await one<{ id: string }>('insert into canaries (name) values ($1) returning id', [name])).id;
}

async function insertConfig(name: string): Promise<string> {
  return (
    await one<{ id: string }>(`insert into config_items (type, name) values ('Test::Item', $1) returning id`, [name])
  ).id;
}

describe('exposure allow-list', () => {
  it('names only relations that exist', async () => {
    const names = Object.keys(exposedRelations);
    const { rows } = await db.pool.query<{ name: string; kind: string | null }>(
      `select n.name, c.relkind::text as kind
         from unnest($1::text[]) as n(name)
         left join pg_class c on c.relname = n.name and c.relnamespace = 'public'::regnamespace`,
      [names],
    );
    const missing = rows.filter((r) => r.kind === null).map((r) => r.name);
    expect(missing).toEqual([]);
    // Plain tables, partitioned tables and plain views only: no materialized views to go stale.
    expect(rows.filter((r) => !['r', 'p', 'v'].includes(r.kind!))).toEqual([]);
  });

  it('names only functions that exist', async () => {
    const names = Object.keys(exposedFunctions);
    const { rows } = await db.pool.query<{ proname: string }>(
      `select distinct proname from pg_proc where pronamespace = 'public'::regnamespace and proname = any($1)`,
      [names],
    );
    expect(rows.map((r) => r.proname).sort()).toEqual([...names].sort());
  });

  it('never exposes identity or secret tables', () => {
    for (const name of ['access_tokens', 'person_roles', 'connection_secrets', 'schema_migrations', 'event_queue']) {
      expect(Object.hasOwn(exposedRelations, name), name).toBe(false);
    }
  });

  it('keeps no password column in people', async () => {
    const { rows } = await db.pool.query(
      `select column_name from information_schema.columns
        where table_name in ('people', 'people_roles') and column_name ~* 'pass|secret|hash'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('seeds', () => {
  it('has the local agent at the nil uuid and the System person', async () => {
    const agent = await one<{ name: string }>('select name from agents where id = $1', [NIL_UUID]);
    expect(agent.name).toBe('local');
    const system = await one<{ name: string; type: string }>('select name, type from people where id = $1', [
      SYSTEM_PERSON,
    ]);
    expect(system).toEqual({ name: 'System', type: 'system' });
  });

  it('has the severities of the spec', async () => {
    const { rows } = await db.pool.query<{ name: string }>('select name from severities order by rank desc');
    expect(rows.map((r) => r.name)).toEqual(['critical', 'blocker', 'high', 'medium', 'warning', 'low', 'info']);
  });

  it('defaults agent_id of agent-owned rows to the local agent', async () => {
    const id = await insertCanary('seed-default-agent');
    const row = await one<{ agent_id: string; source: string }>('select agent_id, source from canaries where id = $1', [
      id,
    ]);
    expect(row).toEqual({ agent_id: NIL_UUID, source: 'UI' });
  });
});

describe('uuid_generate_v7', () => {
  it('is a version 7 uuid whose first 48 bits are the current unix milliseconds', async () => {
    const before = Date.now();
    const { id } = await one<{ id: string }>('select uuid_generate_v7()::text as id');
    const after = Date.now();
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    // The database clock may differ slightly from ours; same host, so allow a second.
    expect(ms).toBeGreaterThanOrEqual(before - 1000);
    expect(ms).toBeLessThanOrEqual(after + 1000);
  });

  it('sorts by creation time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await one<{ id: string }>('select uuid_generate_v7()::text as id')).id);
      await new Promise((r) => setTimeout(r, 3));
    }
    const { rows } = await db.pool.query<{ id: string }>(
      'select id::text from unnest($1::uuid[]) as t(id) order by id',
      [ids],
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
  });
});

describe('check events', () => {
  it('raises check.failed and check.passed on status changes, coalescing repeats per check', async () => {
    const canary = await insertCanary('events');
    const { id: check } = await one<{ id: string }>(
      `insert into checks (canary_id, type, name, status) values ($1, 'http', 'api', 'healthy') returning id`,
      [canary],
    );
    const events = async () =>
      (
        await db.pool.query<{ name: string; attempts: number }>(
          `select name, attempts from event_queue where subject_id = $1 order by name`,
          [check],
        )
      ).rows;
    expect(await events()).toEqual([]); // a first healthy result is not news

    await db.pool.query(`update checks set status = 'unhealthy' where id = $1`, [check]);
    expect(await events()).toEqual([{ name: 'check.failed', attempts: 0 }]);

    await db.pool.query(`update checks set status = 'healthy' where id = $1`, [check]);
    expect(await events()).toEqual([
      { name: 'check.failed', attempts: 0 },
      { name: 'check.passed', attempts: 0 },
    ]);

    // A failed delivery attempt, then the check flaps again: still one row per event, attempts reset.
    await db.pool.query(`update event_queue set attempts = 3, error = 'smtp down' where subject_id = $1`, [check]);
    await db.pool.query(`update checks set status = 'unhealthy' where id = $1`, [check]);
    const failed = await one<{ n: string; attempts: number; error: string | null }>(
      `select count(*) over () as n, attempts, error from event_queue where subject_id = $1 and name = 'check.failed'`,
      [check],
    );
    expect(failed).toEqual({ n: '1', attempts: 0, error: null });

    const transition = await one<{ last_transition_time: Date | null }>(
      'select last_transition_time from checks where id = $1',
      [check],
    );
    expect(transition.last_transition_time).toBeInstanceOf(Date);
  });

  it('notifies event_queue_updates listeners on insert', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    try {
      await listener.query('listen event_queue_updates');
      const received = new Promise<string | undefined>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notification within 5 s')), 5000);
        listener.on('notification', (msg) => {
          clearTimeout(timer);
          resolve(msg.payload);
        });
      });
      await db.pool.query(`select raise_event('test.notify', 'subject-1', '{"a": 1}')`);
      expect(await received).toBe('test.notify');
    } finally {
      await listener.end();
    }
  });
});

describe('soft delete', () => {
  it('soft-deleting a canary soft-deletes its checks and their links', async () => {
    const canary = await insertCanary('to-delete');
    const config = await insertConfig('linked');
    const { rows: checks } = await db.pool.query<{ id: string }>(
      `insert into checks (canary_id, type, name) values ($1, 'http', 'a'), ($1, 'tcp', 'b') returning id`,
      [canary],
    );
    await db.pool.query(`insert into check_config_relationships (config_id, check_id, canary_id) values ($1, $2, $3)`, [
      config,
      checks[0]!.id,
      canary,
    ]);

    await db.pool.query('update canaries set deleted_at = now() where id = $1', [canary]);

    const live = await one<{ n: number }>(
      'select count(*)::int as n from checks where canary_id = $1 and deleted_at is null',
      [canary],
    );
    expect(live.n).toBe(0);
    const links = await one<{ n: number }>(
      'select count(*)::int as n from check_config_relationships where canary_id = $1 and deleted_at is null',
      [canary],
    );
    expect(links.n).toBe(0);
    const summary = await one<{ n: number }>('select count(*)::int as n from check_summary where canary_id = $1', [
      canary,
    ]);
    expect(summary.n).toBe(0);
  });
});

describe('incidents', () => {
  it('gives a display id from the sequence and writes incident.created history', async () => {
    const incident = await one<{ id: string; incident_id: string; severity: string; status: string }>(
      `insert into incidents (title, severity, created_by) values ('API down', 'High', $1)
       returning id, incident_id, severity, status`,
      [SYSTEM_PERSON],
    );
    expect(incident.incident_id).toMatch(/^INC-\d+$/);
    expect(incident.severity).toBe('high');
    expect(incident.status).toBe('open');
    const history = await db.pool.query<{ type: string; created_by: string }>(
      'select type, created_by from incident_histories where incident_id = $1',
      [incident.id],
    );
    expect(history.rows).toEqual([{ type: 'incident.created', created_by: SYSTEM_PERSON }]);
  });

  it('records hypotheses, evidences, comments, responders and status changes in history', async () => {
    const { id } = await one<{ id: string }>(`insert into incidents (title) values ('Slow') returning id`);
    const { id: hypothesis } = await one<{ id: string }>(
      `insert into hypotheses (incident_id, title) values ($1, 'db') returning id`,
      [id],
    );
    const { id: evidence } = await one<{ id: string }>(
      `insert into evidences (hypothesis_id, type, description) values ($1, 'log', 'lines') returning id`,
      [hypothesis],
    );
    await db.pool.query('update evidences set definition_of_done = true where id = $1', [evidence]);
    await db.pool.query(`insert into comments (incident_id, hypothesis_id, comment) values ($1, $2, 'looking')`, [
      id,
      hypothesis,
    ]);
    await db.pool.query(`insert into responders (incident_id, type, person_id) values ($1, 'person', $2)`, [
      id,
      SYSTEM_PERSON,
    ]);
    await db.pool.query(`update hypotheses set status = 'likely' where id = $1`, [hypothesis]);
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('opsdeck.person_id', $1, true)`, [SYSTEM_PERSON]);
      await client.query(`update incidents set status = 'investigating' where id = $1`, [id]);
      await client.query('commit');
    } finally {
      client.release();
    }

    const { rows } = await db.pool.query<{ type: string }>(
      'select type from incident_histories where incident_id = $1 order by type',
      [id],
    );
    expect(rows.map((r) => r.type)).toEqual([
      'evidence.created',
      'evidence.done_definition_added',
      'hypothesis.created',
      'hypothesis.status_updated',
      'incident.created',
      'incident.status_updated',
      'responder.commented',
      'responder.created',
    ]);
    const status = await one<{ created_by: string; properties: unknown }>(
      `select created_by, properties from incident_histories where incident_id = $1 and type = 'incident.status_updated'`,
      [id],
    );
    expect(status).toEqual({ created_by: SYSTEM_PERSON, properties: { from: 'open', to: 'investigating' } });

    const summary = await one<{ responders: unknown[]; commenters: unknown[] }>(
      'select responders, commenters from incident_summary where id = $1',
      [id],
    );
    expect(summary.responders).toHaveLength(1);
    expect(summary.commenters).toEqual([]);
  });

  it('refuses a status change the spec does not allow', async () => {
    const { id } = await one<{ id: string }>(
      `insert into incidents (title, status) values ('x', 'resolved') returning id`,
    );
    await expect(db.pool.query(`update incidents set status = 'investigating' where id = $1`, [id])).rejects.toThrow(
      /cannot change from resolved to investigating/,
    );
    await db.pool.query(`update incidents set status = 'open' where id = $1`, [id]);
  });
});

describe('catalog', () => {
  it('related_configs_recursive terminates on a cycle and reports each item once', async () => {
    const a = await insertConfig('cycle-a');
    const b = await insertConfig('cycle-b');
    const c = await insertConfig('cycle-c');
    await db.pool.query(
      `insert into config_relationships (config_id, related_id, relation)
       values ($1, $2, ''), ($2, $3, 'hard'), ($3, $1, '')`,
      [a, b, c],
    );
    const { rows } = await db.pool.query<{ id: string; depth: number; direction: string; related_ids: string[] }>(
      `select id, depth, direction, related_ids from related_configs_recursive($1, 'all', false, 50)`,
      [a],
    );
    expect(rows.map((r) => r.id).sort()).toEqual([a, b, c].sort());
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a)).toMatchObject({ depth: 0, direction: 'root', related_ids: [b] });
    expect(byId.get(b)!.related_ids).toEqual([c]);
    expect(byId.get(c)!.related_ids).toEqual([a]);

    const outgoingHard = await db.pool.query<{ id: string }>(
      `select id from related_configs_recursive(config_id => $1, type_filter => 'outgoing', outgoing_relation => 'hard')`,
      [b],
    );
    expect(outgoingHard.rows.map((r) => r.id).sort()).toEqual([b, c].sort());
  });

  it('raises config events on create, health change, change and delete', async () => {
    const id = await insertConfig('evented');
    await db.pool.query(`update config_items set health = 'unhealthy' where id = $1`, [id]);
    await db.pool.query(`insert into config_changes (config_id, change_type) values ($1, 'diff')`, [id]);
    await db.pool.query(`update config_items set deleted_at = now() where id = $1`, [id]);
    const { rows } = await db.pool.query<{ name: string }>(
      'select name from event_queue where subject_id = $1 order by name',
      [id],
    );
    expect(rows.map((r) => r.name)).toEqual(['config.created', 'config.deleted', 'config.unhealthy', 'config.updated']);
  });
});

describe('connections', () => {
  it('keeps static secrets out of readable columns and gives them back to engines', async () => {
    const { id, password, url, properties } = await one<{
      id: string;
      password: string;
      url: string;
      properties: Record<string, string>;
    }>(
      `insert into connections (name, type, url, password, properties)
       values ('db', 'postgres', 'postgres://app:s3cret@db:5432/app', 'hunter2', '{"token": "t0k", "ref": "secret://x/y"}')
       returning id, password, url, properties`,
    );
    expect(password).toBe('********');
    expect(url).toBe('postgres://app:********@db:5432/app');
    expect(properties).toEqual({ token: '********', ref: 'secret://x/y' });

    // An unchanged form (the mask written back) keeps the secret; the URL's host may still change.
    await db.pool.query(
      `update connections set password = '********', url = 'postgres://app:********@db2:5432/app' where id = $1`,
      [id],
    );
    const engine = await one<{ password: string; url: string; properties: Record<string, string> }>(
      'select password, url, properties from connection_unmasked($1)',
      [id],
    );
    expect(engine).toEqual({
      password: 'hunter2',
      url: 'postgres://app:s3cret@db2:5432/app',
      properties: { token: 't0k', ref: 'secret://x/y' },
    });
  });
});

describe('check_statuses partitions', () => {
  it('moves rows from the default partition into a newly created daily partition', async () => {
    const canary = await insertCanary('partitions');
    const { id: check } = await one<{ id: string }>(
      `insert into checks (canary_id, type, name) values ($1, 'http', 'p') returning id`,
      [canary],
    );
    const old = '2001-02-03T10:00:00Z';
    await db.pool.query('insert into check_statuses (check_id, time, status, duration) values ($1, $2, true, 5)', [
      check,
      old,
    ]);
    const before = await one<{ part: string }>(
      'select tableoid::regclass::text as part from check_statuses where time = $1',
      [old],
    );
    expect(before.part).toBe('check_statuses_default');
    await db.pool.query(`select ensure_check_status_partitions($1, $1)`, [old]);
    const after = await one<{ part: string }>(
      'select tableoid::regclass::text as part from check_statuses where time = $1',
      [old],
    );
    expect(after.part).toBe('check_statuses_20010203');
  });
});

describe('views', () => {
  it('can be read without error', async () => {
    const { rows } = await db.pool.query<{ name: string }>(
      `select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'v' order by 1`,
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const { name } of rows) {
      await expect(db.pool.query(`select * from "${name}" limit 1`), name).resolves.toBeDefined();
    }
  });
});

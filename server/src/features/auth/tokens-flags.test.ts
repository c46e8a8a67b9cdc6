/** API access tokens (create once, list, bearer, revoke; hashed at rest) and the local feature flags. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loadAuthConfig } from './auth-config.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    auth: {
      ...loadAuthConfig({ OPSDECK_FEATURE_FLAGS: 'logs.disable=true,incidents.disable=true' }),
      publicUrl: 'http://localhost',
    },
  });
});
afterAll(() => t.close());

describe('access tokens', () => {
  test('shown once, stored as an argon2id hash, usable as bearer, revocable', async () => {
    const created = await t.injectAs('responder', { method: 'POST', url: '/api/auth/tokens', payload: { name: 'ci' } });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json() as { id: string; token: string };
    expect(token).toMatch(/^odt_/);
    const stored = await t.db.pool.query('select value from access_tokens where id = $1', [id]);
    expect(stored.rows[0].value).toMatch(/^\$argon2id\$/);
    expect(stored.rows[0].value).not.toContain(token);

    const bearer = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ url: '/api/auth/whoami', headers: bearer });
    expect(me.json()).toMatchObject({ roles: ['responder'], user: { via: 'token' } });
    const listed = await t.app.inject({ url: '/api/auth/tokens', headers: bearer });
    expect(listed.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'ci' })]));
    expect(JSON.stringify(listed.json())).not.toContain(token);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${id}`, headers: bearer })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({ url: '/api/auth/whoami', headers: bearer });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthenticated');
  });

  test('malformed or guessed tokens are refused', async () => {
    for (const token of ['nope', `odt_${'0'.repeat(32)}_${'A'.repeat(43)}`]) {
      expect(
        (await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(401);
    }
  });
});

describe('feature flags', () => {
  test('local flags are served read-only beside the stored properties', async () => {
    const local = await t.injectAs('viewer', '/api/properties/local');
    expect(local.json()).toEqual([
      expect.objectContaining({ name: 'logs.disable', value: 'true', source: 'local' }),
      expect.objectContaining({ name: 'incidents.disable', value: 'true', source: 'local' }),
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/db/properties',
      payload: { name: 'topology.disable', value: 'true' },
    });
    const stored = await t.injectAs('viewer', '/api/db/properties?name=eq.topology.disable&select=name,value,source');
    expect(stored.json()).toEqual([{ name: 'topology.disable', value: 'true', source: 'UI' }]);
    expect(
      (await t.injectAs('viewer', { method: 'POST', url: '/api/db/properties', payload: { name: 'x', value: 'y' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('who changed what', () => {
  test('data-API writes run as the caller (opsdeck.person_id), so triggers attribute them', async () => {
    const { personId } = await t.as('commander');
    await t.db.pool.query(
      `create function test_actor() returns trigger language plpgsql as $$
       begin new.description := current_person_id()::text; return new; end $$;
       create trigger test_actor before insert on properties for each row execute function test_actor();`,
    );
    try {
      const res = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/db/properties',
        headers: { prefer: 'return=representation', 'content-type': 'application/json' },
        payload: { name: 'attributed', value: '1' },
      });
      const admin = await t.as('admin');
      expect(res.json()[0].description).toBe(admin.personId);
      expect(personId).not.toBe(admin.personId);
    } finally {
      await t.db.pool.query('drop trigger test_actor on properties; drop function test_actor()');
    }
  });
});

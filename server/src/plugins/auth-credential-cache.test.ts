/**
 * Remembered bearer tokens and sessions are forgotten when another process (here: plain SQL on the database, as
 * another replica or the CLI would write) revokes the token, ends the session, changes the person's roles or deletes
 * the person (migrations 074 and 075).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../features/auth/testing/auth-client.js';
import { seedUser } from '../features/auth/testing/seed-user.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { cacheGeneration, cachedCredential, forgetPerson, rememberCredential } from './auth-credential-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const whoami = (token: string) =>
  t.app.inject({ url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });

/** The NOTIFY arrives on the listener's own connection shortly after the commit. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 3_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the change was not seen within 3 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The texts of the statements fn sent that read access_tokens. */
async function accessTokenQueries(fn: () => Promise<unknown>): Promise<string[]> {
  const pool = t.db.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  const texts: string[] = [];
  pool.query = (...args: unknown[]) => {
    const q = args[0];
    texts.push(typeof q === 'string' ? q : ((q as { text?: string }).text ?? ''));
    return query.apply(t.db.pool, args);
  };
  try {
    await fn();
  } finally {
    pool.query = query;
  }
  return texts.filter((q) => q.includes('access_tokens'));
}

describe('bearer token cache', () => {
  it('answers a remembered token without reading the database', async () => {
    const { token } = await t.as('editor');
    expect((await whoami(token)).statusCode).toBe(200);
    // Seeding the editor's role NOTIFYs; a verification it overlaps does not remember, so wait until one has.
    await eventually(async () => (await accessTokenQueries(() => whoami(token))).length === 0);
    const texts = await accessTokenQueries(async () => {
      for (let i = 0; i < 20; i++) expect((await whoami(token)).statusCode).toBe(200);
    });
    expect(texts).toEqual([]);
  });

  it('forgets a token revoked by another process at once', async () => {
    const { token } = await t.as('responder');
    expect((await whoami(token)).statusCode).toBe(200);
    await t.db.pool.query(`delete from access_tokens where name = 'test responder'`);
    await eventually(async () => (await whoami(token)).statusCode === 401);
  });

  it('sees a role change and a deleted person made by another process', async () => {
    const { token, personId } = await t.as('viewer');
    expect((await whoami(token)).json().roles).toEqual(['viewer']);
    await t.db.pool.query(`update person_roles set role = 'commander' where person_id = $1`, [personId]);
    await eventually(async () => JSON.stringify((await whoami(token)).json().roles) === '["commander"]');
    await t.db.pool.query('update people set deleted_at = now() where id = $1', [personId]);
    await eventually(async () => (await whoami(token)).statusCode === 401);
  });

  it('does not remember a row read before an eviction arrived (a revoke committed meanwhile)', () => {
    const entry = { digest: 'd', personId: 'p-race', roles: ['viewer'] };
    const readAt = cacheGeneration();
    forgetPerson('someone-else');
    rememberCredential('token:race', entry, null, readAt);
    expect(cachedCredential('token:race', 'd')).toBeUndefined();
    rememberCredential('token:race', entry, null, cacheGeneration());
    expect(cachedCredential('token:race', 'd')?.personId).toBe('p-race');
  });
});

/** The texts of every statement sent while fn ran (the identity library's too: it queries through clients). */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  const texts: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    texts.push(typeof q === 'string' ? q : ((q as { text?: string })?.text ?? ''));
    return query.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = query;
  }
  return texts;
}

describe('session cache', () => {
  const PASSWORD = 'a long enough passphrase';

  it('answers a remembered session without reading sessions or roles', async () => {
    await seedUser(t, 'cached@example.com', PASSWORD, 'editor');
    const b = await signIn(t, 'cached@example.com', PASSWORD);
    await eventually(async () => {
      const texts = await statementsDuring(() => b.request('GET', '/api/db/canaries?select=id'));
      return !texts.some((q) => /auth_sessions|person_roles/.test(q));
    });
    const texts = await statementsDuring(async () => {
      for (let i = 0; i < 10; i++) expect((await b.request('GET', '/api/db/canaries?select=id')).statusCode).toBe(200);
    });
    // One statement per data API call, nothing for who is calling.
    expect(texts.filter((q) => !/^(begin|commit|set|reset)/i.test(q.trim()))).toHaveLength(10);
  });

  it('a session ended by another process or by sign-out is refused at once', async () => {
    await seedUser(t, 'ended@example.com', PASSWORD, 'viewer');
    const elsewhere = await signIn(t, 'ended@example.com', PASSWORD);
    expect((await elsewhere.request('GET', '/api/auth/whoami')).statusCode).toBe(200);
    await t.db.pool.query(
      `delete from auth_sessions where "userId" = (select id from auth_users where email = 'ended@example.com')`,
    );
    await eventually(async () => (await elsewhere.request('GET', '/api/auth/whoami')).statusCode === 401);

    // Signing out in this process: no wait for the NOTIFY, the next request with the old cookie is refused.
    const here = await signIn(t, 'ended@example.com', PASSWORD);
    expect((await here.request('GET', '/api/auth/whoami')).statusCode).toBe(200);
    const stolen = here.cookie;
    expect((await here.request('POST', '/api/auth/logout')).statusCode).toBe(200);
    const replay = await t.app.inject({ url: '/api/auth/whoami', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
  });

  it('sees a role change made by another process', async () => {
    const id = await seedUser(t, 'promoted@example.com', PASSWORD, 'viewer');
    const b = await signIn(t, 'promoted@example.com', PASSWORD);
    expect((await b.request('GET', '/api/auth/whoami')).json().roles).toEqual(['viewer']);
    await t.db.pool.query(`update person_roles set role = 'admin' where person_id = $1`, [id]);
    await eventually(
      async () => JSON.stringify((await b.request('GET', '/api/auth/whoami')).json().roles) === '["admin"]',
    );
  });

  it('a forged cookie next to a valid one does not borrow its remembered session', async () => {
    await seedUser(t, 'borrow@example.com', PASSWORD, 'editor');
    const b = await signIn(t, 'borrow@example.com', PASSWORD);
    expect((await b.request('GET', '/api/auth/whoami')).statusCode).toBe(200);
    const forged = `${b.cookie}; __Secure-opsdeck.session_token=forged.value`;
    let status = 0;
    const texts = await statementsDuring(async () => {
      status = (await t.app.inject({ url: '/api/auth/whoami', headers: { cookie: forged } })).statusCode;
    });
    // The pair is a new key: the identity library looked at it (whatever it made of it), not the cache.
    expect(texts.some((q) => q.includes('auth_sessions'))).toBe(true);
    expect([200, 401]).toContain(status);
  });
});

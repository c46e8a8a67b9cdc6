/**
 * Remembered bearer tokens are forgotten when another process (here: plain SQL on the database, as another replica
 * or the CLI would write) revokes the token, changes the person's roles or deletes the person (migration 074).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { cacheGeneration, cachedToken, forgetPerson, rememberToken } from './auth-token-cache.js';

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
    rememberToken('race-token', entry, null, readAt);
    expect(cachedToken('race-token', 'd')).toBeUndefined();
    rememberToken('race-token', entry, null, cacheGeneration());
    expect(cachedToken('race-token', 'd')?.personId).toBe('p-race');
  });
});

/**
 * Social / OIDC sign-in (better-auth generic OAuth) against a local OpenID provider (the oidc-provider package
 * with its development login pages; no internet). Sign-up stays invitation-only: an invited e-mail signs in,
 * an unknown one does not.
 */
import http from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../../testing/server-process.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loadAuthConfig } from './auth-config.js';
import { browser } from './testing/auth-client.js';

let t: TestApp;
let issuer: string;
let server: http.Server;

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: 'opsdeck',
        client_secret: 'opsdeck-test-secret',
        redirect_uris: ['http://localhost/api/auth/callback/local'],
      },
    ],
    // The login name typed on the provider's page is the e-mail, so each test picks who signs in.
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true, name: `OIDC ${sub}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  });
  server = http.createServer(oidc.callback());
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const providers = JSON.stringify([
    {
      id: 'local',
      name: 'Local IdP',
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      clientId: 'opsdeck',
      clientSecret: 'opsdeck-test-secret',
    },
  ]);
  t = await createTestApp({
    auth: { ...loadAuthConfig({ OPSDECK_OIDC_PROVIDERS: providers }), publicUrl: 'http://localhost' },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

/** Walks the provider's pages like a person would: log in as `login`, consent; returns the callback URL. */
async function authorizeAt(url: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next: { url: string; init?: RequestInit } = { url };
  for (let i = 0; i < 20; i++) {
    const res = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== issuer) return target;
      next = { url: target.toString() };
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page: ${res.status} ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)![1]!;
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'x' } : { prompt });
    next = {
      url: new URL(action, next.url).toString(),
      init: { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    };
  }
  throw new Error('too many redirects at the provider');
}

async function signInWithProvider(login: string) {
  const b = browser(t);
  const start = await b.request('POST', '/api/auth/sign-in/social', { provider: 'local', callbackURL: '/health' });
  expect(start.statusCode, start.body).toBe(200);
  const callback = await authorizeAt(start.json().url, login);
  const done = await b.request('GET', `${callback.pathname}${callback.search}`);
  return { b, done };
}

describe('OIDC sign-in', () => {
  test('the configured providers are listed publicly for the sign-in page', async () => {
    const res = await t.injectAnonymous('/api/auth/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 'local', name: expect.any(String) }]);
    expect(res.body).not.toContain('secret');
  });

  test('an invited user signs in through the provider and lands on callbackURL with a session', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite_user',
      payload: { firstName: 'Olga', lastName: 'Idp', email: 'olga@example.com', role: 'commander' },
    });
    const { b, done } = await signInWithProvider('olga@example.com');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location, String(done.headers.location)).toBe('/health');
    expect((await b.request('GET', '/api/auth/whoami')).json()).toMatchObject({
      user: { email: 'olga@example.com' },
      roles: ['commander'],
    });
  });

  test('an e-mail nobody invited gets no account and no session', async () => {
    const { b, done } = await signInWithProvider('stranger@example.com');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).not.toBe('/health');
    expect((await b.request('GET', '/api/auth/whoami')).statusCode).toBe(401);
    expect((await t.db.pool.query(`select 1 from auth_users where email = 'stranger@example.com'`)).rowCount).toBe(0);
  });
});

/** The security requirements of the identity issue, each shown through the HTTP API. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loadAuthConfig } from './auth-config.js';
import { passwordHasher } from './password-hash.js';
import { MAX_FAILURES_PER_HOUR } from './sign-in-limit.js';
import { browser, signIn } from './testing/auth-client.js';
import { seedUser } from './testing/seed-user.js';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink.js';

let t: TestApp;
let smtp: SmtpSink;
let logs = '';
const EMAIL = 'sec@example.com';
const PASSWORD = 'a long enough passphrase';

beforeAll(async () => {
  smtp = await startSmtpSink();
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs += chunk.toString();
      cb();
    },
  });
  t = await createTestApp({
    logStream,
    auth: { ...loadAuthConfig({ SMTP_URL: smtp.url }), publicUrl: 'http://localhost' },
  });
  await seedUser(t, EMAIL, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('passwords', () => {
  test('argon2id at 100 ms or more per verify', async () => {
    const hasher = passwordHasher();
    const stored = await hasher.hash(PASSWORD);
    expect(stored).toMatch(/^\$argon2id\$/);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      expect(await hasher.verify({ hash: stored, password: PASSWORD })).toBe(true);
      times.push(performance.now() - start);
    }
    expect(Math.min(...times)).toBeGreaterThanOrEqual(100);
  });

  test('minimum length 12 and no composition rules', async () => {
    const invite = async (email: string) =>
      new URL(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/invite_user',
            payload: { firstName: 'P', lastName: 'W', email, role: 'viewer' },
          })
        ).json().link,
      ).searchParams.get('token');
    const short = await browser(t).request('POST', '/api/auth/accept-invitation', {
      token: await invite('short@example.com'),
      password: 'elevenchars',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('password_too_short');
    // Twelve of one lowercase letter: no digits, capitals or symbols are demanded.
    const plain = await browser(t).request('POST', '/api/auth/accept-invitation', {
      token: await invite('plain@example.com'),
      password: 'aaaaaaaaaaaa',
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

describe('sign-in answers and limits', () => {
  test('wrong password and unknown account answer the same', async () => {
    const wrong = await browser(t).request('POST', '/api/auth/sign-in/email', {
      email: EMAIL,
      password: 'wrong password!',
    });
    const unknown = await browser(t).request('POST', '/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'wrong password!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  test('recovery answers the same whether or not the account exists, and mails only the real one', async () => {
    const known = await browser(t).request('POST', '/api/auth/request-password-reset', {
      email: EMAIL,
      redirectTo: '/recovery',
    });
    const unknown = await browser(t).request('POST', '/api/auth/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/recovery',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await smtp.next(EMAIL)).subject).toBe('Recover your Opsdeck account');
    expect(smtp.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  test(`after ${MAX_FAILURES_PER_HOUR} failures in an hour: 429 with Retry-After, for known and unknown accounts`, async () => {
    for (const email of ['limited@example.com', 'limited-unknown@example.com']) {
      if (email === 'limited@example.com') await seedUser(t, email, PASSWORD);
      // Two real failures are counted; the other 98 are seeded to keep the test fast (argon2 per attempt).
      for (let i = 0; i < 2; i++) {
        expect(
          (await browser(t).request('POST', '/api/auth/sign-in/email', { email, password: 'not the password' }))
            .statusCode,
        ).toBe(401);
      }
      await t.db.pool.query(
        `insert into auth_sign_in_failures (email, failed_at) select $1, now() - interval '30 minutes' from generate_series(1, $2)`,
        [email, MAX_FAILURES_PER_HOUR - 2],
      );
      const limited = await browser(t).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Other accounts are unaffected.
    expect(
      (await browser(t).request('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  const sessionCookie = (c: string) => /opsdeck\.session_token=([^;]+)/.exec(c)?.[1];

  test('each sign-in issues a new session id; sign-out invalidates it on the server', async () => {
    const a = await signIn(t, EMAIL, PASSWORD);
    const b = await signIn(t, EMAIL, PASSWORD);
    expect(sessionCookie(a.cookie)).toBeTruthy();
    expect(sessionCookie(a.cookie)).not.toBe(sessionCookie(b.cookie));

    const stolen = a.cookie;
    expect((await a.request('POST', '/api/auth/logout')).statusCode).toBe(200);
    const replay = await t.app.inject({ url: '/api/auth/whoami', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('unauthenticated');
    expect((await b.request('GET', '/api/auth/whoami')).statusCode).toBe(200);
  });

  test('sessions are listed and revoked; a password change can log out the other sessions', async () => {
    const email = 'sessions@example.com';
    await seedUser(t, email, PASSWORD);
    const laptop = await signIn(t, email, PASSWORD);
    const phone = await signIn(t, email, PASSWORD);
    const tablet = await signIn(t, email, PASSWORD);
    const sessions = (await laptop.request('GET', '/api/auth/list-sessions')).json() as { token: string }[];
    expect(sessions).toHaveLength(3);

    const phoneToken = sessionCookie(phone.cookie)!.split('.')[0];
    expect((await laptop.request('POST', '/api/auth/revoke-session', { token: phoneToken })).statusCode).toBe(200);
    expect((await phone.request('GET', '/api/auth/whoami')).statusCode).toBe(401);

    const changed = await laptop.request('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another long passphrase',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await tablet.request('GET', '/api/auth/whoami')).statusCode).toBe(401);
    expect((await laptop.request('GET', '/api/auth/whoami')).statusCode).toBe(200);
  });

  test('cookies are HttpOnly and SameSite, and Secure when served over https', async () => {
    const res = await browser(t).request('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const https = await createTestApp({ auth: { ...loadAuthConfig({}), publicUrl: 'https://ops.example.com' } });
    try {
      await seedUser(https, EMAIL, PASSWORD);
      const r = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: 'https://ops.example.com', cookie: '' },
        payload: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      const secure = [r.headers['set-cookie']].flat().find((c) => c?.includes('session_token'))!;
      expect(secure).toMatch(/^__Secure-opsdeck\.session_token=/);
      expect(secure).toMatch(/; Secure/i);
      expect(secure).toMatch(/HttpOnly/i);
    } finally {
      await https.close();
    }
  });
});

describe('CSRF', () => {
  test('cookie-authenticated writes from another origin are refused; same origin and bearer pass', async () => {
    const b = await signIn(t, EMAIL, PASSWORD);
    const write = (headers: Record<string, string>) =>
      b.request('POST', '/api/db/properties', { name: `csrf.${Math.random()}`, value: 'x' }, headers);
    const evil = await write({ origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({
      code: 'csrf',
      message: 'A security violation was detected, please fill out the form again.',
    });
    expect((await write({ origin: '', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await b.request('POST', '/api/auth/sign-out', {}, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await write({})).statusCode).toBe(201);

    const { token } = await t.as('admin');
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/db/properties',
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'csrf.bearer', value: 'x' }),
    });
    expect(bearer.statusCode).toBe(201);
  });
});

describe('return_to', () => {
  test.each([
    '//evil.example',
    '/\\evil.example',
    'https://localhost@evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
  ])('redirect parameter %s is refused with the spec message', async (target) => {
    const res = await browser(t).request('POST', '/api/auth/sign-in/email', {
      email: EMAIL,
      password: PASSWORD,
      callbackURL: target,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'return_to_forbidden', message: 'The return_to address is not allowed.' });
    const q = await browser(t).request('GET', `/api/auth/setup?return_to=${encodeURIComponent(target)}`);
    expect(q.body).not.toContain('evil');
  });

  test('a same-site path is accepted', async () => {
    const res = await browser(t).request('POST', '/api/auth/sign-in/email', {
      email: EMAIL,
      password: PASSWORD,
      callbackURL: '/health?x=1',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('logs', () => {
  test('no password, token or session id in any log line', async () => {
    const b = await signIn(t, EMAIL, PASSWORD);
    const created = (await b.request('POST', '/api/auth/tokens', { name: 'ci' })).json();
    await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: `Bearer ${created.token}` } });
    await browser(t).request('POST', '/api/auth/sign-in/email', { email: EMAIL, password: 'a wrong secret pass' });
    const session = /session_token=([^;]+)/.exec(b.cookie)![1]!;
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, 'a wrong secret pass', created.token, decodeURIComponent(session).split('.')[0]!]) {
      expect(logs).not.toContain(secret);
    }
  });
});

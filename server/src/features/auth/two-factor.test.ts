/** TOTP with backup codes (better-auth twoFactor), the new session after step-up, and passkey registration. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { browser, signIn } from './testing/auth-client.js';
import { seedUser } from './testing/seed-user.js';
import { totpFromUri } from './testing/totp.js';

let t: TestApp;
const EMAIL = 'mfa@example.com';
const PASSWORD = 'two factors are better';
const sessionId = (cookie: string) => /opsdeck\.session_token=([^;.]+)/.exec(cookie)?.[1];

beforeAll(async () => {
  t = await createTestApp();
  await seedUser(t, EMAIL, PASSWORD, 'viewer');
});
afterAll(() => t.close());

describe('two-factor authentication', () => {
  test('enable TOTP → sign out → sign in asks for the code → a new session after the code; backup codes work once', async () => {
    const b = await signIn(t, EMAIL, PASSWORD);
    const enabled = await b.request('POST', '/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Opsdeck/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const confirmed = await b.request('POST', '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await b.request('GET', '/api/auth/whoami')).json().user.two_factor_enabled).toBe(true);
    const before = sessionId(b.cookie);
    await b.request('POST', '/api/auth/logout');

    // Password alone: no session, only the pending second factor (spec: Two-Factor Authentication, aal2).
    const c = browser(t);
    const first = await c.request('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(sessionId(c.cookie)).toBeUndefined();
    expect((await c.request('GET', '/api/auth/whoami')).statusCode).toBe(401);
    expect((await c.request('POST', '/api/auth/two-factor/verify-totp', { code: '000000' })).statusCode).not.toBe(200);
    const second = await c.request('POST', '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) });
    expect(second.statusCode, second.body).toBe(200);
    expect(sessionId(c.cookie)).toBeTruthy();
    expect(sessionId(c.cookie)).not.toBe(before);
    expect((await c.request('GET', '/api/auth/whoami')).json().user.email).toBe(EMAIL);

    // A backup recovery code instead of the app, once.
    const d = browser(t);
    await d.request('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
    expect(
      (await d.request('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(200);
    expect((await d.request('GET', '/api/auth/whoami')).statusCode).toBe(200);
    const e = browser(t);
    await e.request('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
    expect(
      (await e.request('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).not.toBe(200);
  });
});

describe('passkeys', () => {
  test('a signed-in user gets WebAuthn registration options for this site', async () => {
    const email = 'keys@example.com';
    await seedUser(t, email, PASSWORD);
    const b = await signIn(t, email, PASSWORD);
    const res = await b.request('GET', '/api/auth/passkey/generate-register-options');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rp: { id: 'localhost', name: 'Opsdeck' }, user: { name: email } });
    expect(res.json().challenge).toEqual(expect.any(String));
    expect((await browser(t).request('GET', '/api/auth/passkey/generate-register-options')).statusCode).toBe(401);
  });
});

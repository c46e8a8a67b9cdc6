/** Invitation by mail → registration from the mailed link → sign in → whoami; the users page's API. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loadAuthConfig } from './auth-config.js';
import { browser, signIn } from './testing/auth-client.js';
import { linkIn, startSmtpSink, type SmtpSink } from './testing/smtp-sink.js';

let t: TestApp;
let smtp: SmtpSink;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    auth: { ...loadAuthConfig({ SMTP_URL: smtp.url, SMTP_FROM: 'ops@test.local' }), publicUrl: 'http://localhost' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('invite_user', () => {
  test('validates with the spec messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/invite_user', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      firstName: 'Please provide valid first name',
      lastName: 'Please provide valid last name',
      email: 'Entered value does not match email format',
      role: 'Please select any role',
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/invite_user', payload: {} });
    expect(empty.json().details.email).toBe('Please provide valid email');
  });

  test('invite → mailed link → registration → signed in with the invited role', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite_user',
      payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', role: 'responder' },
    });
    expect(invited.statusCode).toBe(201);
    const { id, link, mail_sent } = invited.json();
    expect(mail_sent).toBe(true);
    const mail = await smtp.next('ada@example.com');
    expect(mail.subject).toBe('You have been invited to Opsdeck');
    expect(linkIn(mail).toString()).toBe(link);

    // Listed as invited before registration, with the spec's identity shape.
    const users = (await t.app.inject('/api/auth/users')).json();
    expect(users.find((u: { id: string }) => u.id === id)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      traits: { name: { first: 'Ada', last: 'Lovelace' }, email: 'ada@example.com' },
      roles: ['responder'],
      state: 'invited',
    });

    const b = browser(t);
    const token = new URL(link).searchParams.get('token');
    const accepted = await b.request('POST', '/api/auth/accept-invitation', { token, password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await b.request('GET', '/api/auth/whoami');
    expect(me.json()).toMatchObject({
      user: { id, name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true },
      roles: ['responder'],
    });
    expect(me.json().permissions).toContain('incident:write');
    expect(me.json().permissions).not.toContain('connections:read');

    // The link works once.
    const again = await browser(t).request('POST', '/api/auth/accept-invitation', { token, password: PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Your interaction expired, please fill out the form again.');

    // Sign in with the chosen password; the user is active now.
    const s = await signIn(t, 'ada@example.com', PASSWORD);
    expect((await s.request('GET', '/api/auth/whoami')).statusCode).toBe(200);
    const after = (await t.app.inject('/api/auth/users')).json();
    expect(after.find((u: { id: string }) => u.id === id).state).toBe('active');
  });

  test('a second invitation for the same e-mail conflicts', async () => {
    const payload = { firstName: 'B', lastName: 'C', email: 'dup@example.com', role: 'viewer' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/invite_user', payload })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/invite_user', payload })).statusCode).toBe(409);
  });
});

describe('e-mail verification', () => {
  test('a verification mail is sent and its link verifies the address', async () => {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/invite_user',
        payload: { firstName: 'Vera', lastName: 'Fy', email: 'vera@example.com', role: 'viewer' },
      })
    ).json();
    await smtp.next('vera@example.com'); // the invitation
    const sent = await browser(t).request('POST', '/api/auth/send-verification-email', {
      email: 'vera@example.com',
      callbackURL: '/verification',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.next('vera@example.com');
    expect(mail.subject).toBe('Verify your e-mail address');
    const link = linkIn(mail);
    const verified = await browser(t).request('GET', `${link.pathname}${link.search}`);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/verification');
    const users = (await t.app.inject('/api/auth/users')).json();
    expect(users.find((u: { id: string }) => u.id === id).email_verified).toBe(true);
  });
});

describe('edit and delete users', () => {
  test('edit names and role; delete removes the identity and its sessions', async () => {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/invite_user',
        payload: { firstName: 'Eve', lastName: 'Old', email: 'eve@example.com', role: 'viewer' },
      })
    ).json();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${id}`,
      payload: { lastName: 'New', role: 'editor' },
    });
    expect(edited.json()).toMatchObject({ name: 'Eve New', roles: ['editor'] });
    const person = (await t.app.inject(`/api/db/people?id=eq.${id}&select=name`)).json();
    expect(person).toEqual([{ name: 'Eve New' }]);

    // An edit refused for its email changes nothing else it carried.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${id}`,
      payload: { lastName: 'Lost', email: 'vera@example.com', role: 'admin' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A user with this email already exists');
    const after = (await t.app.inject('/api/auth/users')).json().find((u: { id: string }) => u.id === id);
    expect(after).toMatchObject({ name: 'Eve New', email: 'eve@example.com', roles: ['editor'] });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${id}` })).statusCode).toBe(200);
    expect((await t.app.inject(`/api/db/people?id=eq.${id}&deleted_at=is.null`)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${id}` })).statusCode).toBe(404);
  });
});

/** First run (setup link or env admin) and the `opsdeck user|token create` commands, as real processes. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli, startServerProcess, TEST_ADMIN } from '../../testing/server-process.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('first run and CLI', () => {
  test('without admin settings a one-time setup link is logged; it sets the admin password once', async () => {
    const server = await startServerProcess({
      DATABASE_URL: db.url,
      OPSDECK_ENGINES: 'off',
      OPSDECK_ADMIN_EMAIL: '',
      OPSDECK_ADMIN_PASSWORD: '',
    });
    try {
      const m = /"setup_url":"([^"]+)"/.exec(server.output());
      expect(m, server.output()).toBeTruthy();
      const token = new URL(m![1]!).searchParams.get('token')!;
      expect((await fetch(`${server.url}/api/auth/setup?token=${token}`)).headers.get('content-type')).toContain(
        'text/html',
      );
      const accept = (password: string) =>
        fetch(`${server.url}/api/auth/accept-invitation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, password }),
        });
      const res = await accept('the first admin password');
      expect(res.status, await res.clone().text()).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = await (await fetch(`${server.url}/api/auth/whoami`, { headers: { cookie } })).json();
      expect(me).toMatchObject({ user: { email: 'admin@opsdeck.local' }, roles: ['admin'] });
      expect((await accept('another admin password')).status).toBe(400);
      // Never a default password: nothing else signs in.
      const guess = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@opsdeck.local', password: 'admin' }),
      });
      expect(guess.status).toBe(401);
    } finally {
      await server.stop();
    }
  }, 120_000);

  test('user create with --password-stdin, token create prints a token once; the env admin is seeded', async () => {
    const env = { DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
    const user = await runCli(
      ['user', 'create', '--email', 'bot@example.com', '--role', 'editor', '--password-stdin'],
      env,
      'robots need long passwords\n',
    );
    expect(user.code, user.output).toBe(0);
    const bad = await runCli(['user', 'create', '--email', 'x@example.com', '--role', 'root'], env);
    expect(bad.code).toBe(2);
    const created = await runCli(['token', 'create', '--email', 'bot@example.com', '--name', 'ci'], env);
    expect(created.code, created.output).toBe(0);
    const token = /odt_\S+/.exec(created.output)![0];

    const server = await startServerProcess({ DATABASE_URL: db.url, OPSDECK_ENGINES: 'off' });
    try {
      const me = await (
        await fetch(`${server.url}/api/auth/whoami`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      expect(me).toMatchObject({ user: { email: 'bot@example.com' }, roles: ['editor'] });
      await server.signIn(); // TEST_ADMIN from OPSDECK_ADMIN_EMAIL / OPSDECK_ADMIN_PASSWORD
      const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bot@example.com', password: 'robots need long passwords' }),
      });
      expect(signedIn.status).toBe(200);
      expect(server.output()).not.toContain(token);
      expect(server.output()).not.toContain(TEST_ADMIN.password);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

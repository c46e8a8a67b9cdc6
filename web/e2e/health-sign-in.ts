/**
 * Signs the journey's browser in as the bootstrap administrator when the server has the identity service
 * (a 404 on sign-in means it has none and everyone is the anonymous admin). Call `withBootstrapAdmin()` before
 * `startHarness()`: the harness passes the environment on to the server, which creates that administrator.
 */
import type { Page } from 'playwright-core';
import type { Harness } from './helpers';

const ADMIN = { email: 'admin@opsdeck.test', password: 'health-journey-password' };

export function withBootstrapAdmin(): void {
  process.env.OPSDECK_ADMIN_EMAIL ??= ADMIN.email;
  process.env.OPSDECK_ADMIN_PASSWORD ??= ADMIN.password;
}

export async function signIn(h: Harness, page: Page): Promise<void> {
  // The server trusts its public URL, http://localhost:PORT by default; the harness browses 127.0.0.1:PORT.
  const origin = h.baseUrl.replace('127.0.0.1', 'localhost');
  const res = await fetch(`${h.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: process.env.OPSDECK_ADMIN_EMAIL, password: process.env.OPSDECK_ADMIN_PASSWORD }),
  });
  if (res.status === 404) return;
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    return { name: pair!.slice(0, i).trim(), value: pair!.slice(i + 1).trim(), url: h.baseUrl };
  });
  await page.context().addCookies(cookies);
}

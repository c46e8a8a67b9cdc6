/** Test helpers that act like a browser against the app: a cookie jar, same-origin headers, sign-in. */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../testing/test-app.js';

export const ORIGIN = 'http://localhost';

export interface Browser {
  cookie: string;
  request(
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Stores the Set-Cookie answers like a browser (name=value only; deletion by empty value or max-age 0). */
export function browser(t: TestApp): Browser {
  const jar = new Map<string, string>();
  const b: Browser = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    async request(method, url, body, headers = {}) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: {
          origin: ORIGIN,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(jar.size ? { cookie: b.cookie } : { cookie: '' }),
          ...headers,
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const c of [res.headers['set-cookie'] ?? []].flat()) {
        const [pair] = c.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (!value || /max-age=0/i.test(c)) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
  };
  return b;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<Browser> {
  const b = browser(t);
  const res = await b.request('POST', '/api/auth/sign-in/email', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return b;
}

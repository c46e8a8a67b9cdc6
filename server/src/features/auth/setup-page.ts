/**
 * GET /api/auth/setup: a bare server-rendered page so a fresh install is usable before (and without) the
 * web's account pages. With ?token= it sets the password of an invited user (the bootstrap admin's setup
 * link); without, it signs in with e-mail and password. Both then go to ?return_to (allow-listed) or /.
 */
import type { FastifyInstance } from 'fastify';
import { isAllowedReturnTo } from '../../plugins/auth-origin.js';
import type { AuthFeatureDeps } from './deps.js';

// JSON inside <script>: `<` escaped so a value can never close the script element.
const js = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c');

const page = (title: string, fields: string, endpoint: string, returnTo: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} · Opsdeck</title>
<style>body{font:16px system-ui;max-width:22rem;margin:4rem auto}label,input,button{display:block;width:100%;margin:.4rem 0}
input,button{padding:.5rem;box-sizing:border-box}#error{color:#b91c1c}</style></head>
<body><h1>${title}</h1><form id="f">${fields}<button type="submit">${title}</button><p id="error"></p></form>
<script>
const q = new URLSearchParams(location.search);
document.getElementById('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  const body = Object.fromEntries(new FormData(e.target));
  if (q.get('token')) body.token = q.get('token');
  const res = await fetch(${js(endpoint)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.ok) { location.assign(${js(returnTo)}); return; }
  const err = await res.json().catch(() => ({}));
  document.getElementById('error').textContent = err.message || 'Sign-in failed';
});
</script></body></html>`;

export async function setupPageRoutes(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  app.get('/api/auth/setup', { config: { rbac: 'public' } }, async (request, reply) => {
    const q = request.query as { token?: string; return_to?: string };
    const returnTo = q.return_to && isAllowedReturnTo(q.return_to, deps.bridge.allowedOrigins) ? q.return_to : '/';
    const html = q.token
      ? page(
          'Choose your password',
          '<label>Password (12 characters or more)<input name="password" type="password" minlength="12" autocomplete="new-password" required></label>',
          '/api/auth/accept-invitation',
          returnTo,
        )
      : page(
          'Sign in',
          '<label>Email<input name="email" type="email" autocomplete="username" required></label><label>Password<input name="password" type="password" autocomplete="current-password" required></label>',
          '/api/auth/sign-in/email',
          returnTo,
        );
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer') // the token is in this page's URL
      .type('text/html')
      .send(html);
  });
}

/**
 * `/api/auth/*`: forwards to better-auth's handler (sign-in, sign-out, sessions, recovery, verification,
 * two-factor, passkeys, OIDC callbacks), after our own checks: CSRF for cookie requests, the return_to
 * allow-list on every redirect parameter, and the per-account failed sign-in limit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from '../../lib/errors.js';
import { CsrfError, toHeaders } from '../../plugins/auth.js';
import { isAllowedReturnTo, isCrossOriginWrite } from '../../plugins/auth-origin.js';
import { forgetAfterSessionWrite } from '../../plugins/auth-sessions.js';
import type { Auth } from './create-auth.js';
import { recordSignInFailure, signInRetryAfter } from './sign-in-limit.js';

const REDIRECT_PARAMS = ['return_to', 'callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

export class ReturnToError extends AppError {
  constructor() {
    super(400, 'return_to_forbidden', 'The return_to address is not allowed.'); // settings document §8
  }
}

export interface BridgeDeps {
  auth: Auth;
  pool: pg.Pool;
  publicUrl: string;
  allowedOrigins: readonly string[];
}

/** Sends a request (possibly rewritten) through better-auth and returns its answer. */
export async function callAuth(
  deps: BridgeDeps,
  request: FastifyRequest,
  override: { path?: string; body?: string } = {},
): Promise<Response> {
  const url = new URL(override.path ?? request.url, deps.publicUrl);
  const body = override.body ?? (typeof request.body === 'string' ? request.body : undefined);
  const method = override.body !== undefined ? 'POST' : request.method;
  const headers = toHeaders(request);
  headers.delete('content-length'); // the body may have been rewritten
  if (override.body !== undefined) headers.set('content-type', 'application/json');
  const res = await deps.auth.handler(
    new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : (body ?? '') }),
  );
  if (method !== 'GET' && method !== 'HEAD') forgetAfterSessionWrite(request.headers.cookie);
  return res;
}

/** Copies better-auth's answer, cookies included. */
export async function sendAuthResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(res.body ? await res.text() : undefined);
}

export async function forwardToAuth(
  deps: BridgeDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  override: { path?: string; body?: string } = {},
): Promise<FastifyReply> {
  return sendAuthResponse(reply, await callAuth(deps, request, override));
}

function parseJson(body: unknown): Record<string, unknown> {
  if (typeof body !== 'string' || !body) return {};
  try {
    const v: unknown = JSON.parse(body);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function betterAuthRoutes(app: FastifyInstance, deps: BridgeDeps): Promise<void> {
  // better-auth parses bodies itself (JSON, and form posts from OIDC providers), so pass them through raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rbac: 'public' }, // the library decides which of its endpoints need a session
    handler: async (request, reply) => {
      if (request.headers.cookie && isCrossOriginWrite(request, deps.allowedOrigins)) throw new CsrfError();
      const body = parseJson(request.body);
      const query = request.query as Record<string, unknown>;
      for (const key of REDIRECT_PARAMS) {
        for (const v of [query[key], body[key]]) {
          if (typeof v === 'string' && !isAllowedReturnTo(v, deps.allowedOrigins)) throw new ReturnToError();
        }
      }
      const path = new URL(request.url, deps.publicUrl).pathname;
      if (path !== '/api/auth/sign-in/email' || typeof body.email !== 'string') {
        return forwardToAuth(deps, request, reply);
      }
      const retryAfter = await signInRetryAfter(deps.pool, body.email);
      if (retryAfter > 0) {
        throw new AppError(429, 'too_many_attempts', 'Too many failed sign-in attempts. Try again later.', {
          headers: { 'retry-after': String(retryAfter) },
        });
      }
      const res = await callAuth(deps, request);
      // Counted before answering, so the next attempt always sees this one.
      if (res.status === 401) await recordSignInFailure(deps.pool, body.email);
      return sendAuthResponse(reply, res);
    },
  });
}

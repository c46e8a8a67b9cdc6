/**
 * Who is calling: a bearer access token (`Authorization: Bearer odt_...`) or a better-auth session cookie.
 * `resolveActor` is called by the RBAC guard only for routes that need an identity, once per request.
 * Cookie-authenticated writes from another origin are refused here (CSRF); bearer calls carry no ambient
 * credential, so they are exempt.
 */
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Role } from '@opsdeck/common';
import { AppError, AuthenticationError } from '../lib/errors.js';
import { isCrossOriginWrite } from './auth-origin.js';
import { verifyAccessToken } from './auth-tokens.js';
import { verifySession, type SessionLookup } from './auth-sessions.js';
import { effectiveRoles } from './rbac-policy.js';

export interface Actor {
  personId: string;
  via: 'session' | 'token';
  /** Effective roles: no role means viewer. */
  roles: Role[];
  /** Roles as stored (may be empty). */
  storedRoles: string[];
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

export class CsrfError extends AppError {
  constructor() {
    // spec (settings document §8): the csrf flow error's text
    super(403, 'csrf', 'A security violation was detected, please fill out the form again.');
  }
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, String(v));
  }
  return headers;
}

export function actorResolver(deps: { pool: pg.Pool; session: SessionLookup; allowedOrigins: readonly string[] }) {
  return async function resolveActor(request: FastifyRequest): Promise<Actor> {
    if (request.actor) return request.actor;
    const authz = request.headers.authorization;
    let actor: Omit<Actor, 'roles'> | undefined;
    if (typeof authz === 'string' && /^bearer /i.test(authz)) {
      const found = await verifyAccessToken(deps.pool, authz.slice(7).trim());
      if (!found) throw new AuthenticationError('Invalid or revoked access token');
      actor = { personId: found.personId, via: 'token', storedRoles: found.roles };
    } else if (request.headers.cookie) {
      if (isCrossOriginWrite(request, deps.allowedOrigins)) throw new CsrfError();
      const found = await verifySession(deps, request.headers.cookie, () => toHeaders(request));
      if (found)
        actor = { personId: found.personId, via: 'session', sessionId: found.sessionId, storedRoles: found.roles };
    }
    if (!actor) throw new AuthenticationError();
    request.actor = { ...actor, roles: effectiveRoles(actor.storedRoles) };
    return request.actor;
  };
}

/**
 * The person behind a request's session cookie and their stored roles. The identity library checks the cookie
 * (signature, session row, user) and the roles are read after it; what it found is then remembered for a few
 * seconds (auth-credential-cache.ts), so the browser's calls cost no query of their own until the session ends,
 * a role changes or the cache's time is up (NOTIFY from the triggers of migrations 074 and 075).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  cacheGeneration,
  cachedCredential,
  forgetEverything,
  forgetPerson,
  rememberCredential,
} from './auth-credential-cache.js';
import { getPersonRoles } from './rbac-roles.js';

/** What the identity library tells of a request's cookies: the signed-in user and session. */
export type SessionLookup = (
  headers: Headers,
) => Promise<{ userId: string; sessionId: string; expiresAt: Date } | undefined>;

export interface VerifiedSession {
  personId: string;
  sessionId: string;
  roles: string[];
}

/**
 * The session cookies of a Cookie header (plain and `__Secure-` forms), in a fixed order: the cache key must
 * cover every cookie the identity library may have read, so one that came along with another cannot borrow it.
 */
function sessionCookies(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .map((c) => c.trim())
    .filter((c) => /^(?:__Secure-)?opsdeck\.session_token=/.test(c))
    .sort()
    .join('; ');
}

const keyOf = (cookies: string) => {
  const digest = createHash('sha256').update(cookies).digest('hex');
  return { digest, key: `session:${digest}` };
};

export async function verifySession(
  deps: { pool: pg.Pool; session: SessionLookup },
  cookieHeader: string,
  headers: () => Headers,
): Promise<VerifiedSession | undefined> {
  const cookies = sessionCookies(cookieHeader);
  if (!cookies) return undefined;
  const { digest, key } = keyOf(cookies);
  const hit = cachedCredential(key, digest);
  if (hit?.sessionId) return { personId: hit.personId, sessionId: hit.sessionId, roles: hit.roles };
  const readAt = cacheGeneration();
  const found = await deps.session(headers());
  if (!found) return undefined;
  const roles = await getPersonRoles(deps.pool, found.userId);
  rememberCredential(
    key,
    { digest, personId: found.userId, roles, sessionId: found.sessionId },
    found.expiresAt,
    readAt,
  );
  return { personId: found.userId, sessionId: found.sessionId, roles };
}

/**
 * Called after the identity library handled a write (sign-out, revoking sessions, a password change) from a
 * signed-in browser: this process forgets at once what it remembered of that person, without waiting for the
 * NOTIFY, so the very next request sees the change. When the caller's session was not remembered, whose
 * sessions changed is unknown here, so everything is forgotten (such writes are rare; reads are not).
 */
export function forgetAfterSessionWrite(cookieHeader: string | undefined): void {
  const cookies = sessionCookies(cookieHeader ?? '');
  if (!cookies) return;
  const { digest, key } = keyOf(cookies);
  const hit = cachedCredential(key, digest);
  if (hit) forgetPerson(hit.personId);
  else forgetEverything();
}

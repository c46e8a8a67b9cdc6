/**
 * Verified credentials (bearer tokens and session cookies) remembered for a few seconds, so an authenticated call
 * costs no query of its own (the data API's budget, bench/data-api, is one statement per request). Safe only while
 * this process hears about changes: the triggers of migrations 074 and 075 NOTIFY `opsdeck_auth` with the person id
 * when a token is revoked or changed, a session ends, a role changes or a person is deleted, on any replica and by
 * any path; the listener evicts that person's credentials at once. Remembering is on only while such a listener is
 * attached (`attachCredentialCacheEvictions`), everything is forgotten when its connection comes back after a drop
 * (notifications were missed), and no entry outlives CREDENTIAL_CACHE_TTL_MS or its credential's expiry. A lookup
 * that read its rows before an eviction arrived does not remember what it read (the NOTIFY of a revoke committed
 * meanwhile may already have come and gone): `cacheGeneration` before the read, passed to `rememberCredential`,
 * tells.
 */
import type { NotifyListener } from '../db/notify-listener.js';

export const CREDENTIAL_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface CachedCredential {
  /** sha256 of the whole credential: the key alone finds the entry, the secret must match too. */
  digest: string;
  personId: string;
  /** Stored roles of the person. */
  roles: string[];
  /** For a session cookie: the session's id. */
  sessionId?: string;
  /** Epoch ms after which the entry is not used. */
  until: number;
}

const entries = new Map<string, CachedCredential>(); // `token:<id>` or `session:<digest>` → entry
let listeners = 0;
/** Bumped by every eviction. */
let generation = 0;

export const cacheGeneration = (): number => generation;

export function cachedCredential(key: string, digest: string, now = Date.now()): CachedCredential | undefined {
  const e = entries.get(key);
  if (!e) return undefined;
  if (e.digest !== digest || e.until <= now) {
    entries.delete(key);
    return undefined;
  }
  return e;
}

/** `readAt`: cacheGeneration() taken before the rows were read; an eviction since then means they may be stale. */
export function rememberCredential(
  key: string,
  entry: Omit<CachedCredential, 'until'>,
  expiresAt: Date | null,
  readAt: number,
): void {
  if (listeners === 0 || readAt !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const until = Math.min(Date.now() + CREDENTIAL_CACHE_TTL_MS, expiresAt?.getTime() ?? Infinity);
  entries.set(key, { ...entry, until });
}

export function forgetCredential(key: string): void {
  generation++;
  entries.delete(key);
}

export function forgetPerson(personId: string): void {
  generation++;
  for (const [key, e] of entries) if (e.personId === personId) entries.delete(key);
}

export function forgetEverything(): void {
  generation++;
  entries.clear();
}

/** Evicts on every `opsdeck_auth` notification; returns the detach function (the app's close calls it). */
export async function attachCredentialCacheEvictions(listener: NotifyListener): Promise<() => void> {
  const unlisten = await listener.listen('opsdeck_auth', (personId) => {
    if (personId) forgetPerson(personId);
    else forgetEverything();
  });
  listener.onReconnect(forgetEverything);
  listeners++;
  return () => {
    unlisten();
    listeners--;
    if (listeners === 0) forgetEverything();
  };
}

/**
 * Verified bearer tokens remembered for a few seconds, so a bearer call costs no query of its own (the data API's
 * budget, bench/data-api, is one statement per request). Safe only while this process hears about changes: the
 * triggers of migration 074 NOTIFY `opsdeck_auth` with the person id when a token is revoked or changed, a role
 * changes or a person is deleted, on any replica and by any path; the listener evicts that person's tokens at once.
 * Remembering is on only while such a listener is attached (`attachTokenCacheEvictions`), everything is forgotten
 * when its connection comes back after a drop (notifications were missed), and no entry outlives TOKEN_CACHE_TTL_MS
 * or its token's expiry. A verification that read its row before an eviction arrived does not remember what it read
 * (the NOTIFY of a revoke committed meanwhile may already have come and gone): `cacheGeneration` before the read,
 * passed to `rememberToken`, tells.
 */
import type { NotifyListener } from '../db/notify-listener.js';

export const TOKEN_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface CachedToken {
  /** sha256 of the whole token: the id part alone finds the entry, the secret must match too. */
  digest: string;
  personId: string;
  roles: string[];
  /** Epoch ms after which the entry is not used. */
  until: number;
}

const entries = new Map<string, CachedToken>(); // token id → entry
let listeners = 0;
/** Bumped by every eviction. */
let generation = 0;

export const cacheGeneration = (): number => generation;

export function cachedToken(id: string, digest: string, now = Date.now()): CachedToken | undefined {
  const e = entries.get(id);
  if (!e) return undefined;
  if (e.digest !== digest || e.until <= now) {
    entries.delete(id);
    return undefined;
  }
  return e;
}

/** `readAt`: cacheGeneration() taken before the row was read; an eviction since then means it may be stale. */
export function rememberToken(
  id: string,
  entry: Omit<CachedToken, 'until'>,
  expiresAt: Date | null,
  readAt: number,
): void {
  if (listeners === 0 || readAt !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const until = Math.min(Date.now() + TOKEN_CACHE_TTL_MS, expiresAt?.getTime() ?? Infinity);
  entries.set(id, { ...entry, until });
}

export function forgetToken(id: string): void {
  generation++;
  entries.delete(id);
}

export function forgetPerson(personId: string): void {
  generation++;
  for (const [id, e] of entries) if (e.personId === personId) entries.delete(id);
}

function forgetAll(): void {
  generation++;
  entries.clear();
}

/** Evicts on every `opsdeck_auth` notification; returns the detach function (the app's close calls it). */
export async function attachTokenCacheEvictions(listener: NotifyListener): Promise<() => void> {
  const unlisten = await listener.listen('opsdeck_auth', (personId) => {
    if (personId) forgetPerson(personId);
    else forgetAll();
  });
  listener.onReconnect(forgetAll);
  listeners++;
  return () => {
    unlisten();
    listeners--;
    if (listeners === 0) forgetAll();
  };
}

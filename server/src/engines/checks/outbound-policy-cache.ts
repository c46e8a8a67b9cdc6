import type { Db } from '../../db/transaction.js';
import { readOutboundPolicy, type OutboundPolicy } from './outbound-policy.js';

/**
 * The outbound policy for scheduled runs, re-read at most every `ttlMs`. At 10,000 canaries a minute one read per
 * run was a third of the engine's queries for a setting that changes a few times a year; an admin's change takes
 * effect within ttlMs. Run-now reads it fresh (readOutboundPolicy), so a change can be tried at once.
 */
export function createOutboundPolicyCache(ttlMs = 5_000): (db: Db) => Promise<OutboundPolicy> {
  let cached: { at: number; policy: Promise<OutboundPolicy> } | null = null;
  return (db) => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const policy = readOutboundPolicy(db);
      cached = { at: Date.now(), policy };
      // A failed read is not kept: the next run tries again.
      policy.catch(() => {
        if (cached?.policy === policy) cached = null;
      });
    }
    return cached.policy;
  };
}

/**
 * One-time invitation links (also the bootstrap admin's setup link): only a SHA-256 of the token is stored,
 * in better-auth's verification table under an `invite:` identifier the library never reads.
 */
import { createHash, randomBytes } from 'node:crypto';
import { uuidV7 } from '../../lib/uuid-v7.js';
import type { Db } from '../../db/transaction.js';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
const identifier = (token: string) => `invite:${createHash('sha256').update(token).digest('hex')}`;

/** Creates a fresh token for the user, replacing any earlier one. */
export async function createInvitation(db: Db, userId: string, ttlMs = INVITATION_TTL_MS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`delete from auth_verifications where value = $1 and identifier like 'invite:%'`, [userId]);
  await db.query(
    `insert into auth_verifications (id, identifier, value, "expiresAt", "createdAt", "updatedAt")
     values ($1, $2, $3, $4, now(), now())`,
    [uuidV7(), identifier(token), userId, new Date(Date.now() + ttlMs)],
  );
  return token;
}

/** The invited user's id when the token is valid; the token is spent either way. */
export async function consumeInvitation(db: Db, token: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string; expired: boolean }>(
    `delete from auth_verifications where identifier = $1 returning value, "expiresAt" < now() as expired`,
    [identifier(token)],
  );
  const row = rows[0];
  return row && !row.expired ? row.value : undefined;
}

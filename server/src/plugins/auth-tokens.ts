/**
 * API access tokens for automation and agents: `odt_<id>_<secret>` shown once, stored as an argon2id hash.
 * The id part finds the row; the hash is verified once per process and then remembered by a SHA-256 of the
 * token, so bearer calls do not pay the argon2 cost each time. A verified token is then remembered for a few
 * seconds (auth-credential-cache.ts), and forgotten at once on every replica when it is revoked or its person's roles
 * change (NOTIFY from the triggers of migration 074).
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, Algorithm } from '@node-rs/argon2';
import { uuidV7 } from '../lib/uuid-v7.js';
import { cacheGeneration, cachedCredential, forgetCredential, rememberCredential } from './auth-credential-cache.js';
import type { Db } from '../db/transaction.js';

// Tokens carry 256 random bits, so a lighter argon2 cost than passwords' loses nothing against guessing.
const TOKEN_COST = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const TOKEN_RE = /^odt_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
const verified = new Map<string, string>(); // token id → sha256 of the token that verified
const MAX_REMEMBERED = 10_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const toUuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

export interface CreatedToken {
  id: string;
  name: string;
  token: string;
  created_at: string;
  expires_at: string | null;
}

export async function createAccessToken(
  db: Db,
  args: { personId: string; name: string; createdBy?: string; expiresAt?: Date | null },
): Promise<CreatedToken> {
  const id = uuidV7();
  const token = `odt_${id.replaceAll('-', '')}_${randomBytes(32).toString('base64url')}`;
  const res = await db.query<{ created_at: Date; expires_at: Date | null }>(
    `insert into access_tokens (id, name, value, person_id, created_by, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning created_at, expires_at`,
    [
      id,
      args.name,
      await hash(token, TOKEN_COST),
      args.personId,
      args.createdBy ?? args.personId,
      args.expiresAt ?? null,
    ],
  );
  const row = res.rows[0]!;
  return {
    id,
    name: args.name,
    token,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/**
 * The person a bearer token acts for and their stored roles, or undefined when the token is unknown, revoked,
 * expired or wrong. From the cache when remembered, else one statement (the row, the person and the roles).
 */
export async function verifyAccessToken(
  db: Db,
  token: string,
): Promise<{ personId: string; roles: string[] } | undefined> {
  const m = TOKEN_RE.exec(token);
  if (!m) return undefined;
  const id = toUuid(m[1]!);
  const tokenDigest = sha256(token);
  const hit = cachedCredential(`token:${id}`, tokenDigest);
  if (hit) return { personId: hit.personId, roles: hit.roles };
  const readAt = cacheGeneration();
  const { rows } = await db.query<{
    person_id: string;
    value: string;
    expires_at: Date | null;
    stale: boolean;
    roles: string[];
  }>(
    `select t.person_id, t.value, t.expires_at,
            t.last_used_at is null or t.last_used_at < now() - interval '1 minute' as stale,
            array(select r.role from person_roles r where r.person_id = t.person_id order by r.role) as roles
       from access_tokens t join people p on p.id = t.person_id
      where t.id = $1 and p.deleted_at is null and (t.expires_at is null or t.expires_at > now())`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const digest = sha256(`${token}\0${row.value}`);
  if (verified.get(id) !== digest) {
    if (!(await verify(row.value, token).catch(() => false))) return undefined;
    if (verified.size >= MAX_REMEMBERED) verified.clear();
    verified.set(id, digest);
  }
  // last_used_at is advisory: written at most once a minute per token, so bearer reads stay read-only in practice.
  if (row.stale) {
    await db.query(
      `update access_tokens set last_used_at = now()
        where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      [id],
    );
  }
  rememberCredential(
    `token:${id}`,
    { digest: tokenDigest, personId: row.person_id, roles: row.roles },
    row.expires_at,
    readAt,
  );
  return { personId: row.person_id, roles: row.roles };
}

export interface TokenRow {
  id: string;
  name: string;
  person_id: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

export async function listAccessTokens(db: Db, personId?: string): Promise<TokenRow[]> {
  const { rows } = await db.query<TokenRow>(
    `select id, name, person_id, created_at, expires_at, last_used_at from access_tokens
      where ($1::uuid is null or person_id = $1) order by created_at desc`,
    [personId ?? null],
  );
  return rows;
}

/** Deletes a token; with `personId`, only one of that person's. True when a row went away. */
export async function revokeAccessToken(db: Db, id: string, personId?: string): Promise<boolean> {
  const res = await db.query('delete from access_tokens where id = $1 and ($2::uuid is null or person_id = $2)', [
    id,
    personId ?? null,
  ]);
  verified.delete(id);
  forgetCredential(`token:${id}`);
  return (res.rowCount ?? 0) > 0;
}

/**
 * API access tokens for automation and agents: `odt_<id>_<secret>` shown once, stored as an argon2id hash.
 * The id part finds the row; the hash is verified once per process and then remembered by a SHA-256 of the
 * token, so bearer calls do not pay the argon2 cost each time. Revocation deletes the row, and every call
 * reads the row, so it takes effect at once on every replica.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, Algorithm } from '@node-rs/argon2';
import type pg from 'pg';

type Db = pg.Pool | pg.PoolClient;

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
  const { rows } = await db.query<{ id: string }>('select uuid_generate_v7() as id');
  const id = rows[0]!.id;
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

/** The person a bearer token acts for, or undefined when the token is unknown, revoked, expired or wrong. */
export async function verifyAccessToken(db: Db, token: string): Promise<string | undefined> {
  const m = TOKEN_RE.exec(token);
  if (!m) return undefined;
  const id = toUuid(m[1]!);
  const { rows } = await db.query<{ person_id: string; value: string }>(
    `select t.person_id, t.value from access_tokens t join people p on p.id = t.person_id
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
  // last_used_at is advisory; one write a minute at most per token keeps bearer reads read-only in practice.
  await db.query(
    `update access_tokens set last_used_at = now()
      where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
    [id],
  );
  return row.person_id;
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
  return (res.rowCount ?? 0) > 0;
}

/**
 * SQL operations on the identity tables for the users pages, invitations, the CLI and the bootstrap admin.
 * Rows are shaped like better-auth's own (same columns, same credential account convention), so the library
 * signs these users in. The people row follows through the mirror trigger of migration 070.
 */
import { uuidV7 } from '../../lib/uuid-v7.js';
import type { Db } from '../../db/transaction.js';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: string[];
  state: 'active' | 'invited';
  email_verified: boolean;
  two_factor_enabled: boolean;
  created_at: Date;
}

const SELECT_USERS = `
  select u.id, u.name, u.email, u."firstName" as first_name, u."lastName" as last_name,
         array(select r.role from person_roles r where r.person_id = u.id::uuid order by r.role) as roles,
         case when exists (select 1 from auth_accounts a where a."userId" = u.id)
                or exists (select 1 from auth_passkeys k where k."userId" = u.id)
              then 'active' else 'invited' end as state,
         u."emailVerified" as email_verified, coalesce(u."twoFactorEnabled", false) as two_factor_enabled,
         u."createdAt" as created_at
    from auth_users u`;

export async function listUsers(db: Db): Promise<UserRow[]> {
  return (await db.query<UserRow>(`${SELECT_USERS} order by u."createdAt" desc`)).rows;
}

export async function findUser(db: Db, by: { id?: string; email?: string }): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${SELECT_USERS} where u.id = $1 or u.email = lower($2)`, [
    by.id ?? null,
    by.email ?? null,
  ]);
  return rows[0];
}

/** True when a live person (with or without an identity) already uses this e-mail. */
export async function isEmailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from people where lower(email) = lower($1) and deleted_at is null and id::text <> coalesce($2, '')
     union all select 1 from auth_users where email = lower($1) and id <> coalesce($2, '')`,
    [email, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function insertUser(
  db: Db,
  u: { email: string; firstName: string; lastName: string; emailVerified: boolean },
): Promise<string> {
  const id = uuidV7();
  await db.query(
    `insert into auth_users (id, name, email, "emailVerified", "firstName", "lastName", "createdAt", "updatedAt")
     values ($1, $2, lower($3), $4, $5, $6, now(), now())`,
    [id, `${u.firstName} ${u.lastName}`.trim(), u.email, u.emailVerified, u.firstName, u.lastName],
  );
  return id;
}

export async function updateUserRow(
  db: Db,
  id: string,
  u: { firstName?: string; lastName?: string; email?: string },
): Promise<void> {
  await db.query(
    `update auth_users set
       "firstName" = coalesce($2, "firstName"), "lastName" = coalesce($3, "lastName"),
       name = trim(coalesce($2, "firstName", '') || ' ' || coalesce($3, "lastName", '')),
       "emailVerified" = case when $4::text is null or lower($4) = email then "emailVerified" else false end,
       email = coalesce(lower($4), email), "updatedAt" = now()
     where id = $1`,
    [id, u.firstName ?? null, u.lastName ?? null, u.email ?? null],
  );
}

/** Sets the password of the user's credential account, creating the account on first use. */
export async function setCredentialPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  const updated = await db.query(
    `update auth_accounts set password = $2, "updatedAt" = now() where "userId" = $1 and "providerId" = 'credential'`,
    [userId, passwordHash],
  );
  if (updated.rowCount) return;
  await db.query(
    `insert into auth_accounts (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
     values ($1, $2, 'credential', $2, $3, now(), now())`,
    [uuidV7(), userId, passwordHash],
  );
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.query(`update auth_users set "emailVerified" = true, "updatedAt" = now() where id = $1`, [userId]);
}

/** Deletes the identity; sessions, accounts and second factors cascade, people is soft-deleted by trigger. */
export async function deleteUserRow(db: Db, id: string): Promise<boolean> {
  return ((await db.query('delete from auth_users where id = $1', [id])).rowCount ?? 0) > 0;
}

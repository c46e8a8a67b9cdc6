/**
 * Creating a user: the identity row, its people mirror (trigger), its role and optionally a password or an
 * invitation link. Shared by the invite endpoint, `opsdeck user create` and the bootstrap admin.
 */
import type pg from 'pg';
import type { Role } from '@opsdeck/common';
import { ConflictError } from '../../lib/errors.js';
import { setPersonRoles } from '../../plugins/rbac-roles.js';
import { createInvitation } from './invitations-db.js';
import { insertUser, isEmailTaken, setCredentialPassword } from './users-db.js';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** A password makes the account usable at once; without one the user gets an invitation token. */
  password?: string;
}

export async function createUser(
  pool: pg.Pool,
  hashPassword: (p: string) => Promise<string>,
  u: NewUser,
): Promise<{ id: string; invitationToken?: string }> {
  const passwordHash = u.password === undefined ? undefined : await hashPassword(u.password);
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (await isEmailTaken(client, u.email)) throw new ConflictError('A user with this email already exists');
    const id = await insertUser(client, { ...u, emailVerified: passwordHash !== undefined });
    await setPersonRoles(client, id, [u.role]);
    let invitationToken: string | undefined;
    if (passwordHash) await setCredentialPassword(client, id, passwordHash);
    else invitationToken = await createInvitation(client, id);
    await client.query('commit');
    return { id, invitationToken };
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

/** Registration link of an invitation: the web's /registration page posts it to accept-invitation. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/registration?token=${encodeURIComponent(token)}`;
}

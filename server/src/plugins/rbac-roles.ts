/** Roles of a person (person_roles), read by the auth plugin and written by the rbac service and invitations. */
import { ROLES, type Role } from '@opsdeck/common';
import { InputError } from '../lib/errors.js';
import type { Db } from '../db/transaction.js';

export async function getPersonRoles(db: Db, personId: string): Promise<string[]> {
  const { rows } = await db.query<{ role: string }>(
    'select role from person_roles where person_id = $1 order by role',
    [personId],
  );
  return rows.map((r) => r.role);
}

export function assertRoles(roles: unknown): asserts roles is Role[] {
  if (!Array.isArray(roles) || roles.some((r) => !(ROLES as readonly unknown[]).includes(r))) {
    throw new InputError(`roles must be a list of ${ROLES.join(', ')}`, { code: 'invalid_role' });
  }
}

/** Replaces the person's roles with exactly these. */
export async function setPersonRoles(db: Db, personId: string, roles: readonly Role[]): Promise<void> {
  await db.query(
    `with gone as (delete from person_roles where person_id = $1 and role <> all($2::text[]))
     insert into person_roles (person_id, role) select $1, unnest($2::text[]) on conflict do nothing`,
    [personId, [...new Set(roles)]],
  );
}

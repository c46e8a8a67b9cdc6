import type { RbacAction, RbacObject } from './rbac-objects.js';

/** Roles of the spec; a user with no roles counts as viewer. */
export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const NOT_FOR_EDITOR: readonly RbacObject[] = ['connections', 'identities', 'rbac'];
const NOT_READ_BY_RESPONDERS: readonly RbacObject[] = ['rbac', 'identities', 'connections'];
const RESPONDER_WRITES: readonly RbacObject[] = ['responder', 'incident', 'evidences', 'comments'];

/** The permission matrix of the shell document §6. */
export function roleAllows(role: Role, object: RbacObject, action: RbacAction): boolean {
  // spec: Run Now on a check — only admin, editor, responder, commander. Elsewhere running is writing.
  if (action === 'run') return object === 'canaries' ? role !== 'viewer' : roleAllows(role, object, 'write');
  switch (role) {
    case 'admin':
      return true;
    case 'editor':
      return action === 'read' || !NOT_FOR_EDITOR.includes(object);
    case 'commander':
    case 'responder':
      return action === 'read' ? !NOT_READ_BY_RESPONDERS.includes(object) : RESPONDER_WRITES.includes(object);
    case 'viewer':
      return action === 'read' && !NOT_READ_BY_RESPONDERS.includes(object);
  }
}

/** True when any of the roles allows the action; no roles means viewer. */
export function rolesAllow(roles: readonly string[], object: RbacObject, action: RbacAction): boolean {
  const known = roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  const effective: Role[] = known.length ? known : ['viewer'];
  return effective.some((r) => roleAllows(r, object, action));
}

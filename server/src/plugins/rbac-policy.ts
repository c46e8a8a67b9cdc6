/**
 * The role matrix of the spec (shell document §6, settings document §6) as a Casbin policy: allow rules with
 * `*`, deny rules that override them, and role inheritance. Compiled once at load into one Set per role of
 * `object:action` strings, so a request costs a Set lookup, never an enforce() call.
 */
import { newEnforcer, newModelFromString, StringAdapter } from 'casbin';
import { ROLES, rbacObjects, type RbacAction, type RbacObject, type Role } from '@opsdeck/common';

const MODEL = `
[request_definition]
r = sub, obj, act

[policy_definition]
p = sub, obj, act, eft

[role_definition]
g = _, _

[policy_effect]
e = some(where (p.eft == allow)) && !some(where (p.eft == deny))

[matchers]
m = g(r.sub, p.sub) && (p.obj == "*" || r.obj == p.obj) && (r.act == p.act || (r.act == "run" && p.act == "write"))
`;

// Deny overrides allow: editor may write everything but connections, identities and rbac; everyone below
// editor reads everything but rbac, identities and connections; responders and commanders (who inherit from
// responder) write only the incident-response objects. The matcher lets every write rule, allow or deny, also
// decide `run` (spec: elsewhere running is writing); responders and commanders may also run checks (the spec's Run
// Now roles), the one `run` rule.
export const POLICY = `
p, admin, *, read, allow
p, admin, *, write, allow
p, editor, *, read, allow
p, editor, *, write, allow
p, editor, connections, write, deny
p, editor, identities, write, deny
p, editor, rbac, write, deny
p, viewer, *, read, allow
p, viewer, rbac, read, deny
p, viewer, identities, read, deny
p, viewer, connections, read, deny
p, responder, responder, write, allow
p, responder, incident, write, allow
p, responder, evidences, write, allow
p, responder, comments, write, allow
p, responder, canaries, run, allow
g, responder, viewer
g, commander, responder
`;

const ACTIONS: readonly RbacAction[] = ['read', 'write', 'run'];

export type PermissionSets = ReadonlyMap<Role, ReadonlySet<string>>;

export async function compilePermissionSets(policy = POLICY): Promise<PermissionSets> {
  const enforcer = await newEnforcer(newModelFromString(MODEL), new StringAdapter(policy));
  const sets = new Map<Role, Set<string>>();
  for (const role of ROLES) {
    const set = new Set<string>();
    for (const object of rbacObjects) {
      for (const action of ACTIONS) {
        if (await enforcer.enforce(role, object, action)) set.add(`${object}:${action}`);
      }
    }
    sets.set(role, set);
  }
  return sets;
}

/** The roles that count for a person: unknown role names are ignored, and no role at all means viewer. */
export function effectiveRoles(roles: readonly string[]): Role[] {
  const known = roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  return known.length ? known : ['viewer'];
}

export function allows(sets: PermissionSets, roles: readonly Role[], object: RbacObject, action: RbacAction): boolean {
  const key = `${object}:${action}`;
  return roles.some((r) => sets.get(r)?.has(key) ?? false);
}

/** `object:action` strings granted to these roles, sorted (the whoami `permissions` field). */
export function permissionList(sets: PermissionSets, roles: readonly Role[]): string[] {
  const all = new Set<string>();
  for (const r of roles) for (const p of sets.get(r) ?? []) all.add(p);
  return [...all].sort();
}

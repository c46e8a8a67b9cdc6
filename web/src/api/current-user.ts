import type { RbacAction, RbacObject } from '@opsdeck/common';
import { rolesAllow } from '@opsdeck/common';
import { apiJson } from './http';

export interface CurrentUser {
  id: string;
  name: string;
  email?: string;
  roles: string[];
  /** Explicit grants from the server, `object:action`; the role matrix decides when absent. */
  permissions?: string[];
  twoFactorEnabled?: boolean;
}

interface WhoamiBody {
  user?: { id?: string; name?: string; email?: string; two_factor_enabled?: boolean };
  roles?: string[];
  permissions?: string[];
}

/**
 * The one place that asks who the user is (GET /api/auth/whoami). A 401 means not signed in: the transport
 * sends the browser to the auth-state checker unless `authRedirect` is false (the checker itself asks that way).
 */
export async function fetchCurrentUser(options: { authRedirect?: boolean } = {}): Promise<CurrentUser> {
  const body = await apiJson<WhoamiBody>('/api/auth/whoami', { authRedirect: options.authRedirect });
  return {
    id: body.user?.id ?? '',
    name: body.user?.name || body.user?.email || '',
    email: body.user?.email,
    roles: body.roles ?? [],
    permissions: body.permissions,
    twoFactorEnabled: body.user?.two_factor_enabled ?? false,
  };
}

export function can(user: CurrentUser | undefined, object: RbacObject, action: RbacAction): boolean {
  if (!user) return false;
  if (user.permissions?.length) {
    return user.permissions.includes(`${object}:${action}`) || user.permissions.includes(`*:${action}`);
  }
  return rolesAllow(user.roles, object, action);
}

/** The Settings submenu is hidden from viewers (a user with no roles counts as viewer). */
export function isViewer(user: CurrentUser | undefined): boolean {
  if (!user) return true;
  const roles = user.roles.filter((r) => r !== 'viewer');
  return roles.length === 0;
}

import type { RbacAction, RbacObject } from '@opsdeck/common';
import { rolesAllow } from '@opsdeck/common';
import { ApiError } from './errors';
import { apiJson } from './http';

export interface CurrentUser {
  id: string;
  name: string;
  email?: string;
  roles: string[];
  /** Explicit grants from the server, `object:action`; the role matrix decides when absent. */
  permissions?: string[];
  anonymous: boolean;
}

/** Self-hosted mode before the identity service exists: everyone is an anonymous admin. */
export const ANONYMOUS_ADMIN: CurrentUser = { id: '', name: 'Admin', roles: ['admin'], anonymous: true };

interface WhoamiBody {
  user?: { id?: string; name?: string; email?: string };
  roles?: string[];
  permissions?: string[];
}

/**
 * The one place that asks who the user is (GET /api/auth/whoami). A 404 means the identity service is not
 * installed: the self-hosted anonymous admin. The identity issue replaces only this function.
 */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  try {
    const body = await apiJson<WhoamiBody>('/api/auth/whoami');
    return {
      id: body.user?.id ?? '',
      name: body.user?.name ?? body.user?.email ?? '',
      email: body.user?.email,
      roles: body.roles ?? [],
      permissions: body.permissions,
      anonymous: false,
    };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return ANONYMOUS_ADMIN;
    throw e;
  }
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

/** Users of /settings/users (server/src/features/auth/users-routes.ts, invite-routes.ts, people-routes.ts). */
import { apiJson } from '../../api/http';

export interface Identity {
  id: string;
  name: string;
  email: string;
  traits: { name: { first: string; last: string }; email: string };
  roles: string[];
  state: 'active' | 'invited' | string;
  created_at: string;
}

export interface UserValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export interface Invitation {
  id: string;
  link: string;
  mail_sent: boolean;
}

export const userKeys = { list: ['users'] as const };

export const fetchUsers = () => apiJson<Identity[]>('/api/auth/users');

export const inviteUser = (values: UserValues) =>
  apiJson<Invitation>('/api/auth/invite_user', { method: 'POST', json: values });

export const updateUser = (id: string, values: Omit<UserValues, 'role'>) =>
  apiJson<Identity>(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: values });

export const updateRoles = (id: string, roles: string[]) =>
  apiJson<{ id: string; roles: string[] }>(`/api/rbac/${encodeURIComponent(id)}/update_role`, {
    method: 'POST',
    json: { roles },
  });

export const deleteUser = (id: string) =>
  apiJson<unknown>(`/api/auth/users/${encodeURIComponent(id)}`, { method: 'DELETE' });

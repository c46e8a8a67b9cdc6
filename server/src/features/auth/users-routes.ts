/**
 * Users of /settings/users (needs identities read; edits and deletes need identities write):
 * GET /api/auth/users (alias /api/auth/identities) → [{id, name, email, traits, roles, state, created_at}],
 * PATCH /api/auth/users/:id {firstName?, lastName?, email?, role?}, DELETE /api/auth/users/:id.
 */
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { setPersonRoles } from '../../plugins/rbac-roles.js';
import type { AuthFeatureDeps } from './deps.js';
import { parseUserInput } from './user-input.js';
import { deleteUserRow, findUser, isEmailTaken, listUsers, updateUserRow, type UserRow } from './users-db.js';

/** The identity shape of the spec (settings document §3): traits.name.first/last, traits.email. */
export function toIdentity(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    traits: { name: { first: u.first_name ?? '', last: u.last_name ?? '' }, email: u.email },
    roles: u.roles,
    state: u.state,
    email_verified: u.email_verified,
    two_factor_enabled: u.two_factor_enabled,
    created_at: u.created_at.toISOString(),
  };
}

const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] };

export async function usersRoutes(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  const read = { config: { rbac: { object: 'identities', action: 'read' } } } as const;
  const list = async () => (await listUsers(deps.pool)).map(toIdentity);
  app.get('/api/auth/users', read, list);
  app.get('/api/auth/identities', read, list);

  app.patch(
    '/api/auth/users/:id',
    { config: { rbac: { object: 'identities', action: 'write' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = request.params as { id: string };
      const input = parseUserInput(request.body, { partial: true });
      if (!(await findUser(deps.pool, { id }))) throw new NotFoundError('User not found');
      if (input.email && (await isEmailTaken(deps.pool, input.email, id))) {
        throw new ConflictError('A user with this email already exists');
      }
      await updateUserRow(deps.pool, id, input);
      if (input.role) await setPersonRoles(deps.pool, id, [input.role]);
      return toIdentity((await findUser(deps.pool, { id }))!);
    },
  );

  app.delete(
    '/api/auth/users/:id',
    { config: { rbac: { object: 'identities', action: 'write' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = request.params as { id: string };
      if (request.actor?.personId === id) throw new ConflictError('You cannot delete your own user');
      if (!(await deleteUserRow(deps.pool, id))) throw new NotFoundError('User not found');
      return { id, deleted: true };
    },
  );
}

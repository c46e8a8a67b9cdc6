/**
 * Users of /settings/users (needs identities read; edits and deletes need identities write):
 * GET /api/auth/users (alias /api/auth/identities) → [{id, name, email, traits, roles, state, created_at}],
 * PATCH /api/auth/users/:id {firstName?, lastName?, email?, role?}, DELETE /api/auth/users/:id.
 */
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { forgetPerson } from '../../plugins/auth-credential-cache.js';
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
      const emailTaken = new ConflictError('A user with this email already exists');
      // One transaction: a refused role must not leave the name or email changed.
      const updated = await withTransaction(deps.pool, async (client) => {
        if (!(await findUser(client, { id }))) throw new NotFoundError('User not found');
        if (input.email && (await isEmailTaken(client, input.email, id))) throw emailTaken;
        await updateUserRow(client, id, input);
        if (input.role) await setPersonRoles(client, id, [input.role]);
        return (await findUser(client, { id }))!;
      }).catch((err: unknown) => {
        // Two edits racing to the same email: the unique index decides, and the loser gets the same answer.
        if ((err as { code?: string }).code === '23505') throw emailTaken;
        throw err;
      });
      forgetPerson(id); // committed: this process's next request sees the roles without waiting for the NOTIFY
      return toIdentity(updated);
    },
  );

  app.delete(
    '/api/auth/users/:id',
    { config: { rbac: { object: 'identities', action: 'write' } }, schema: { params: idParams } },
    async (request) => {
      const { id } = request.params as { id: string };
      if (request.actor?.personId === id) throw new ConflictError('You cannot delete your own user');
      if (!(await deleteUserRow(deps.pool, id))) throw new NotFoundError('User not found');
      forgetPerson(id);
      return { id, deleted: true };
    },
  );
}

/**
 * The people and rbac services (DESIGN §6):
 * GET /api/people, GET /api/people/:id → [{id, name, email, avatar, type, roles, created_at}] (database read,
 * like the people table every page embeds); GET /api/rbac/:id/roles → {id, roles} (rbac read);
 * POST /api/rbac/:id/update_role {roles: [...]} → {id, roles} (rbac write; the last admin keeps the role).
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../../db/transaction.js';
import { forgetPerson } from '../../plugins/auth-credential-cache.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { assertRoles, setPersonRoles } from '../../plugins/rbac-roles.js';
import { countAdmins, findPerson, listPeople } from './people-db.js';

const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] };

export async function peopleRoutes(app: FastifyInstance, opts: { pool: pg.Pool }): Promise<void> {
  const { pool } = opts;
  const readPeople = { config: { rbac: { object: 'database', action: 'read' } } } as const;

  app.get('/api/people', readPeople, async () => listPeople(pool));
  app.get('/api/people/:id', { ...readPeople, schema: { params: idParams } }, async (request) => {
    const person = await findPerson(pool, (request.params as { id: string }).id);
    if (!person) throw new NotFoundError('Person not found');
    return person;
  });

  app.get(
    '/api/rbac/:id/roles',
    { config: { rbac: { object: 'rbac', action: 'read' } }, schema: { params: idParams } },
    async (request) => {
      const person = await findPerson(pool, (request.params as { id: string }).id);
      if (!person) throw new NotFoundError('Person not found');
      return { id: person.id, roles: person.roles };
    },
  );

  app.post(
    '/api/rbac/:id/update_role',
    {
      config: { rbac: { object: 'rbac', action: 'write' } },
      schema: {
        params: idParams,
        body: { type: 'object', required: ['roles'], properties: { roles: { type: 'array' } } },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const { roles } = request.body as { roles: unknown };
      assertRoles(roles);
      await withTransaction(pool, async (client) => {
        if (!(await findPerson(client, id))) throw new NotFoundError('Person not found');
        await setPersonRoles(client, id, roles);
        if ((await countAdmins(client)) === 0) throw new ConflictError('At least one administrator must remain');
      });
      forgetPerson(id); // committed: this process's next request sees the roles without waiting for the NOTIFY
      return { id, roles: [...new Set(roles)].sort() };
    },
  );
}

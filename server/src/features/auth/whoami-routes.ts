/**
 * GET /api/auth/whoami → {user, roles, permissions} for any signed-in caller (session or token);
 * `permissions` lists `object:action` grants compiled from the role matrix, `roles` the effective roles
 * (no role = viewer). POST /api/auth/logout ends the session (the web's sign-out), same as sign-out.
 */
import type { FastifyInstance } from 'fastify';
import { AuthenticationError } from '../../lib/errors.js';
import { permissionList } from '../../plugins/rbac-policy.js';
import { forwardToAuth } from './better-auth-routes.js';
import type { AuthFeatureDeps } from './deps.js';
import { findUser } from './users-db.js';

export async function whoamiRoutes(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  app.get('/api/auth/whoami', { config: { rbac: 'authenticated' } }, async (request) => {
    const actor = request.actor!;
    const { rows } = await deps.pool.query<{ id: string; name: string; email: string | null; avatar: string | null }>(
      'select id, name, email, avatar from people where id = $1 and deleted_at is null',
      [actor.personId],
    );
    const person = rows[0];
    if (!person) throw new AuthenticationError();
    const identity = actor.via === 'session' ? await findUser(deps.pool, { id: actor.personId }) : undefined;
    return {
      user: {
        ...person,
        first_name: identity?.first_name ?? null,
        last_name: identity?.last_name ?? null,
        email_verified: identity?.email_verified ?? false,
        two_factor_enabled: identity?.two_factor_enabled ?? false,
        via: actor.via,
      },
      roles: actor.roles,
      permissions: permissionList(deps.sets, actor.roles),
    };
  });

  app.post('/api/auth/logout', { config: { rbac: 'public' } }, (request, reply) =>
    forwardToAuth(deps.bridge, request, reply, { path: '/api/auth/sign-out', body: '{}' }),
  );
}

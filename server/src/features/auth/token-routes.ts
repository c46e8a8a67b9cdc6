/**
 * API access tokens of the caller: POST /api/auth/tokens {name, expires_in_days?} → 201 {id, name, token,
 * created_at, expires_at} (the token is shown this once), GET /api/auth/tokens → the caller's tokens
 * (admins: `?all=true` for everyone's), DELETE /api/auth/tokens/:id revokes (admins may revoke any).
 */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../../plugins/auth-tokens.js';
import { allows } from '../../plugins/rbac-policy.js';
import type { AuthFeatureDeps } from './deps.js';

export async function tokenRoutes(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  const isAdmin = (roles: Parameters<typeof allows>[1]) => allows(deps.sets, roles, 'identities', 'write');

  app.post(
    '/api/auth/tokens',
    {
      config: { rbac: 'authenticated' },
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 },
            expires_in_days: { type: 'integer', minimum: 1, maximum: 3650 },
          },
        },
      },
    },
    async (request, reply) => {
      const { name, expires_in_days: days } = request.body as { name: string; expires_in_days?: number };
      const personId = request.actor!.personId;
      const expiresAt = days ? new Date(Date.now() + days * 86_400_000) : null;
      return reply.status(201).send(await createAccessToken(deps.pool, { personId, name, expiresAt }));
    },
  );

  app.get('/api/auth/tokens', { config: { rbac: 'authenticated' } }, async (request) => {
    const all = (request.query as { all?: string }).all === 'true' && isAdmin(request.actor!.roles);
    return listAccessTokens(deps.pool, all ? undefined : request.actor!.personId);
  });

  app.delete(
    '/api/auth/tokens/:id',
    {
      config: { rbac: 'authenticated' },
      schema: { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const owner = isAdmin(request.actor!.roles) ? undefined : request.actor!.personId;
      if (!(await revokeAccessToken(deps.pool, id, owner))) throw new NotFoundError('Token not found');
      return { id, revoked: true };
    },
  );
}

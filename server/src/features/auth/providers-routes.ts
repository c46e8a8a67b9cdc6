/**
 * GET /api/auth/providers → [{id, name}]: the OIDC/social providers configured by OPSDECK_OIDC_PROVIDERS, so
 * the sign-in page can offer a button for each. Public: it is shown before anyone signs in; no secrets in it.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthFeatureDeps } from './deps.js';

export async function providersRoutes(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  const providers = deps.config.oidcProviders.map((p) => ({ id: p.id, name: p.name ?? p.id }));
  app.get('/api/auth/providers', { config: { rbac: 'public' } }, async () => providers);
}

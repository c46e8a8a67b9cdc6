/**
 * GET /api/properties/local → [{name, value, source: 'local'}]: feature flags from OPSDECK_FEATURE_FLAGS,
 * read-only (spec: "Cannot edit local feature flags"). Stored flags stay in the data API's `properties`
 * table; the web merges both lists, local winning. Needs read on properties.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthFeatureDeps } from './deps.js';

export async function flagsRoutes(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  const flags = Object.entries(deps.config.localFlags).map(([name, value]) => ({
    name,
    value,
    source: 'local',
    description: 'Set by the server configuration (OPSDECK_FEATURE_FLAGS)',
    created_by: null,
    created_at: null,
    updated_at: null,
  }));
  app.get('/api/properties/local', { config: { rbac: { object: 'properties', action: 'read' } } }, async () => flags);
}

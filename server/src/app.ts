/**
 * Builds the Fastify app: plugins, routes and the error handler. It never listens and never starts
 * engines (main.ts does), so tests build it and call app.inject().
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.js';
import { exposedFunctions, exposedRelations } from './data-api/resources.js';
import type { Exposure } from './data-api/plan.js';
import { dataApiRoutes } from './data-api/routes.js';
import type { SchemaCacheStore } from './data-api/schema-cache-store.js';
import { runCheckNow } from './engines/checks/run-check-now.js';
import { validateCanaryWrite } from './engines/checks/validate-canary-write.js';
import type { AuthConfig } from './features/auth/auth-config.js';
import { registerAccess } from './features/auth/register-auth.js';
import { peopleRoutes } from './features/people/people-routes.js';
import { healthRoutes } from './features/health/routes.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerHealthRoutes } from './plugins/health-routes.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerWeb } from './plugins/web.js';
import { serverVersion } from './version.js';

export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'maxRows' | 'webDir'>;
  pool: pg.Pool;
  schemaCache: SchemaCacheStore;
  /** Set by main.ts during shutdown so /readyz turns 503 while requests drain. */
  isShuttingDown?: () => boolean;
  /** Data-API allow-list override (data-API specs run against a fixture schema). */
  exposure?: Exposure;
  /** Pino destination override (tests capture logs to assert secrets are not logged). */
  logStream?: NodeJS.WritableStream;
  /** Identity settings; read from the environment when absent. */
  auth?: AuthConfig;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Honour a caller's request id (from a proxy) when it is well-formed; otherwise make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  const isShuttingDown = deps.isShuttingDown ?? (() => false);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While draining, answered keep-alive connections are closed so the server can finish closing.
    if (isShuttingDown()) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  registerMetrics(app);
  const exposure = deps.exposure ?? { relations: exposedRelations, functions: exposedFunctions };
  // Identity and the RBAC guard go before every other route so the guard sees them all.
  const access = await registerAccess(app, { pool: deps.pool, exposure, config: deps.auth });
  registerHealthRoutes(app, deps.pool, isShuttingDown);

  app.get('/api/about', { config: { rbac: 'public' } }, async () => ({ Version: serverVersion }));
  await app.register(peopleRoutes, { pool: deps.pool });

  await app.register(dataApiRoutes, {
    prefix: '/api/db',
    pool: deps.pool,
    schemaCache: () => deps.schemaCache.get(),
    exposure,
    maxRows: deps.config.maxRows,
    maxEmbedDepth: 3,
    authorize: access.authorizeData,
    actingPerson: access.actingPerson,
    validateWrite: validateCanaryWrite,
  });

  await app.register(healthRoutes, { pool: deps.pool, runCheckNow });

  await registerWeb(app, deps.config.webDir);
  return app;
}

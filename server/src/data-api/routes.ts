/** `/api/db/*`: the PostgREST-compatible data API as a Fastify plugin: parse → plan → sql → respond. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { execute } from './execute.js';
import { parseRequest } from './parse/request.js';
import { plan, type Exposure } from './plan.js';
import type { Plan } from './plan-types.js';
import { respond } from './respond.js';
import type { SchemaCache } from './schema-cache.js';

export interface DataApiOptions {
  pool: pg.Pool;
  schemaCache: () => SchemaCache;
  exposure: Exposure;
  maxRows: number;
  maxEmbedDepth: number;
  /** Throws ForbiddenError/AuthenticationError when the caller may not touch these resources. */
  authorize: (request: FastifyRequest, touched: Plan['touched']) => void | Promise<void>;
  /** The person acting, set as opsdeck.person_id in write transactions so triggers record who changed what. */
  actingPerson?: (request: FastifyRequest) => string | undefined;
  /**
   * Checks the rows of an insert or update (an update's one partial row) before the statement runs; throws an
   * AppError (e.g. InputError) to refuse the write. For rules the schema cannot state, such as a canary's spec.
   */
  validateWrite?: (relation: string, rows: Record<string, unknown>[]) => void | Promise<void>;
}

export async function dataApiRoutes(app: FastifyInstance, opts: DataApiOptions): Promise<void> {
  // The body is parsed by the parse step so bad JSON gets PostgREST's PGRST102, not Fastify's error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS'],
    url: '/*',
    exposeHeadRoute: false,
    // Any signed-in caller reaches the handler; `authorize` then checks each touched resource.
    config: { rbac: 'authenticated' },
    handler: async (request, reply) => {
      const url = request.raw.url ?? '';
      const q = url.indexOf('?');
      const apiRequest = parseRequest({
        method: request.method,
        path: (request.params as { '*'?: string })['*'] ?? '',
        query: q >= 0 ? url.slice(q + 1) : '',
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : undefined,
        contentType: request.headers['content-type'],
      });
      const planned = plan(apiRequest, {
        cache: opts.schemaCache(),
        exposure: opts.exposure,
        maxRows: opts.maxRows,
        maxEmbedDepth: opts.maxEmbedDepth,
        now: new Date(),
      });
      await opts.authorize(request, planned.touched);
      if (opts.validateWrite && (planned.action === 'insert' || planned.action === 'update')) {
        const rows = planned.action === 'insert' ? (planned.body as Record<string, unknown>[]) : [planned.body];
        await opts.validateWrite(planned.node.relation, rows);
      }
      const result = respond(planned, await execute(opts.pool, planned, opts.maxRows, opts.actingPerson?.(request)));
      reply.status(result.status).headers(result.headers);
      return reply.send(result.body ?? undefined);
    },
  });
}

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: database reachable, migrations done). */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { isMigrated } from '../db/migrate.js';

export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool, isShuttingDown: () => boolean): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (isShuttingDown()) return reply.status(503).send({ status: 'shutting down' });
    try {
      await pool.query('select 1');
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
    if (!(await isMigrated(pool))) return reply.status(503).send({ status: 'migrations pending' });
    return { status: 'ready' };
  });
}

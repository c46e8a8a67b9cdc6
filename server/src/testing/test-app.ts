import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { createSchemaCacheStore } from '../data-api/schema-cache-store.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app over a fresh migrated database. `prepare` runs SQL before the schema cache is read
 * (fixture tables for data-API specs).
 */
export async function createTestApp(
  opts: { prepare?: (db: TestDatabase) => Promise<void>; maxRows?: number } & Pick<
    AppDeps,
    'exposure' | 'logStream'
  > = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  await opts.prepare?.(db);
  const schemaCache = await createSchemaCacheStore(db.pool);
  const app = await buildApp({
    config: { logLevel: opts.logStream ? 'info' : 'silent', maxRows: opts.maxRows ?? 1000, webDir: '/nonexistent' },
    pool: db.pool,
    schemaCache,
    exposure: opts.exposure,
    logStream: opts.logStream,
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@opsdeck/common';
import { buildApp, type AppDeps } from '../app.js';
import { createSchemaCacheStore } from '../data-api/schema-cache-store.js';
import { loadAuthConfig } from '../features/auth/auth-config.js';
import { createAccessToken } from '../plugins/auth-tokens.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

/** A role of the spec, or 'none' for a person without roles (who counts as viewer). */
export type TestRole = Role | 'none';

export interface TestApp {
  /** `app.inject` acts as a seeded admin unless the request carries its own authorization or cookie. */
  app: FastifyInstance;
  db: TestDatabase;
  /** A person with exactly this role (created on first use): its id and bearer token. */
  as(role: TestRole): Promise<{ personId: string; token: string }>;
  injectAs(role: TestRole, opts: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** No credentials at all. */
  injectAnonymous(opts: InjectOptions | string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const asOptions = (o: InjectOptions | string): InjectOptions => (typeof o === 'string' ? { url: o } : o);

/**
 * The real app over a fresh migrated database. `prepare` runs SQL before the schema cache is read
 * (fixture tables for data-API specs).
 */
export async function createTestApp(
  opts: { prepare?: (db: TestDatabase) => Promise<void>; maxRows?: number } & Pick<
    AppDeps,
    'exposure' | 'logStream' | 'auth'
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
    auth: opts.auth ?? { ...loadAuthConfig({}), publicUrl: 'http://localhost' },
  });
  await app.ready();

  const people = new Map<TestRole, Promise<{ personId: string; token: string }>>();
  const as = (role: TestRole) => {
    let p = people.get(role);
    if (!p) {
      p = seedPerson(db, role);
      people.set(role, p);
    }
    return p;
  };
  const raw = app.inject.bind(app) as (o: InjectOptions) => Promise<LightMyRequestResponse>;
  const injectAs = async (role: TestRole, o: InjectOptions | string) => {
    const options = asOptions(o);
    const { token } = await as(role);
    return raw({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
  };
  // Existing tests call app.inject without credentials: they act as an admin, as before identity existed.
  (app as unknown as { inject: (o?: InjectOptions | string) => unknown }).inject = (o?: InjectOptions | string) => {
    if (o === undefined) return raw(undefined as unknown as InjectOptions); // chain mode
    const options = asOptions(o);
    const h = options.headers ?? {};
    return 'authorization' in h || 'cookie' in h ? raw(options) : injectAs('admin', options);
  };
  return {
    app,
    db,
    as,
    injectAs,
    injectAnonymous: (o) => raw(asOptions(o)),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

async function seedPerson(db: TestDatabase, role: TestRole): Promise<{ personId: string; token: string }> {
  const { rows } = await db.pool.query<{ id: string }>(
    `insert into people (name, email) values ($1, $2) returning id`,
    [`Test ${role}`, `${role}@test.local`],
  );
  const personId = rows[0]!.id;
  if (role !== 'none')
    await db.pool.query('insert into person_roles (person_id, role) values ($1, $2)', [personId, role]);
  const { token } = await createAccessToken(db.pool, { personId, name: `test ${role}` });
  return { personId, token };
}

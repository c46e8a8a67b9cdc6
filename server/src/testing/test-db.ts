/**
 * Real PostgreSQL for integration tests. A template database is migrated once per run (global setup);
 * every test file clones it, so each file starts from a freshly migrated, isolated database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { defaultMigrationsDir, listMigrationFiles, migrate } from '../db/migrate.js';

export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function migrationsHash(): Promise<string> {
  const h = createHash('sha256');
  for (const f of await listMigrationFiles()) {
    h.update(f);
    h.update(await readFile(`${defaultMigrationsDir}/${f}`));
  }
  return h.digest('hex').slice(0, 12);
}

export async function templateDatabaseName(): Promise<string> {
  return `opsdeck_tpl_${await migrationsHash()}`;
}

/** Creates (once) and migrates the template database. Called from vitest's global setup. */
export async function prepareTemplateDatabase(): Promise<string> {
  const name = await templateDatabaseName();
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  // Two test runs starting together must not build the same template at once.
  await admin.query('select pg_advisory_lock(4242002)');
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    await dropStaleTestDatabases(admin, name);
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const pool = new pg.Pool({ connectionString: withDatabase(adminDatabaseUrl(), building), max: 1 });
    try {
      await migrate(pool);
    } finally {
      await pool.end();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
    await admin.query(`comment on database "${name}" is 'opsdeck-test ${Date.now()}'`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(4242002)').catch(() => undefined);
    await admin.end();
  }
}

// Another run (another checkout, other migrations) may be using its own template right now: only databases
// of ours older than this are removed (crashed runs, earlier migration sets).
const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

async function dropStaleTestDatabases(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; note: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as note from pg_database
      where (datname like 'opsdeck_tpl_%' or datname like 'opsdeck_t_%') and datname <> $1`,
    [keep],
  );
  for (const { datname, note } of rows) {
    const created = Number(/^opsdeck-test (\d+)$/.exec(note ?? '')?.[1] ?? 0);
    if (Date.now() - created < STALE_AFTER_MS) continue;
    await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh migrated database cloned from the template; drop() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await templateDatabaseName();
  const name = `opsdeck_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.query(`comment on database "${name}" is 'opsdeck-test ${Date.now()}'`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminDatabaseUrl(), name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // drop() ends the pool and then force-drops the database; a client still closing its socket then reads
  // "terminating connection due to administrator command", which must not surface as an uncaught error.
  pool.on('error', () => undefined);
  return {
    url,
    name,
    pool,
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: adminDatabaseUrl() });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

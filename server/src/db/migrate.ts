import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const defaultMigrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

// One advisory lock key for migrations so that replicas starting together apply each file once.
const MIGRATION_LOCK_KEY = 4_242_001;

export interface MigrationResult {
  applied: string[];
  total: number;
}

export async function listMigrationFiles(dir = defaultMigrationsDir): Promise<string[]> {
  const files = await readdir(dir);
  return files.filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
}

/** Applies every migration file not yet recorded, each in its own transaction, in file-name order. */
export async function migrate(pool: pg.Pool, dir = defaultMigrationsDir): Promise<MigrationResult> {
  const files = await listMigrationFiles(dir);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(
      `create table if not exists schema_migrations (
         version text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
    const done = new Set(
      (await client.query<{ version: string }>('select version from schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(`${dir}/${file}`, 'utf8');
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('insert into schema_migrations (version) values ($1)', [file]);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(file);
    }
    return { applied, total: files.length };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** True when every migration file on disk has been applied. */
export async function isMigrated(pool: pg.Pool, dir = defaultMigrationsDir): Promise<boolean> {
  const files = await listMigrationFiles(dir);
  try {
    const { rows } = await pool.query<{ version: string }>('select version from schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    return files.every((f) => done.has(f));
  } catch {
    return false;
  }
}

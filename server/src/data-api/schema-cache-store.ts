import type pg from 'pg';
import { loadSchemaCache, type SchemaCache } from './schema-cache.js';

/** Holds the current schema cache; reload() swaps it atomically (SIGHUP, or NOTIFY opsdeck_reload_schema). */
export interface SchemaCacheStore {
  get(): SchemaCache;
  reload(): Promise<SchemaCache>;
}

export async function createSchemaCacheStore(pool: pg.Pool): Promise<SchemaCacheStore> {
  let current = await loadSchemaCache(pool);
  return {
    get: () => current,
    async reload() {
      current = await loadSchemaCache(pool);
      return current;
    },
  };
}

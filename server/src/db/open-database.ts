import type pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import { checkServerVersion, createPool } from './pool.js';

export interface OpenDatabase {
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  debug(msg: string): void;
  warn(msg: string): void;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is absent. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = createPool({
    connectionString: url,
    max: config.poolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  try {
    await checkServerVersion(pool);
  } catch (e) {
    await pool.end();
    await embedded?.stop();
    throw e;
  }
  return {
    pool,
    url,
    embedded: Boolean(embedded),
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

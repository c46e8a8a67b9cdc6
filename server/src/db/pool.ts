import pg from 'pg';

export interface PoolOptions {
  connectionString: string;
  max: number;
  statementTimeoutMs: number;
  applicationName?: string;
}

/** A pg pool whose sessions carry a statement timeout, so no request can hold a connection forever. */
export function createPool(o: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: o.connectionString,
    max: o.max,
    application_name: o.applicationName ?? 'opsdeck',
    options: `-c statement_timeout=${o.statementTimeoutMs}`,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

export async function checkServerVersion(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ v: string }>("select current_setting('server_version_num') as v");
  const version = Number(rows[0]?.v ?? 0);
  if (version < 150000) {
    throw new Error(`PostgreSQL 15 or newer is required; the server reports version ${version}`);
  }
  return version;
}

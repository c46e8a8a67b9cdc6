import type pg from 'pg';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Db = pg.Pool | pg.PoolClient;

/** Runs fn inside a transaction on a client of the pool; rolls back on any error. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The cookie-signing secret: OPSDECK_AUTH_SECRET when set, else one generated on first start and kept in
 * auth_settings, so replicas and restarts agree without configuration (npm start needs nothing).
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export async function ensureAuthSecret(pool: pg.Pool, configured?: string): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('OPSDECK_AUTH_SECRET must be at least 32 characters');
    return configured;
  }
  await pool.query(`insert into auth_settings (name, value) values ('secret', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await pool.query<{ value: string }>(`select value from auth_settings where name = 'secret'`);
  return rows[0]!.value;
}

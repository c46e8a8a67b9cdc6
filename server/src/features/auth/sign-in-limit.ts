/**
 * Spec: at most 100 failed sign-ins per account per hour, then 429 with Retry-After. Counted per lower-cased
 * e-mail whether or not an account exists, so the limit itself reveals nothing; kept in PostgreSQL so every
 * replica sees the same count.
 */
import type pg from 'pg';

export const MAX_FAILURES_PER_HOUR = 100;

/** Seconds until another attempt is allowed, or 0 when the account is under the limit. */
export async function signInRetryAfter(pool: pg.Pool, email: string): Promise<number> {
  const { rows } = await pool.query<{ n: number; wait: number | null }>(
    `select count(*)::int as n,
            ceil(extract(epoch from (min(failed_at) + interval '1 hour' - now())))::int as wait
       from (select failed_at from auth_sign_in_failures
              where email = lower($1) and failed_at > now() - interval '1 hour'
              order by failed_at desc limit $2) recent`,
    [email, MAX_FAILURES_PER_HOUR],
  );
  const row = rows[0]!;
  return row.n >= MAX_FAILURES_PER_HOUR ? Math.max(1, row.wait ?? 1) : 0;
}

export async function recordSignInFailure(pool: pg.Pool, email: string): Promise<void> {
  await pool.query(
    `with pruned as (delete from auth_sign_in_failures where failed_at < now() - interval '1 hour')
     insert into auth_sign_in_failures (email) values (lower($1))`,
    [email],
  );
}

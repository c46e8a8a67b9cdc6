/**
 * First run: with OPSDECK_ADMIN_EMAIL and OPSDECK_ADMIN_PASSWORD, that administrator is created (once).
 * Without them, while no administrator can sign in, a one-time setup link is printed in the log on every
 * start (a fresh token each time; the older one stops working). Never a fixed default password.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AuthConfig } from './auth-config.js';
import { createUser } from './create-user.js';
import { createInvitation, INVITATION_TTL_MS } from './invitations-db.js';
import { passwordHasher } from './password-hash.js';
import { assertPassword } from './user-input.js';
import { findUser } from './users-db.js';

// A syntactically valid address (the library rejects hosts without a dot); change it on the profile page.
const SETUP_EMAIL = 'admin@opsdeck.local';

/** True when some administrator has a way to sign in (a password, a provider account or a passkey). */
async function hasUsableAdmin(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query(
    `select 1 from auth_users u join person_roles r on r.person_id = u.id::uuid and r.role = 'admin'
      where exists (select 1 from auth_accounts a where a."userId" = u.id)
         or exists (select 1 from auth_passkeys k where k."userId" = u.id)
      limit 1`,
  );
  return rows.length > 0;
}

export async function bootstrapAdmin(pool: pg.Pool, config: AuthConfig, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) {
    if (await findUser(pool, { email: config.admin.email })) return;
    assertPassword(config.admin.password);
    const name = { firstName: 'Admin', lastName: '' };
    await createUser(pool, passwordHasher(config.argon2).hash, {
      ...name,
      email: config.admin.email,
      role: 'admin',
      password: config.admin.password,
    });
    log.info({ email: config.admin.email }, 'bootstrap administrator created from OPSDECK_ADMIN_EMAIL');
    return;
  }
  if (await hasUsableAdmin(pool)) return;
  const email = process.env.OPSDECK_ADMIN_EMAIL || SETUP_EMAIL;
  const existing = await findUser(pool, { email });
  const id =
    existing?.id ??
    (
      await createUser(pool, passwordHasher(config.argon2).hash, {
        email,
        firstName: 'Admin',
        lastName: '',
        role: 'admin',
      })
    ).id;
  const token = await createInvitation(pool, id, INVITATION_TTL_MS);
  // The one sanctioned secret in the log (spec: a one-time setup link printed in the log); it is spent on use.
  log.warn(
    { setup_url: `${config.publicUrl}/api/auth/setup?token=${token}`, email },
    'no administrator can sign in yet: open this one-time link to choose the administrator password',
  );
}

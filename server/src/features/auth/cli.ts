/**
 * `opsdeck user create --email E --role R [--password-stdin] [--first-name F] [--last-name L]`: with a password
 * on standard input the account is ready; without, the invitation link is printed.
 * `opsdeck token create --email E --name N [--expires-in-days D]`: prints the token once, on standard output.
 */
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { ROLES, type Role } from '@opsdeck/common';
import { AppError } from '../../lib/errors.js';
import { createAccessToken } from '../../plugins/auth-tokens.js';
import { loadAuthConfig } from './auth-config.js';
import { createUser, invitationLink } from './create-user.js';
import { passwordHasher } from './password-hash.js';
import { assertPassword } from './user-input.js';

export const AUTH_CLI_HELP = `  user create --email E --role R [--password-stdin] [--first-name F] [--last-name L]
             create a user (roles: ${ROLES.join(', ')}); without a password, print an invitation link
  token create --email E --name N [--expires-in-days D]
             create an API access token for that person and print it once`;

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

export async function runAuthCli(argv: string[], pool: pg.Pool): Promise<number> {
  const [noun, verb, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean' },
      'expires-in-days': { type: 'string' },
    },
  });
  if (verb !== 'create' || !values.email) throw new AppError(2, 'usage', `usage:\n${AUTH_CLI_HELP}`);
  if (noun === 'user') {
    const role = values.role as Role;
    if (!(ROLES as readonly string[]).includes(role))
      throw new AppError(2, 'usage', `--role must be one of ${ROLES.join(', ')}`);
    const password = values['password-stdin'] ? await readStdin() : undefined;
    if (password !== undefined) assertPassword(password);
    const config = loadAuthConfig();
    const [local] = values.email.split('@');
    const { id, invitationToken } = await createUser(pool, passwordHasher(config.argon2).hash, {
      email: values.email,
      firstName: values['first-name'] ?? local ?? values.email,
      lastName: values['last-name'] ?? '',
      role,
      password,
    });
    process.stdout.write(`user ${id} created\n`);
    if (invitationToken)
      process.stdout.write(`invitation link: ${invitationLink(config.publicUrl, invitationToken)}\n`);
    return 0;
  }
  if (noun === 'token') {
    if (!values.name) throw new AppError(2, 'usage', '--name is required');
    const { rows } = await pool.query<{ id: string }>(
      'select id from people where lower(email) = lower($1) and deleted_at is null',
      [values.email],
    );
    if (!rows[0]) throw new AppError(1, 'not_found', `no person with e-mail ${values.email}`);
    const days = values['expires-in-days'] ? Number(values['expires-in-days']) : undefined;
    const created = await createAccessToken(pool, {
      personId: rows[0].id,
      name: values.name,
      expiresAt: days ? new Date(Date.now() + days * 86_400_000) : null,
    });
    process.stdout.write(`${created.token}\n`);
    return 0;
  }
  throw new AppError(2, 'usage', `usage:\n${AUTH_CLI_HELP}`);
}

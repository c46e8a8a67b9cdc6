/**
 * The better-auth instance: email+password (sign-up by invitation only), recovery and verification mails,
 * database sessions, TOTP with backup codes, passkeys and configurable OIDC providers. Its tables are the
 * auth_* tables of migration 070 and are never exposed by the data API.
 */
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AuthConfig } from './auth-config.js';
import { recoveryMail, verificationMail } from './mail-templates.js';
import type { Mailer } from './mailer.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordHasher } from './password-hash.js';
import { uuidV7 } from '../../lib/uuid-v7.js';

export interface AuthDeps {
  pool: pg.Pool;
  config: AuthConfig;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function allowedOrigins(config: AuthConfig): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins.map((o) => new URL(o).origin)])];
}

export function createAuth({ pool, config, secret, mailer, log }: AuthDeps) {
  const publicUrl = new URL(config.publicUrl);
  return betterAuth({
    appName: 'Opsdeck',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: pool,
    telemetry: { enabled: false },
    // Failed sign-ins are limited per account by sign-in-limit.ts (shared by replicas through PostgreSQL);
    // the library's per-IP memory limiter would differ between replicas and lock out whole offices behind NAT.
    rateLimit: { enabled: false },
    trustedOrigins: allowedOrigins(config),
    logger: {
      level: 'warn',
      // Only the message: the library's extra arguments may hold request data.
      log: (level, message) => log[level === 'debug' ? 'debug' : level]({ component: 'better-auth' }, message),
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true, // spec: sign-up only by invitation (invite.ts)
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHasher(config.argon2),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => mailer.send(recoveryMail(user.email, url)),
    },
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationMail(user.email, url)),
      autoSignInAfterVerification: false,
    },
    user: {
      modelName: 'auth_users',
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
      changeEmail: { enabled: true },
    },
    // Sessions live only in the database (no cookie cache) so sign-out and revocation take effect at once.
    session: { modelName: 'auth_sessions', expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600 },
    account: {
      modelName: 'auth_accounts',
      encryptOAuthTokens: true,
      // An invited user (e-mail not yet verified locally) may sign in first through a configured provider that
      // vouches for the same e-mail: the administrator chose both the invitation and the provider.
      accountLinking: {
        enabled: true,
        trustedProviders: config.oidcProviders.map((p) => p.id),
        requireLocalEmailVerified: false,
      },
    },
    verification: { modelName: 'auth_verifications' },
    advanced: {
      cookiePrefix: 'opsdeck',
      useSecureCookies: publicUrl.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => uuidV7() },
    },
    plugins: [
      twoFactor({ issuer: 'Opsdeck', twoFactorTable: 'auth_two_factors' }),
      passkey({
        rpID: publicUrl.hostname,
        rpName: 'Opsdeck',
        origin: allowedOrigins(config),
        schema: { passkey: { modelName: 'auth_passkeys' } },
      }),
      ...(config.oidcProviders.length
        ? [
            genericOAuth({
              config: config.oidcProviders.map((p) => ({
                providerId: p.id,
                name: p.name,
                discoveryUrl: p.discoveryUrl,
                clientId: p.clientId,
                clientSecret: p.clientSecret,
                scopes: p.scopes ?? ['openid', 'email', 'profile'],
                pkce: true,
                // Sign-up stays invitation-only: a provider account signs in only as an invited user.
                disableImplicitSignUp: true,
              })),
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Identity settings from the environment: public URL, trusted origins, bootstrap admin, SMTP, OIDC providers,
 * local feature flags. Validated once; a bad value stops the server with a message naming it.
 */
import { z } from 'zod';

export interface OidcProviderConfig {
  id: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret?: string;
  scopes?: string[];
}

export interface SmtpConfig {
  /** nodemailer transport options or a URL (smtp://user:pass@host:587). */
  transport: string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
}

export interface AuthConfig {
  /** Where users reach the app; links in mails point here and cookies are Secure when it is https. */
  publicUrl: string;
  /** Origins allowed for CSRF checks and return_to (the public URL's origin is always included). */
  trustedOrigins: string[];
  /** Signing secret of session cookies; when absent one is generated once and kept in the database. */
  secret?: string;
  admin?: { email: string; password: string };
  smtp?: SmtpConfig;
  oidcProviders: OidcProviderConfig[];
  /** `{feature}.disable=true` style flags from the environment (served read-only, source local). */
  localFlags: Record<string, string>;
  /** Argon2id cost; tests may lower memory but never below the 100 ms floor the security test checks. */
  argon2?: { memoryCost: number; timeCost: number };
}

const oidcSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().optional(),
    discoveryUrl: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().optional(),
    scopes: z.array(z.string()).optional(),
  }),
);

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const port = env.PORT ?? '8080';
  const publicUrl = (env.OPSDECK_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const trustedOrigins = (env.OPSDECK_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const admin =
    env.OPSDECK_ADMIN_EMAIL && env.OPSDECK_ADMIN_PASSWORD
      ? { email: env.OPSDECK_ADMIN_EMAIL, password: env.OPSDECK_ADMIN_PASSWORD }
      : undefined;
  let oidcProviders: OidcProviderConfig[] = [];
  if (env.OPSDECK_OIDC_PROVIDERS) {
    const parsed = oidcSchema.safeParse(JSON.parse(env.OPSDECK_OIDC_PROVIDERS));
    if (!parsed.success) throw new Error(`OPSDECK_OIDC_PROVIDERS: ${parsed.error.message}`);
    oidcProviders = parsed.data.map((p) => ({ ...p, name: p.name ?? p.id }));
  }
  return {
    publicUrl,
    trustedOrigins,
    secret: env.OPSDECK_AUTH_SECRET || undefined,
    admin,
    smtp: smtpFromEnv(env),
    oidcProviders,
    localFlags: parseLocalFlags(env.OPSDECK_FEATURE_FLAGS ?? ''),
  };
}

function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const from = env.SMTP_FROM || 'Opsdeck <opsdeck@localhost>';
  if (env.SMTP_URL) return { transport: env.SMTP_URL, from };
  if (!env.SMTP_HOST) return undefined;
  const port = Number(env.SMTP_PORT ?? 587);
  return {
    transport: {
      host: env.SMTP_HOST,
      port,
      secure: env.SMTP_SECURE === 'true' || port === 465,
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
    },
    from,
  };
}

/** `logs.disable=true,incidents.disable=true` → `{ 'logs.disable': 'true', ... }`. */
export function parseLocalFlags(text: string): Record<string, string> {
  const flags: Record<string, string> = {};
  for (const part of text.split(/[,;\n]/)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    flags[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return flags;
}

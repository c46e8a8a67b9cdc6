/** What the identity routes share, built once by register-auth.ts. */
import type pg from 'pg';
import type { PermissionSets } from '../../plugins/rbac-policy.js';
import type { AuthConfig } from './auth-config.js';
import type { BridgeDeps } from './better-auth-routes.js';
import type { Auth } from './create-auth.js';
import type { Mailer } from './mailer.js';

export interface AuthFeatureDeps {
  pool: pg.Pool;
  auth: Auth;
  config: AuthConfig;
  mailer: Mailer;
  sets: PermissionSets;
  hashPassword: (password: string) => Promise<string>;
  bridge: BridgeDeps;
}

/**
 * Wires identity and access into the app: the better-auth instance, the actor resolver, the RBAC guard
 * (compiled permission sets) and the identity routes. Returns what the data API needs: its authorize hook
 * and the acting person of a request (recorded by triggers through opsdeck.person_id).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { createNotifyListener } from '../../db/notify-listener.js';
import { attachCredentialCacheEvictions } from '../../plugins/auth-credential-cache.js';
import type { Exposure } from '../../data-api/plan.js';
import { actorResolver } from '../../plugins/auth.js';
import { compilePermissionSets } from '../../plugins/rbac-policy.js';
import { dataApiAuthorizer, registerRbacGuard, type GuardedRoute } from '../../plugins/rbac.js';
import { loadAuthConfig, type AuthConfig } from './auth-config.js';
import { ensureAuthSecret } from './auth-secret.js';
import { betterAuthRoutes } from './better-auth-routes.js';
import { allowedOrigins, createAuth, type Auth } from './create-auth.js';
import type { AuthFeatureDeps } from './deps.js';
import { flagsRoutes } from './flags-routes.js';
import { providersRoutes } from './providers-routes.js';
import { inviteRoutes } from './invite-routes.js';
import { createMailer, type Mailer } from './mailer.js';
import { passwordHasher } from './password-hash.js';
import { setupPageRoutes } from './setup-page.js';
import { tokenRoutes } from './token-routes.js';
import { usersRoutes } from './users-routes.js';
import { whoamiRoutes } from './whoami-routes.js';

export interface AccessSetup {
  auth: Auth;
  config: AuthConfig;
  mailer: Mailer;
  authorizeData: ReturnType<typeof dataApiAuthorizer>;
  actingPerson: (request: FastifyRequest) => string | undefined;
  /** Every route with its declared access (filled as routes register). */
  routes: GuardedRoute[];
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessSetup;
  }
}

/** Call before any other route is registered, so the guard's hooks see every route. */
export async function registerAccess(
  app: FastifyInstance,
  opts: { pool: pg.Pool; exposure: Exposure; config?: AuthConfig },
): Promise<AccessSetup> {
  const config = opts.config ?? loadAuthConfig();
  const { pool } = opts;
  const origins = allowedOrigins(config);
  const mailer = createMailer(config.smtp, app.log);
  const auth = createAuth({ pool, config, secret: await ensureAuthSecret(pool, config.secret), mailer, log: app.log });
  const sets = await compilePermissionSets();
  const resolveActor = actorResolver({
    pool,
    allowedOrigins: origins,
    session: async (headers) => {
      const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      return found
        ? { userId: found.user.id, sessionId: found.session.id, expiresAt: new Date(found.session.expiresAt) }
        : undefined;
    },
  });
  const routes = registerRbacGuard(app, { sets, resolveActor });
  // Tokens and sessions are remembered for a few seconds; this connection hears when to forget them (074, 075).
  const listener = createNotifyListener({ pool, logger: app.log });
  const detachEvictions = await attachCredentialCacheEvictions(listener);
  app.addHook('onClose', async () => {
    detachEvictions();
    await listener.close();
  });

  const bridge = { auth, pool, publicUrl: config.publicUrl, allowedOrigins: origins };
  const deps: AuthFeatureDeps = {
    pool,
    auth,
    config,
    mailer,
    sets,
    bridge,
    hashPassword: passwordHasher(config.argon2).hash,
  };
  await app.register(betterAuthRoutes, bridge);
  for (const routes of [
    whoamiRoutes,
    inviteRoutes,
    usersRoutes,
    tokenRoutes,
    flagsRoutes,
    providersRoutes,
    setupPageRoutes,
  ]) {
    await app.register(routes, deps);
  }
  app.addHook('onClose', async () => mailer.close());

  const setup: AccessSetup = {
    auth,
    config,
    mailer,
    authorizeData: dataApiAuthorizer(sets, opts.exposure),
    actingPerson: (request) => request.actor?.personId,
    routes,
  };
  app.decorate('access', setup);
  return setup;
}

/**
 * The RBAC guard: one onRequest hook for every route. A route declares `config.rbac` as 'public',
 * 'authenticated' (any signed-in caller; the handler or the data API decides further) or `{object, action}`.
 * Routes under /api/ that declare nothing are admin-only (fail closed); everything else (health, metrics,
 * the SPA's files) is public. The data API checks each touched relation through `dataApiAuthorizer`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RbacAction, RbacObject } from '@opsdeck/common';
import type { Exposure } from '../data-api/plan.js';
import type { Plan } from '../data-api/plan-types.js';
import { ForbiddenError } from '../lib/errors.js';
import type { Actor } from './auth.js';
import { allows, type PermissionSets } from './rbac-policy.js';

export type RouteAccess = 'public' | 'authenticated' | { object: RbacObject; action: RbacAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    rbac?: RouteAccess;
  }
}

const ADMIN_ONLY: RouteAccess = { object: 'rbac', action: 'write' };

export function routeAccess(url: string | undefined, declared: RouteAccess | undefined): RouteAccess {
  if (declared) return declared;
  return url?.startsWith('/api/') ? ADMIN_ONLY : 'public';
}

export interface GuardedRoute {
  method: string;
  url: string;
  access: RouteAccess;
  declared: boolean;
}

/** Returns the list of every route and its access, filled as routes register (the matrix test reads it). */
export function registerRbacGuard(
  app: FastifyInstance,
  deps: { sets: PermissionSets; resolveActor: (r: FastifyRequest) => Promise<Actor> },
): GuardedRoute[] {
  const routes: GuardedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const declared = route.config?.rbac;
    for (const method of [route.method].flat()) {
      routes.push({ method, url, access: routeAccess(url, declared), declared: declared !== undefined });
    }
    if (url.startsWith('/api/') && !declared) {
      app.log.warn({ url, method: route.method }, 'route declares no rbac; only admins may call it');
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = routeAccess(request.routeOptions.url, request.routeOptions.config.rbac);
    if (access === 'public') return;
    const actor = await deps.resolveActor(request);
    if (access === 'authenticated') return;
    if (!allows(deps.sets, actor.roles, access.object, access.action)) throw new ForbiddenError();
  });
  return routes;
}

/** The data API's authorize hook: each touched relation or function → its RBAC object; writes need write. */
export function dataApiAuthorizer(sets: PermissionSets, exposure: Exposure) {
  return (request: FastifyRequest, touched: Plan['touched']): void => {
    const actor = request.actor;
    if (!actor) throw new ForbiddenError(); // the route is 'authenticated', so the guard has set it
    for (const t of touched) {
      const object = (t.kind === 'function' ? exposure.functions : exposure.relations)[t.relation];
      if (!object || !allows(sets, actor.roles, object, t.write ? 'write' : 'read')) throw new ForbiddenError();
    }
  };
}

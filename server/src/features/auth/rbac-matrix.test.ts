/**
 * THE RBAC matrix test: every role (and a person without roles) × every data-API resource × read/write, and
 * every service route, through HTTP, against one expectation table: the spec's matrix in
 * @opsdeck/common (spec-permissions.ts). The server decides from Casbin-compiled permission sets, so this
 * checks the policy, its compilation and its enforcement together. 0 mismatches.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLES, roleAllows, type RbacAction, type RbacObject, type Role } from '@opsdeck/common';
import { exposedFunctions, exposedRelations } from '../../data-api/resources.js';
import { createTestApp, type TestApp, type TestRole } from '../../testing/test-app.js';

let t: TestApp;
const NIL = '00000000-0000-0000-0000-000000000000';
const SUBJECTS: TestRole[] = [...ROLES, 'none'];
const expected = (role: TestRole, object: RbacObject, action: RbacAction) =>
  roleAllows(role === 'none' ? 'viewer' : (role as Role), object, action);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Column to filter on so that a probing DELETE matches nothing: id when there is one. */
async function probeColumn(relation: string): Promise<string> {
  const { rows } = await t.db.pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1
      order by (column_name = 'id') desc, ordinal_position limit 1`,
    [relation],
  );
  return rows[0]!.column_name;
}

describe('data API: every role × every exposed relation × read/write', () => {
  test('matches the spec matrix', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const [relation, object] of Object.entries(exposedRelations)) {
      const col = await probeColumn(relation);
      // Views that cannot be written answer 405 to everyone before any permission matters: no write action.
      const { rows } = await t.db.pool.query(
        `select 1 from information_schema.tables where table_name = $1 and is_insertable_into = 'NO'`,
        [relation],
      );
      const readOnly = rows.length > 0;
      for (const role of SUBJECTS) {
        const read = await t.injectAs(role, `/api/db/${relation}?limit=0`);
        const write = await t.injectAs(role, { method: 'DELETE', url: `/api/db/${relation}?${col}=is.null` });
        if (readOnly && write.statusCode !== 405)
          mismatches.push(`${role} write read-only ${relation}: ${write.statusCode}`);
        for (const [action, res] of readOnly
          ? ([['read', read]] as const)
          : ([
              ['read', read],
              ['write', write],
            ] as const)) {
          checked++;
          const allowed = expected(role, object, action);
          const ok = allowed ? res.statusCode !== 403 && res.statusCode !== 401 : res.statusCode === 403;
          if (!ok)
            mismatches.push(`${role} ${action} ${relation} (${object}): ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (allowed && action === 'read' && res.statusCode !== 200)
            mismatches.push(`${role} read ${relation}: ${res.statusCode}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(Object.keys(exposedRelations).length * SUBJECTS.length);
  });

  test('functions: stable ones are reads, volatile ones writes', async () => {
    const mismatches: string[] = [];
    for (const [fn, object] of Object.entries(exposedFunctions)) {
      const { rows } = await t.db.pool.query<{ arg: string; volatile: boolean }>(
        `select proargnames[1] as arg, provolatile = 'v' as volatile from pg_proc where proname = $1`,
        [fn],
      );
      const { arg, volatile } = rows[0]!;
      for (const role of SUBJECTS) {
        const res = volatile
          ? await t.injectAs(role, { method: 'POST', url: `/api/db/rpc/${fn}`, payload: { [arg]: NIL } })
          : await t.injectAs(role, `/api/db/rpc/${fn}?${arg}=${NIL}`);
        const allowed = expected(role, object, volatile ? 'write' : 'read');
        if (allowed ? res.statusCode === 403 : res.statusCode !== 403)
          mismatches.push(`${role} rpc ${fn}: ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('identity tables are never exposed, whatever the role', async () => {
    for (const table of [
      'auth_users',
      'auth_sessions',
      'auth_accounts',
      'auth_verifications',
      'auth_two_factors',
      'auth_passkeys',
      'auth_settings',
      'auth_sign_in_failures',
      'access_tokens',
      'person_roles',
    ]) {
      const res = await t.injectAs('admin', `/api/db/${table}`);
      expect(res.statusCode, table).toBe(404);
    }
  });

  test('without credentials every resource answers 401 unauthenticated', async () => {
    for (const relation of Object.keys(exposedRelations)) {
      const res = await t.injectAnonymous(`/api/db/${relation}?limit=0`);
      expect(res.statusCode, relation).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });
});

describe('service routes', () => {
  const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, NIL).replace(/\*$/, 'x');
  const serviceRoutes = () =>
    t.app.access.routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/db/') && !['HEAD', 'OPTIONS'].includes(r.method),
    );

  test('every /api route declares its access', () => {
    expect(
      serviceRoutes()
        .filter((r) => !r.declared)
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
  });

  test('every role × every declared service route matches the spec matrix', async () => {
    const mismatches: string[] = [];
    for (const route of serviceRoutes()) {
      if (route.access === 'public') continue;
      const url = fill(route.url);
      const body = ['POST', 'PATCH', 'PUT'].includes(route.method) ? {} : undefined;
      const anonymous = await t.injectAnonymous({ method: route.method as 'GET', url, payload: body });
      if (anonymous.statusCode !== 401)
        mismatches.push(`anonymous ${route.method} ${route.url}: ${anonymous.statusCode}`);
      for (const role of SUBJECTS) {
        const res = await t.injectAs(role, { method: route.method as 'GET', url, payload: body });
        const allowed =
          route.access === 'authenticated' ? true : expected(role, route.access.object, route.access.action);
        if (allowed ? res.statusCode === 403 || res.statusCode === 401 : res.statusCode !== 403) {
          mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(serviceRoutes().length).toBeGreaterThan(10);
  });
});

/** The people and rbac services. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/people and /api/rbac', () => {
  test('people are listed with roles; roles are read and replaced through rbac', async () => {
    const { personId } = await t.as('viewer');
    const people = (await t.injectAs('viewer', '/api/people')).json() as { id: string; roles: string[] }[];
    expect(people.find((p) => p.id === personId)?.roles).toEqual(['viewer']);

    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/rbac/${personId}/update_role`,
      payload: { roles: ['editor', 'responder'] },
    });
    expect(updated.json()).toEqual({ id: personId, roles: ['editor', 'responder'] });
    expect((await t.app.inject(`/api/rbac/${personId}/roles`)).json()).toEqual({
      id: personId,
      roles: ['editor', 'responder'],
    });
    expect((await t.injectAs('none', `/api/db/people_roles?id=eq.${personId}`)).statusCode).toBe(403);
    // Roles take effect on the next request.
    expect(
      (await t.injectAs('viewer', { method: 'POST', url: '/api/db/properties', payload: { name: 'p', value: 'v' } }))
        .statusCode,
    ).toBe(201);
  });

  test('unknown roles are refused and the last administrator keeps the role', async () => {
    const { personId } = await t.as('admin');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/rbac/${personId}/update_role`, payload: { roles: ['root'] } }))
        .statusCode,
    ).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rbac/${personId}/update_role`,
      payload: { roles: ['viewer'] },
    });
    expect(res.statusCode).toBe(409);
    expect((await t.app.inject(`/api/rbac/${personId}/roles`)).json().roles).toEqual(['admin']);
  });
});

/** The compiled Casbin policy grants exactly the spec's matrix (common's roleAllows), every cell, `run` included. */
import { describe, expect, it } from 'vitest';
import { ROLES, rbacObjects, roleAllows, type RbacAction } from '@opsdeck/common';
import { allows, compilePermissionSets } from './rbac-policy.js';

const ACTIONS: RbacAction[] = ['read', 'write', 'run'];

describe('compiled permission sets', () => {
  it('match the spec matrix for every role, object and action', async () => {
    const sets = await compilePermissionSets();
    const mismatches: string[] = [];
    for (const role of ROLES)
      for (const object of rbacObjects)
        for (const action of ACTIONS) {
          if (allows(sets, [role], object, action) !== roleAllows(role, object, action))
            mismatches.push(`${role} ${action} ${object}`);
        }
    expect(mismatches).toEqual([]);
  });
});

/** A signed-up user with a password, straight through the same code the CLI uses. */
import type { Role } from '@opsdeck/common';
import type { TestApp } from '../../../testing/test-app.js';
import { createUser } from '../create-user.js';
import { passwordHasher } from '../password-hash.js';

export async function seedUser(t: TestApp, email: string, password: string, role: Role = 'editor'): Promise<string> {
  const { id } = await createUser(t.db.pool, passwordHasher().hash, {
    email,
    firstName: 'Test',
    lastName: 'User',
    role,
    password,
  });
  return id;
}

/** Validation of the invite and edit-user forms with the spec's messages (settings document §5, User form). */
import { ROLES, type Role } from '@opsdeck/common';
import { InputError } from '../../lib/errors.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-hash.js';

export interface UserInput {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Checks every field and reports all problems at once: `details` maps field → message. */
export function parseUserInput(body: unknown, opts: { partial?: boolean } = {}): Partial<UserInput> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const out: Partial<UserInput> = {};
  const need = (key: string) => !opts.partial || b[key] !== undefined;
  if (need('firstName')) {
    if (!text(b.firstName)) errors.firstName = 'Please provide valid first name';
    else out.firstName = text(b.firstName);
  }
  if (need('lastName')) {
    if (!text(b.lastName)) errors.lastName = 'Please provide valid last name';
    else out.lastName = text(b.lastName);
  }
  if (need('email')) {
    const email = text(b.email);
    if (!email) errors.email = 'Please provide valid email';
    else if (!EMAIL.test(email)) errors.email = 'Entered value does not match email format';
    else out.email = email.toLowerCase();
  }
  if (need('role')) {
    if (!(ROLES as readonly unknown[]).includes(b.role)) errors.role = 'Please select any role';
    else out.role = b.role as Role;
  }
  const first = Object.values(errors)[0];
  if (first) throw new InputError(first, { code: 'invalid_input', details: errors });
  return out;
}

/** Spec: minimum length 12 and no composition rules. */
export function assertPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    throw new InputError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`, {
      code: 'password_too_short',
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new InputError(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`, {
      code: 'password_too_long',
    });
  }
}

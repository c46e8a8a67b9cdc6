import { ROLES } from '@opsdeck/common';
import type { UserValues } from './users-api';

export type UserErrors = Partial<Record<keyof UserValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The user form's messages (settings document §5); the server checks the same. */
export function validateUser(v: UserValues): UserErrors {
  const errors: UserErrors = {};
  if (!v.firstName.trim()) errors.firstName = 'Please provide valid first name';
  if (!v.lastName.trim()) errors.lastName = 'Please provide valid last name';
  if (!v.email.trim()) errors.email = 'Please provide valid email';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'Entered value does not match email format';
  if (!(ROLES as readonly string[]).includes(v.role)) errors.role = 'Please select any role';
  return errors;
}

/** Field messages of a 400 `{code:'invalid_input', details:{field: message}}` answer. */
export function serverFieldErrors(body: unknown): UserErrors {
  const details = (body as { details?: unknown } | undefined)?.details;
  return details && typeof details === 'object' ? (details as UserErrors) : {};
}

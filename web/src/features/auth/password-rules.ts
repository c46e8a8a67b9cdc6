/** Spec: minimum length 12, no composition rules (the server checks the same). */
export const PASSWORD_MIN_LENGTH = 12;

export function passwordProblem(password: string, confirm: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (password !== confirm) return 'Passwords do not match';
  return undefined;
}

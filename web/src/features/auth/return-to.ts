/** Only same-origin paths are followed; anything else returns home (no open redirects). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/auth-state-checker')) return '/';
  return value;
}

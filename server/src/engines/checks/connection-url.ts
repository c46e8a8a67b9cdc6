import type { CheckContext } from './check-kind.js';
import { readSecretValue, type SecretValue } from './secret-value.js';

/**
 * The URL a database check connects to: `connection` is a URL or a `connection://` reference; username/password in
 * the spec fill in what the URL lacks. The host is checked against the outbound policy before any connection.
 */
export async function resolveConnectionUrl(
  spec: { connection?: string; url?: string; username?: SecretValue; password?: SecretValue },
  ctx: CheckContext,
  /** false when the runner checks every address it connects to itself (its socket lookups go through the policy). */
  opts: { checkHost?: boolean } = {},
): Promise<URL> {
  const raw = spec.url ?? spec.connection;
  if (!raw) throw new Error('connection is required');
  let text = /^env:\/\//.test(raw) ? (readSecretValue(raw) ?? '') : raw;
  let username = readSecretValue(spec.username);
  let password = readSecretValue(spec.password);
  if (/^connection:\/\//.test(raw) || /^[0-9a-f-]{36}$/i.test(raw)) {
    const conn = await ctx.resolveConnection(raw);
    if (!conn.url) throw new Error(`connection ${raw} has no url`);
    text = conn.url;
    username ??= conn.username ?? undefined;
    password ??= conn.password ?? undefined;
  }
  if (!text) throw new Error(`connection ${raw} is empty`);
  const url = new URL(text);
  if (username && !url.username) url.username = encodeURIComponent(username);
  if (password && !url.password) url.password = encodeURIComponent(password);
  if (opts.checkHost !== false) await ctx.policy.assertHostAllowed(url.hostname || '127.0.0.1');
  return url;
}

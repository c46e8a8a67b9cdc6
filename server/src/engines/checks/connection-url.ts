import type { CheckContext } from './check-kind.js';
import { readSecretValue, type SecretValue } from './secret-value.js';

/**
 * The URL a database check connects to: `connection` is a URL or a `connection://` reference; username/password in
 * the spec fill in what the URL lacks. The runner checks the host against the outbound policy where it connects
 * (`checkHost`, then a lookup pinned to what was checked), so a name is resolved once.
 */
export async function resolveConnectionUrl(
  spec: { connection?: string; url?: string; username?: SecretValue; password?: SecretValue },
  ctx: CheckContext,
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
  return url;
}

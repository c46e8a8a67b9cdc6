/**
 * Origin rules shared by the CSRF check and the return_to allow-list. A cookie-authenticated state-changing
 * request must come from our own origin (the request's Host) or an allowed origin: browsers always send
 * Origin on such requests and Sec-Fetch-Site where they support it, so a request that carries neither is
 * not a browser's and cannot ride on a victim's cookies.
 */
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossOriginWrite(request: FastifyRequest, allowed: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = header(request, 'origin');
  const own = `${request.protocol}://${request.host}`;
  if (origin !== undefined) return origin !== own && !allowed.includes(origin);
  const site = header(request, 'sec-fetch-site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
}

/**
 * True when `value` may be redirected to after a flow: a same-site path (`/x`, never `//host` or `/\host`,
 * which browsers read as another host) or an absolute http(s) URL on an allowed origin without credentials.
 */
export function isAllowedReturnTo(value: string, allowed: readonly string[]): boolean {
  if (value === '') return false;
  // Control characters and backslashes are how parsers are made to disagree; nothing legitimate needs them.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return allowed.includes(url.origin);
}

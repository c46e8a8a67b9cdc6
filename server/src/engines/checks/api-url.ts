/**
 * `path` of an HTTP API under the address a spec gives, keeping the address's own path: a server behind a proxy
 * (`https://ops.example/alertmanager`) or started with a route prefix answers under it. `new URL('/api/…', base)`
 * would drop that prefix and ask the proxy's root instead.
 */
export function apiUrl(base: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  url.hash = '';
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

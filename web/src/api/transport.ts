import { ApiError, TRANSPORT_MESSAGES } from './errors';

export const REQUEST_TIMEOUT_MS = 30_000;

/** Where a 401 sends the browser (error catalogue): the auth-state checker with the current location. */
export function authCheckerUrl(location: { pathname: string; search: string } = window.location): string {
  return `/auth-state-checker?return_to=${encodeURIComponent(location.pathname + location.search)}`;
}

let redirectOn401 = (url: string) => window.location.assign(url);
/** Tests replace the redirect. */
export function setUnauthorizedRedirect(fn: (url: string) => void): void {
  redirectOn401 = fn;
}

export interface TransportInit extends RequestInit {
  /** false: a 401 is returned to the caller (sign-in forms, the auth-state checker) instead of redirecting. */
  authRedirect?: boolean;
}

/**
 * The one transport path of the SPA: a fetch with a timeout that maps timeouts, network failures and being
 * offline to the spec's messages and sends a 401 to the auth-state checker. Other HTTP statuses are returned
 * so callers (and the PostgREST client) can read the error body.
 */
export async function transportFetch(
  input: RequestInfo | URL,
  { authRedirect = true, ...init }: TransportInit = {},
): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(TRANSPORT_MESSAGES.offline, 'offline');
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const outer = init.signal;
  const onAbort = () => controller.abort();
  outer?.addEventListener('abort', onAbort);
  let response: Response;
  try {
    response = await fetch(input, { credentials: 'same-origin', ...init, signal: controller.signal });
  } catch (e) {
    if (timedOut) throw new ApiError(TRANSPORT_MESSAGES.timeout, 'timeout');
    if (outer?.aborted) throw e; // a caller cancelled (e.g. a newer query): not an error to show
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw new ApiError(TRANSPORT_MESSAGES.offline, 'offline');
    }
    throw new ApiError(TRANSPORT_MESSAGES.network, 'network');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
  if (response.status === 401 && authRedirect) {
    redirectOn401(authCheckerUrl());
    throw new ApiError('Unauthorized', 'unauthorized', 401);
  }
  return response;
}

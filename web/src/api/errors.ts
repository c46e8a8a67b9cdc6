/** The spec's transport messages (error catalogue). */
export const TRANSPORT_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  network: 'Network Error. Please try again.',
  offline: 'No internet connection. Please try again.',
  generic: 'An error occurred',
} as const;

export type ApiErrorKind = keyof typeof TRANSPORT_MESSAGES | 'http' | 'unauthorized';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message a toast or error panel shows for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || TRANSPORT_MESSAGES.generic;
  }
  return TRANSPORT_MESSAGES.generic;
}

/** Message of an error response body: PostgREST `{message}`, service `{error}`, else the generic text. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return TRANSPORT_MESSAGES.generic;
}

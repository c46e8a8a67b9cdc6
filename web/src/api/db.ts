import { PostgrestClient } from '@supabase/postgrest-js';
import { ApiError } from './errors';
import { transportFetch } from './transport';

/** The PostgREST-compatible data API (`/api/db`), through the one transport path. */
export const db = new PostgrestClient(`${globalThis.location?.origin ?? 'http://localhost'}/api/db`, {
  fetch: (input, init) => transportFetch(input, init),
  // Retrying is the query layer's decision; the client's own backoff would hide transport errors for 7 s.
  retry: false,
});

interface PostgrestLike<T> {
  data: T | null;
  error: { message?: string; code?: string; details?: string } | null;
  count?: number | null;
  status?: number;
}

/** Throws the response's error (with its message) or returns its data. */
export function unwrap<T>(result: PostgrestLike<T>): T {
  if (result.error) {
    if (result.error instanceof Error) throw result.error;
    // A rejected fetch (our transport error) comes back as "ApiError: <spec message>".
    const message = (result.error.message ?? '').replace(/^ApiError: /, '');
    throw new ApiError(message || 'An error occurred', 'http', result.status, result.error);
  }
  return result.data as T;
}

/** Data plus the exact total read from Content-Range (`Prefer: count=exact`). */
export interface Paged<T> {
  data: T[];
  totalEntries: number;
}

export function unwrapPaged<T>(result: PostgrestLike<T[]>): Paged<T> {
  const data = unwrap(result) ?? [];
  return { data, totalEntries: result.count ?? data.length };
}

import { DEFAULT_STALE_TIME_MS, TOAST_DURATION_MS } from '@opsdeck/common';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, errorMessage } from './errors';

/** Stale times of the spec: 5 minutes for agents, labels, people and the catalogue; roles never cached. */
export const STALE = { default: 0, reference: DEFAULT_STALE_TIME_MS, roles: 0 } as const;

export interface MutationMeta extends Record<string, unknown> {
  /** The caller shows its own error; skip the default toast. */
  handlesError?: boolean;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.kind === 'unauthorized' || (error.status ?? 0) < 500)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE.default, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // Mutations toast a default error unless the caller handles it (one place for the default).
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if ((mutation.meta as MutationMeta | undefined)?.handlesError) return;
        if (error instanceof ApiError && error.kind === 'unauthorized') return;
        toast.error(errorMessage(error), { duration: TOAST_DURATION_MS });
      },
    }),
  });
}

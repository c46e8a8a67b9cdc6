import { TOAST_DURATION_MS } from '@opsdeck/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/errors';
import { apiJson } from '../../../api/http';
import type { MutationMeta } from '../../../api/query-client';
import { healthKeys } from './keys';

/** POST /api/canary/run/check/{id}: runs one check now; the result is stored like a scheduled run. */
export async function runCheck(id: string): Promise<unknown> {
  return apiJson(`/api/canary/run/check/${encodeURIComponent(id)}`, { method: 'POST', json: {} });
}

/** Run Now: toasts the error message on failure; on success refreshes the check (history, graph, summary). */
export function useRunCheck(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => runCheck(id),
    meta: { handlesError: true } satisfies MutationMeta,
    onError: (e) => toast.error(errorMessage(e), { duration: TOAST_DURATION_MS }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: healthKeys.check(id) }),
        client.invalidateQueries({ queryKey: ['health', 'summary'] }),
      ]);
    },
  });
}

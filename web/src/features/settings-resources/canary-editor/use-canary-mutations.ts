import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/errors';
import type { MutationMeta } from '../../../api/query-client';
import { useCurrentUser } from '../../../api/use-current-user';
import { RESOURCE_KINDS } from '../resource-kinds';
import { createResource, resourceKeys, updateResource, type ResourceRow } from '../resources-api';

const kind = RESOURCE_KINDS.canaries;
type Payload = Record<string, unknown>;

/**
 * Create and update a canary with the spec's toasts. A refused save is shown in the editor (the server's message),
 * not as a toast, so the caller reads `error`.
 */
export function useCanaryMutations() {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const invalidate = () => client.invalidateQueries({ queryKey: resourceKeys.all(kind.table) });
  const meta = { handlesError: true } satisfies MutationMeta;

  const create = useMutation({
    meta,
    mutationFn: (payload: Payload) => createResource(kind, user?.id ? { ...payload, created_by: user.id } : payload),
    onSuccess: (row: ResourceRow) => {
      toast.success(`${row.name} created successfully`);
      void invalidate();
    },
  });
  const update = useMutation({
    meta,
    mutationFn: ({ id, payload }: { id: string; payload: Payload; name: string }) => updateResource(kind, id, payload),
    onSuccess: (_r, { name }) => {
      toast.success(`${name} updated successfully`);
      void invalidate();
    },
  });
  return { create, update };
}

/** The server's message of a failed mutation, for the editor. */
export function mutationError(m: { error: unknown }): string | undefined {
  return m.error ? errorMessage(m.error) : undefined;
}

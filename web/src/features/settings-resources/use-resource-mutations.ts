import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../api/errors';
import type { MutationMeta } from '../../api/query-client';
import { useCurrentUser } from '../../api/use-current-user';
import { toPayload, type ResourceFormValues } from './form-values';
import type { ResourceKind } from './resource-kinds';
import { createResource, deleteResource, resourceKeys, updateResource, type ResourceRow } from './resources-api';

type Payload = Record<string, unknown>;

export interface ResourceMutationOptions<V> {
  /** The row's columns from what the form holds (`update`: an edit of an existing row). */
  payload: (values: V, update: boolean) => Payload;
  /** The caller shows a refused save itself (read it with `mutationError`) instead of the default error toast. */
  showsErrors?: boolean;
}

/**
 * Create, update and soft delete with the spec's toasts; errors get the default error toast unless the caller
 * shows them. Without options the values are the generic resource form's.
 */
export function useResourceMutations<V = ResourceFormValues>(kind: ResourceKind, opts?: ResourceMutationOptions<V>) {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const invalidate = () => client.invalidateQueries({ queryKey: resourceKeys.all(kind.table) });
  const payloadOf =
    opts?.payload ?? ((values: V, update: boolean) => toPayload(kind, values as ResourceFormValues, update));
  const meta = opts?.showsErrors ? ({ handlesError: true } satisfies MutationMeta) : undefined;

  const create = useMutation({
    meta,
    mutationFn: (values: V) => {
      const payload = payloadOf(values, false);
      return createResource(kind, user?.id ? { ...payload, created_by: user.id } : payload);
    },
    onSuccess: (row: ResourceRow) => {
      toast.success(`${row.name} created successfully`);
      void invalidate();
    },
  });
  const update = useMutation({
    meta,
    mutationFn: ({ id, values }: { id: string; values: V; name: string }) =>
      updateResource(kind, id, payloadOf(values, true)),
    onSuccess: (_r, { name }) => {
      toast.success(`${name} updated successfully`);
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => deleteResource(kind, id),
    onSuccess: (_r, { name }) => {
      toast.success(`${name} deleted successfully`);
      void invalidate();
    },
  });
  return { create, update, remove };
}

/** The server's message of a failed mutation, for a form that shows it. */
export function mutationError(m: { error: unknown }): string | undefined {
  return m.error ? errorMessage(m.error) : undefined;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentUser } from '../../api/use-current-user';
import { toPayload, type ResourceFormValues } from './form-values';
import type { ResourceKind } from './resource-kinds';
import { createResource, deleteResource, resourceKeys, updateResource, type ResourceRow } from './resources-api';

/** Create, update and soft delete with the spec's toasts; errors get the default error toast. */
export function useResourceMutations(kind: ResourceKind) {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const invalidate = () => client.invalidateQueries({ queryKey: resourceKeys.all(kind.table) });

  const create = useMutation({
    mutationFn: (values: ResourceFormValues) => {
      const payload = toPayload(kind, values, false);
      if (user?.id) payload.created_by = user.id;
      return createResource(kind, payload);
    },
    onSuccess: (row: ResourceRow) => {
      toast.success(`${row.name} created successfully`);
      void invalidate();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: ResourceFormValues; name: string }) =>
      updateResource(kind, id, toPayload(kind, values, true)),
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

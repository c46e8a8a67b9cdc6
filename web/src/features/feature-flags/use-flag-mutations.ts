import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sharedKeys } from '../../api/keys';
import { useCurrentUser } from '../../api/use-current-user';
import { addFlag, flagKeys, removeFlag, updateFlag, type FlagValues } from './flags-api';

/** Add, update and remove with the spec's toasts; the sidebar's flags are reloaded after each. */
export function useFlagMutations(onDone: () => void) {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const done = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: flagKeys.list });
    void client.invalidateQueries({ queryKey: sharedKeys.properties });
    onDone();
  };
  const add = useMutation({
    mutationFn: (v: FlagValues) => addFlag(v, user?.id),
    onSuccess: () => done('Feature flag added successfully'),
  });
  const update = useMutation({
    mutationFn: ({ name, values }: { name: string; values: FlagValues }) => updateFlag(name, values),
    onSuccess: () => done('Feature flag updated successfully'),
  });
  const remove = useMutation({
    mutationFn: (name: string) => removeFlag(name),
    onSuccess: () => done('Feature flag removed successfully'),
  });
  return { add, update, remove };
}

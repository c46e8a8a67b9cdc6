import { RESOURCE_KINDS } from '../resource-kinds';
import { useResourceMutations } from '../use-resource-mutations';

export { mutationError } from '../use-resource-mutations';

/** The editor builds the whole row itself, and shows a refused save (the server's message) rather than a toast. */
export const useCanaryMutations = () =>
  useResourceMutations<Record<string, unknown>>(RESOURCE_KINDS.canaries, {
    payload: (row) => row,
    showsErrors: true,
  });

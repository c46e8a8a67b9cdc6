import type { RbacAction, RbacObject } from '@opsdeck/common';
import { useQuery } from '@tanstack/react-query';
import { can, fetchCurrentUser } from './current-user';
import { sharedKeys } from './keys';
import { STALE } from './query-client';

/** The signed-in user; the roles query is never cached (spec). */
export function useCurrentUser() {
  return useQuery({
    queryKey: sharedKeys.currentUser,
    queryFn: () => fetchCurrentUser(),
    staleTime: STALE.roles,
    gcTime: 0,
  });
}

/** True when the current user may do the action on the resource; false while loading. */
export function useCan(object: RbacObject, action: RbacAction): boolean {
  const { data } = useCurrentUser();
  return can(data, object, action);
}

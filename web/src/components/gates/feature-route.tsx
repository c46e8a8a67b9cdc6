import type { RbacObject } from '@opsdeck/common';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../api/use-current-user';
import { can } from '../../api/current-user';
import { useFeatureFlags } from '../../api/use-feature-flags';
import { Spinner } from '../ui/feedback';
import type { Feature } from '../../lib/feature-flags';
import { NotFoundPage } from './not-found-page';
import { Unauthorized } from './unauthorized';

/** A route of a feature that flags can disable (as if it did not exist) and RBAC can deny (Unauthorized). */
export function FeatureRoute({
  feature,
  object,
  children,
}: {
  feature?: Feature;
  object?: RbacObject;
  children: ReactNode;
}) {
  const flags = useFeatureFlags();
  const user = useCurrentUser();
  if (!flags.isEnabled(feature)) return <NotFoundPage />;
  if (object) {
    if (user.isPending) return <Spinner />;
    if (!can(user.data, object, 'read')) return <Unauthorized />;
  }
  return <>{children}</>;
}

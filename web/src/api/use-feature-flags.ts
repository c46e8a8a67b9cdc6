import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { disabledFeatures, isFeatureEnabled, type Feature } from '../lib/feature-flags';
import { sharedKeys } from './keys';
import { fetchProperties } from './properties';

export function usePropertiesQuery() {
  return useQuery({ queryKey: sharedKeys.properties, queryFn: fetchProperties });
}

/** Flags, and whether they have loaded (routes wait for them). */
export function useFeatureFlags() {
  const query = usePropertiesQuery();
  const disabled = useMemo(() => disabledFeatures(query.data ?? []), [query.data]);
  return {
    loaded: query.isSuccess || query.isError,
    isEnabled: (feature: Feature | undefined) => isFeatureEnabled(disabled, feature),
  };
}

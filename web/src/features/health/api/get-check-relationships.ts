import { useQuery } from '@tanstack/react-query';
import { db, unwrap } from '../../../api/db';
import { healthKeys } from './keys';
import type { CheckRelationships } from './types';

type Embedded<T> = T | T[] | null;
const one = <T>(v: Embedded<T>): T | null => (Array.isArray(v) ? (v[0] ?? null) : v);

/** Linked components and configs of a check, through the relationship tables with their targets embedded. */
export async function getCheckRelationships(checkId: string): Promise<CheckRelationships> {
  const [components, configs] = await Promise.all([
    db
      .from('check_component_relationships')
      .select('component_id,components(id,name,icon)')
      .eq('check_id', checkId)
      .is('deleted_at', null),
    db
      .from('check_config_relationships')
      .select('config_id,config_items(id,name,type)')
      .eq('check_id', checkId)
      .is('deleted_at', null),
  ]);
  const compRows = (unwrap(components) ?? []) as { components: Embedded<CheckRelationships['components'][0]> }[];
  const confRows = (unwrap(configs) ?? []) as { config_items: Embedded<CheckRelationships['configs'][0]> }[];
  return {
    components: compRows.map((r) => one(r.components)).filter((c) => c !== null),
    configs: confRows.map((r) => one(r.config_items)).filter((c) => c !== null),
  };
}

export function useCheckRelationships(checkId: string, enabled: boolean) {
  return useQuery({
    queryKey: healthKeys.relationships(checkId),
    queryFn: () => getCheckRelationships(checkId),
    enabled,
  });
}

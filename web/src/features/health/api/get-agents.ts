import { STALE } from '../../../api/query-client';
import { db, unwrap } from '../../../api/db';
import { useQuery } from '@tanstack/react-query';
import { healthKeys } from './keys';

/** GET /agents?select=id,name: agent names for the Agent tabs. */
export async function getAgentNames(): Promise<Record<string, string>> {
  const rows = unwrap(await db.from('agents').select('id,name')) as { id: string; name: string }[] | null;
  return Object.fromEntries((rows ?? []).map((a) => [a.id, a.name]));
}

export function useAgentNames(enabled: boolean) {
  return useQuery({ queryKey: healthKeys.agents, queryFn: getAgentNames, staleTime: STALE.reference, enabled });
}

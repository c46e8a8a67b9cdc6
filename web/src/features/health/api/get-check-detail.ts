import { useQuery } from '@tanstack/react-query';
import { db, unwrap } from '../../../api/db';
import { healthKeys } from './keys';
import type { CheckDetail } from './types';

/** GET /checks?id=eq.ID with its canary (next run, spec, and where the canary came from). */
export async function getCheckDetail(id: string, signal?: AbortSignal): Promise<CheckDetail | null> {
  const query = db
    .from('checks')
    .select('id,name,canary_id,next_runtime,spec,canaries(id,name,source)')
    .eq('id', id)
    .limit(1);
  const rows = unwrap(await (signal ? query.abortSignal(signal) : query)) as unknown as CheckDetail[] | null;
  return rows?.[0] ?? null;
}

export function useCheckDetail(id: string) {
  return useQuery({ queryKey: healthKeys.detail(id), queryFn: ({ signal }) => getCheckDetail(id, signal) });
}

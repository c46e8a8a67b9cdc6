import { CHECK_STATUS_PAGE_SIZE } from '../lib/history-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { db, unwrapPaged, type Paged } from '../../../api/db';
import { healthKeys } from './keys';
import type { CheckStatusRow } from './types';

export interface CheckStatusQuery {
  pageIndex: number;
  /** 'healthy' | 'unhealthy' | undefined (All). */
  status?: 'healthy' | 'unhealthy';
  /** Minimum duration in milliseconds. */
  minDurationMs?: number;
  from?: string;
  to?: string;
}

/**
 * GET /check_statuses?check_id=eq.ID&order=time.desc&limit=50&offset=… with an exact count. The spec's call
 * table says status 1 healthy / 0 unhealthy; the column is boolean, so the filter is is.true / is.false.
 */
export async function getCheckStatuses(
  checkId: string,
  q: CheckStatusQuery,
  signal?: AbortSignal,
): Promise<Paged<CheckStatusRow>> {
  let query = db
    .from('check_statuses')
    .select('check_id,time,duration,message,error,status', { count: 'exact' })
    .eq('check_id', checkId);
  if (q.status) query = query.is('status', q.status === 'healthy');
  if (q.minDurationMs) query = query.gte('duration', q.minDurationMs);
  if (q.from) query = query.gte('time', q.from);
  if (q.to) query = query.lte('time', q.to);
  const offset = q.pageIndex * CHECK_STATUS_PAGE_SIZE;
  const ordered = query.order('time', { ascending: false }).range(offset, offset + CHECK_STATUS_PAGE_SIZE - 1);
  return unwrapPaged(await (signal ? ordered.abortSignal(signal) : ordered)) as Paged<CheckStatusRow>;
}

export function useCheckStatuses(checkId: string, q: CheckStatusQuery) {
  return useQuery({
    queryKey: healthKeys.statuses(checkId, q),
    queryFn: ({ signal }) => getCheckStatuses(checkId, q, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { db, unwrap } from '../../../api/db';
import { ApiError } from '../../../api/errors';
import { apiJson } from '../../../api/http';
import { resolveTimeRange, type TimeRange } from '../../../lib/time-range';
import { healthKeys } from './keys';
import type { CheckSummary } from './types';

interface SummaryBody {
  duration?: number;
  checks_summary?: CheckSummary[] | null;
}

/**
 * Fallback while the canary service's summary is not deployed (it answers 404): the data API's
 * `check_summary` view, whose figures cover the last hour only. Kept in this one function so it can be
 * deleted once `/api/canary/api/summary` exists everywhere.
 */
async function fetchSummaryFromDataApi(signal?: AbortSignal): Promise<CheckSummary[]> {
  const query = db.from('check_summary').select('*').order('name', { ascending: true });
  const rows = unwrap(await (signal ? query.abortSignal(signal) : query));
  return (rows ?? []) as CheckSummary[];
}

/** GET /api/canary/api/summary?start=&end= → `checks_summary` (uptime and latency over the range). */
export async function getChecksSummary(range: TimeRange | undefined, signal?: AbortSignal): Promise<CheckSummary[]> {
  const bounds = range ? resolveTimeRange(range) : undefined;
  const q = new URLSearchParams();
  if (bounds) {
    q.set('start', bounds.from.toISOString());
    q.set('end', bounds.to.toISOString());
  }
  try {
    const body = await apiJson<SummaryBody>(`/api/canary/api/summary?${q.toString()}`, { signal });
    return body?.checks_summary ?? [];
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return fetchSummaryFromDataApi(signal);
    throw e;
  }
}

export function checksSummaryOptions(range: TimeRange | undefined, refetchInterval: number) {
  return queryOptions({
    queryKey: healthKeys.summary(range),
    // React Query aborts the signal when a newer fetch of this list starts (spec: aborted on a new fetch).
    queryFn: ({ signal }) => getChecksSummary(range, signal),
    refetchInterval: refetchInterval > 0 ? refetchInterval : false,
    placeholderData: keepPreviousData,
  });
}

export function useChecksSummary(range: TimeRange | undefined, refetchInterval: number) {
  return useQuery(checksSummaryOptions(range, refetchInterval));
}

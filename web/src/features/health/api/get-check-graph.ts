import { useQuery } from '@tanstack/react-query';
import { db, unwrap } from '../../../api/db';
import { ApiError } from '../../../api/errors';
import { apiJson } from '../../../api/http';
import { CHECK_GRAPH_COUNT } from '../lib/history-constants';
import { healthKeys } from './keys';
import type { CheckGraph, CheckStatusRow } from './types';

export interface GraphRange {
  from: string;
  to: string;
}

/**
 * Fallback while `/api/canary/api/graph` is not deployed (404): the last raw statuses of the range as the
 * series (at most the spec's graph count), uptime counted from them. Delete once the endpoint exists.
 */
async function graphFromStatuses(checkId: string, range: GraphRange, signal?: AbortSignal): Promise<CheckGraph> {
  const query = db
    .from('check_statuses')
    .select('time,duration,status')
    .eq('check_id', checkId)
    .gte('time', range.from)
    .lte('time', range.to)
    .order('time', { ascending: false })
    .limit(CHECK_GRAPH_COUNT);
  const rows = (unwrap(await (signal ? query.abortSignal(signal) : query)) ?? []) as CheckStatusRow[];
  const passed = rows.filter((r) => r.status).length;
  return {
    status: rows.reverse().map((r) => ({ time: r.time, status: r.status, duration: r.duration })),
    uptime: { passed, failed: rows.length - passed },
  };
}

/** GET /api/canary/api/graph?check=ID&start=&end= → {status[], uptime, latency} (REFERENCE). */
export async function getCheckGraph(checkId: string, range: GraphRange, signal?: AbortSignal): Promise<CheckGraph> {
  const q = new URLSearchParams({ check: checkId, start: range.from, end: range.to });
  try {
    const body = await apiJson<CheckGraph>(`/api/canary/api/graph?${q.toString()}`, { signal });
    return { ...body, status: body?.status ?? [] };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return graphFromStatuses(checkId, range, signal);
    throw e;
  }
}

/** `rangeKey` is the range as chosen (e.g. 1h), so the key is stable while the resolved dates move. */
export function useCheckGraph(checkId: string, rangeKey: string, resolve: () => GraphRange) {
  return useQuery({
    queryKey: healthKeys.graph(checkId, rangeKey),
    queryFn: ({ signal }) => getCheckGraph(checkId, resolve(), signal),
  });
}

import { db, unwrap, unwrapPaged, type Paged } from './db';

/** A job history row (settings document §3) as the job_histories view returns it. */
export interface JobHistory {
  id: string;
  name: string;
  agent_id?: string;
  agent?: { id: string; name: string } | null;
  resource_type?: string | null;
  resource_id?: string | null;
  resource_name?: string | null;
  status: string;
  time_start?: string | null;
  time_end?: string | null;
  duration_millis?: number | null;
  success_count?: number;
  error_count?: number;
  hostname?: string | null;
  created_at: string;
  details?: { errors?: unknown; scrape_summary?: unknown; summary?: unknown; [k: string]: unknown } | null;
}

export interface JobHistoryQuery {
  pageIndex: number;
  pageSize: number;
  resourceType?: string;
  resourceId?: string;
  name?: string;
  /** Status values to include and to exclude (value:1 / value:-1). */
  include?: string[];
  exclude?: string[];
  /** Minimum run duration in milliseconds. */
  minDurationMs?: number;
  from?: string;
  to?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

/** GET /job_histories with the spec's filters, limit/offset and an exact count (settings document §7). */
export async function fetchJobHistories(q: JobHistoryQuery, signal?: AbortSignal): Promise<Paged<JobHistory>> {
  let query = db.from('job_histories').select('*', { count: 'exact' });
  if (q.resourceType) query = query.eq('resource_type', q.resourceType);
  if (q.resourceId) query = query.eq('resource_id', q.resourceId);
  if (q.name) query = query.eq('name', q.name);
  if (q.include?.length) query = query.in('status', q.include);
  if (q.exclude?.length) query = query.not('status', 'in', `(${q.exclude.join(',')})`);
  if (q.minDurationMs) query = query.gte('duration_millis', q.minDurationMs);
  if (q.from) query = query.gt('created_at', q.from);
  if (q.to) query = query.lt('created_at', q.to);
  const offset = q.pageIndex * q.pageSize;
  const ordered = query
    .order(q.sortBy || 'created_at', { ascending: q.sortOrder === 'asc' })
    .range(offset, offset + q.pageSize - 1);
  return unwrapPaged(await (signal ? ordered.abortSignal(signal) : ordered));
}

/** GET /job_history_names?order=name.asc */
export async function fetchJobHistoryNames(): Promise<string[]> {
  const rows = unwrap(await db.from('job_history_names').select('name').order('name', { ascending: true })) ?? [];
  return rows.map((r: { name: string }) => r.name);
}

export const jobHistoryKeys = {
  all: ['job-history'] as const,
  list: (q: JobHistoryQuery) => ['job-history', 'list', q] as const,
  names: ['job-history', 'names'] as const,
};

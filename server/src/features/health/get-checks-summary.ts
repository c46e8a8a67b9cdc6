import type { Db } from '../../engines/db.js';

/** Columns the health page may sort by (identifiers come only from this list, never from the request). */
export const summarySortColumns: Readonly<Record<string, string>> = {
  name: 'x.name',
  canary_name: 'x.canary_name',
  status: 'x.status',
  type: 'x.type',
  namespace: 'x.namespace',
  last_runtime: 'x.last_runtime',
  last_transition_time: 'x.last_transition_time',
  created_at: 'x.created_at',
  latency: "(x.latency ->> 'p99')::int",
  uptime: "(x.uptime ->> 'failed')::int",
};

export interface SummaryArgs {
  db: Db;
  from: Date;
  to: Date;
  sortBy?: string;
  sortDesc?: boolean;
  /** Label containment: canary labels merged with check labels must contain these. */
  labels?: Record<string, string>;
  /** Checks deleted after this time are included (so a recently removed check still shows its last figures). */
  deletedAfter?: Date;
  checkIds?: string[];
}

/**
 * check_summary rows with uptime and latency over [from, to) from the rollups (check_rollup_stats, migration 062).
 * The JSON array is built inside PostgreSQL and handed back as text: one statement, no row-by-row parse and
 * re-serialise in Node for 10,000 checks.
 */
export async function getChecksSummaryJson(a: SummaryArgs): Promise<string> {
  const order = summarySortColumns[a.sortBy ?? 'name'] ?? summarySortColumns.name;
  const { rows } = await a.db.query<{ body: string }>(
    `select coalesce(json_agg(x order by ${order} ${a.sortDesc ? 'desc' : 'asc'} nulls last, x.id), '[]')::text as body
       from (
         select c.id, c.canary_id, c.agent_id, c.type, c.icon, c.name, c.status, c.description, c.namespace,
                ca.name as canary_name, ca.namespace as canary_namespace, ca.labels || c.labels as labels,
                c.severity, c.owner, c.endpoint, c.last_runtime, c.last_transition_time, c.next_runtime,
                c.created_at, c.updated_at, c.deleted_at, c.silenced_at,
                jsonb_build_object('passed', coalesce(s.passed, 0), 'failed', coalesce(s.failed, 0),
                                   'last_pass', s.last_pass, 'last_fail', s.last_fail) as uptime,
                jsonb_build_object('p99', s.p99, 'p97', s.p97, 'p95', s.p95, 'p50', s.p50, 'avg', s.avg) as latency
           from checks c
           join canaries ca on ca.id = c.canary_id
           left join check_rollup_stats($1, $2, $5) s on s.check_id = c.id
          where (c.deleted_at is null or ($3::timestamptz is not null and c.deleted_at > $3))
            and ($4::jsonb is null or ca.labels || c.labels @> $4)
            and ($5::uuid[] is null or c.id = any($5))
       ) x`,
    [a.from, a.to, a.deletedAfter ?? null, a.labels ? JSON.stringify(a.labels) : null, a.checkIds ?? null],
  );
  return rows[0]!.body;
}

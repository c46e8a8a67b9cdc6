import type pg from 'pg';
import { withTransaction, type Db } from '../../engines/db.js';

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
  latency: 'x.p99',
  uptime: 'x.failed',
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

/** The summary statement and its parameters (also EXPLAINed by bench/health/explain.ts). */
export function summarySql(a: Omit<SummaryArgs, 'db'>): { text: string; values: unknown[] } {
  const order = summarySortColumns[a.sortBy ?? 'name'] ?? summarySortColumns.name;
  return {
    // Sort keys sit beside the row r (a record json_agg turns into an object), so they are not in the output.
    text: `select coalesce(json_agg(x.r order by ${order} ${a.sortDesc ? 'desc' : 'asc'} nulls last, x.id), '[]')::text as body
       from (
         select c.id, c.name, ca.name as canary_name, c.status, c.type, c.namespace, c.last_runtime,
                c.last_transition_time, c.created_at, s.p99, s.failed,
                (select r from (
                   select c.id, c.canary_id, c.agent_id, c.type, c.icon, c.name, c.status, c.description, c.namespace,
                          ca.name as canary_name, ca.namespace as canary_namespace, ca.labels || c.labels as labels,
                          c.severity, c.owner, c.endpoint, c.last_runtime, c.last_transition_time, c.next_runtime,
                          c.created_at, c.updated_at, c.deleted_at, c.silenced_at,
                          -- Row values, not json(b)_build_object: json_agg turns rows into objects with their types
                          -- looked up once per statement instead of once per call (a quarter of the summary's time
                          -- at 10,000 checks, bench/health).
                          (select u from (select coalesce(s.passed, 0) as passed, coalesce(s.failed, 0) as failed,
                                                 s.last_pass, s.last_fail) u) as uptime,
                          (select l from (select s.p99, s.p97, s.p95, s.p50, s.avg) l) as latency) r) as r
           from checks c
           join canaries ca on ca.id = c.canary_id
           left join check_rollup_stats($1, $2, $5) s on s.check_id = c.id
          where (c.deleted_at is null or ($3::timestamptz is not null and c.deleted_at > $3))
            and ($4::jsonb is null or ca.labels || c.labels @> $4)
            and ($5::uuid[] is null or c.id = any($5))
       ) x`,
    values: [a.from, a.to, a.deletedAfter ?? null, a.labels ? JSON.stringify(a.labels) : null, a.checkIds ?? null],
  };
}

/**
 * check_summary rows with uptime and latency over [from, to) from the rollups (check_rollup_stats, migrations 062, 067).
 * The JSON array is built inside PostgreSQL and handed back as text: one statement, no row-by-row parse and
 * re-serialise in Node for 10,000 checks.
 */
export async function getChecksSummaryJson(a: Omit<SummaryArgs, 'db'> & { db: pg.Pool }): Promise<string> {
  const { text, values } = summarySql(a);
  // Sorting 10,000 summary rows spilled to disk at the default 4 MB work_mem (bench/health (b)); this one
  // statement gets a larger allowance, scoped to its own transaction.
  return withTransaction(a.db, async (client) => {
    await client.query(`set local work_mem = '${SUMMARY_WORK_MEM}'`);
    const { rows } = await client.query<{ body: string }>(text, values);
    return rows[0]!.body;
  });
}

const SUMMARY_WORK_MEM = '64MB';

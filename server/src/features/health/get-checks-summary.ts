import type pg from 'pg';
import { withTransaction, type Db } from '../../db/transaction.js';

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

/** `,"key":value` as two SQL text expressions: the value's JSON, or null. Keys are constants, never input. */
const member = (key: string, valueJson: string) => [`',"${key}":'`, `coalesce(${valueJson}, 'null')`];
const json = (column: string) => `to_json(${column})::text`;

/**
 * The per-request part of a summary row, appended to the check's cached definition (check_summary_heads, migration
 * 073): fields a run changes, and the uptime and latency of the range. One concat() per row, not row_to_json (at
 * 10,000 checks JSON building was the larger half of the summary's time, bench/health (b)) nor a chain of `||`,
 * which copies the growing row once per piece.
 */
const ROW_TAIL = [
  ...member('status', json('c.status')),
  ...member('last_runtime', json('c.last_runtime')),
  ...member('last_transition_time', json('c.last_transition_time')),
  ...member('next_runtime', json('c.next_runtime')),
  ...member('updated_at', json('c.updated_at')),
  ...member('silenced_at', json('c.silenced_at')),
  `',"uptime":{"passed":'`,
  'coalesce(s.passed, 0)',
  `',"failed":'`,
  'coalesce(s.failed, 0)',
  ...member('last_pass', json('s.last_pass')),
  ...member('last_fail', json('s.last_fail')),
  `'},"latency":{"p99":'`,
  `coalesce(s.p99::text, 'null')`,
  ...['p97', 'p95', 'p50', 'avg'].flatMap((k) => member(k, `s.${k}::text`)),
  `'}}'`,
].join(', ');

/**
 * Which checks a summary shows (checks c joined to canaries ca), with its three parameters from `$first` on:
 * deletedAfter, labels, checkIds (`scopeValues`). Shared by the summary and the split's list of ids, which must agree.
 */
const inScope = (first: number) => {
  const [deletedAfter, labels, ids] = [first, first + 1, first + 2].map((n) => `$${n}`);
  return `(c.deleted_at is null or (${deletedAfter}::timestamptz is not null and c.deleted_at > ${deletedAfter}))
            and (${labels}::jsonb is null or ca.labels || c.labels @> ${labels})
            and (${ids}::uuid[] is null or c.id in (select unnest(${ids}::uuid[])))`;
};
const scopeValues = (a: Omit<SummaryArgs, 'db'>) => [
  a.deletedAfter ?? null,
  a.labels ? JSON.stringify(a.labels) : null,
  a.checkIds ?? null,
];

/** The summary statement and its parameters (also EXPLAINed by bench/health/explain.ts). */
export function summarySql(a: Omit<SummaryArgs, 'db'>): { text: string; values: unknown[] } {
  const order = summarySortColumns[a.sortBy ?? 'name'] ?? summarySortColumns.name;
  return {
    // Sort keys sit beside the row's JSON text, so they are not in the output.
    text: `select '[' || coalesce(string_agg(x.j, ',' order by ${order} ${a.sortDesc ? 'desc' : 'asc'} nulls last, x.id), '') || ']' as body
       from (
         select c.id, c.name, ca.name as canary_name, c.status, c.type, c.namespace, c.last_runtime,
                c.last_transition_time, c.created_at, s.p99, s.failed,
                -- A missing head (it is written by triggers, so only if one was bypassed) is built on the spot.
                concat(coalesce(h.head, check_summary_head(c, ca)), ${ROW_TAIL}) as j
           from checks c
           join canaries ca on ca.id = c.canary_id
           left join check_summary_heads h on h.check_id = c.id
           left join check_rollup_stats($1, $2, $5) s on s.check_id = c.id
          where ${inScope(3)}
       ) x`,
    values: [a.from, a.to, ...scopeValues(a)],
  };
}

/**
 * Sort keys of the definition (not of the range's figures): for these the order of the rows is known before the
 * rollups are read, so the summary can be built in two halves.
 */
const definitionSortColumns: Readonly<Record<string, string>> = {
  name: 'c.name',
  canary_name: 'ca.name',
  status: 'c.status',
  type: 'c.type',
  namespace: 'c.namespace',
  last_runtime: 'c.last_runtime',
  last_transition_time: 'c.last_transition_time',
  created_at: 'c.created_at',
};

/** Below this many checks one statement is as fast as two halves. */
const SPLIT_MIN_CHECKS = 2_000;
/** One split summary at a time per process: it holds two connections, and two at once could starve the pool. */
let splitInProgress = false;

type SummaryQuery = Omit<SummaryArgs, 'db'> & { db: pg.Pool; splitMinChecks?: number };

/**
 * check_summary rows with uptime and latency over [from, to) from the rollups (check_rollup_stats, migrations 062,
 * 067, 072, 073) as one JSON array built inside PostgreSQL (no row-by-row parse and re-serialise in Node).
 *
 * With many checks and an order known from their definitions (the dashboard's default, by name), the array is
 * built in two halves on two connections at once, one per core of the database (bench/health (b): the rollup
 * arithmetic and the JSON of 10,000 checks take ~140 ms on one). Both read one snapshot (the second imports the
 * first's), the first half's rows all sort before the second's, so joining the two arrays gives exactly the
 * single statement's answer.
 */
export async function getChecksSummaryJson(a: SummaryQuery): Promise<string> {
  const sort = definitionSortColumns[a.sortBy ?? 'name'];
  const spare = a.db.idleCount > 0 || a.db.totalCount < (a.db.options.max ?? 10);
  if (!sort || splitInProgress || !spare) return singleSummary(a);
  splitInProgress = true;
  try {
    return await splitSummary(a, sort);
  } finally {
    splitInProgress = false;
  }
}

async function singleSummary(a: SummaryQuery): Promise<string> {
  const { text, values } = summarySql(a);
  return withTransaction(a.db, async (client) => {
    await begin(client);
    const { rows } = await client.query<{ body: string }>(text, values);
    return rows[0]!.body;
  });
}

// Sorting 10,000 summary rows spilled to disk at the default 4 MB work_mem (bench/health (b)): the summary's
// transaction gets a larger allowance, scoped to itself.
const begin = (client: pg.PoolClient) => client.query(`set local work_mem = '${SUMMARY_WORK_MEM}'`);

async function splitSummary(a: SummaryQuery, sort: string): Promise<string> {
  const first = await a.db.connect();
  let second: pg.PoolClient | undefined;
  try {
    await first.query('begin isolation level repeatable read');
    await begin(first);
    // The checks of the summary in its order (same scope as summarySql, same sort, same tie-break).
    const { rows } = await first.query<{ ids: string[] }>(
      `select coalesce(array_agg(c.id order by ${sort} ${a.sortDesc ? 'desc' : 'asc'} nulls last, c.id), '{}') as ids
         from checks c
         join canaries ca on ca.id = c.canary_id
        where ${inScope(1)}`,
      scopeValues(a),
    );
    const ids = rows[0]!.ids;
    if (ids.length < (a.splitMinChecks ?? SPLIT_MIN_CHECKS)) {
      const { text, values } = summarySql(a);
      const body = (await first.query<{ body: string }>(text, values)).rows[0]!.body;
      await first.query('commit');
      return body;
    }
    // Exported only now that it is needed: in repeatable read it is still the snapshot the ids were read in.
    const snapshot = (await first.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    second = await a.db.connect();
    await second.query('begin isolation level repeatable read');
    if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error(`unexpected snapshot id ${snapshot}`);
    await second.query(`set transaction snapshot '${snapshot}'`);
    await begin(second);
    const half = Math.ceil(ids.length / 2);
    const part = (client: pg.PoolClient, checkIds: string[]) => {
      const { text, values } = summarySql({ ...a, checkIds });
      return client.query<{ body: string }>(text, values).then((r) => r.rows[0]!.body);
    };
    const [head, tail] = await Promise.all([part(first, ids.slice(0, half)), part(second, ids.slice(half))]);
    await Promise.all([first.query('commit'), second.query('commit')]);
    return `${head.slice(0, -1)},${tail.slice(1)}`;
  } catch (err) {
    await Promise.all([
      first.query('rollback').catch(() => undefined),
      second?.query('rollback').catch(() => undefined),
    ]);
    throw err;
  } finally {
    first.release();
    second?.release();
  }
}

const SUMMARY_WORK_MEM = '64MB';

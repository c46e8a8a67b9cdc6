/** Runs a plan's statement: reads in autocommit, writes in a transaction that a 406 can roll back. */
import type pg from 'pg';
import * as errors from './errors.js';
import { pgErrorToAppError } from './pg-errors.js';
import type { Plan } from './plan-types.js';
import { explainSql, toSql } from './sql/statements.js';

export interface ResultRow {
  total: string | null;
  page_total: string;
  body: string | null;
  location: string | null;
}

export interface Execution {
  row: ResultRow;
  /** The count to report: exact, planned, or null when not asked for. */
  total: number | null;
}

export async function execute(pool: pg.Pool, plan: Plan, maxRows: number, personId?: string): Promise<Execution> {
  const client = await pool.connect();
  try {
    if (plan.action === 'read' || plan.action === 'rpc') {
      const count = plan.preferences.count;
      let estimate: number | null = null;
      if ((count === 'planned' || count === 'estimated') && (plan.action === 'read' || plan.result === 'set')) {
        estimate = await plannedCount(client, plan);
      }
      // count=estimated is exact for small results and planned beyond max-rows (PostgREST's rule).
      const exact = count === 'exact' || (count === 'estimated' && (estimate ?? 0) <= maxRows);
      const row = await queryOne(client, toSql(plan, exact));
      return { row, total: exact && row.total !== null ? Number(row.total) : estimate };
    }
    await client.query('begin');
    try {
      if (personId) await client.query("select set_config('opsdeck.person_id', $1, true)", [personId]);
      const row = await queryOne(client, toSql(plan, false));
      const n = Number(row.page_total);
      if (plan.accept === 'object' && n !== 1) throw errors.singularityError(n);
      await client.query('commit');
      return { row, total: plan.preferences.count === 'exact' ? n : null };
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    }
  } catch (e) {
    throw pgErrorToAppError(e);
  } finally {
    client.release();
  }
}

async function queryOne(client: pg.PoolClient, stmt: { text: string; values: unknown[] }): Promise<ResultRow> {
  const res = await client.query<ResultRow>({ text: stmt.text, values: stmt.values });
  const row = res.rows[0];
  if (!row) throw new Error('statement returned no row');
  return row;
}

async function plannedCount(client: pg.PoolClient, plan: Plan & { action: 'read' | 'rpc' }): Promise<number> {
  const res = await client.query<{
    'QUERY PLAN': { Plan: { 'Plan Rows': number; Plans?: { 'Plan Rows': number }[] } }[];
  }>(explainSql(plan));
  const top = res.rows[0]?.['QUERY PLAN'][0]?.Plan;
  // The top node is the count(*) aggregate (1 row); the rows it counts are its input's estimate.
  return Math.round(top?.Plans?.[0]?.['Plan Rows'] ?? top?.['Plan Rows'] ?? 0);
}

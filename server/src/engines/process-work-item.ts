import type pg from 'pg';
import { withTransaction } from '../db/transaction.js';
import { completeWork, computeBackoffMs, failWork, releaseWork } from './record-work.js';
import type { QuotedWorkTable } from './work-table.js';

export interface WorkItemContext {
  /** Aborted on timeout or when shutdown runs past its deadline; long work should pass it on (fetch, queries). */
  signal: AbortSignal;
  /** 1 for the first try; counts claims, so a run that crashed the process counts too. */
  attempt: number;
}

export interface ItemSettings<Row> {
  pool: pg.Pool;
  table: QuotedWorkTable;
  owner: string;
  timeoutMs: number;
  backoff: { baseMs: number; maxMs: number; factor?: number };
  process(row: Row, ctx: WorkItemContext): Promise<void>;
  onComplete?(client: pg.PoolClient, row: Row): Promise<void>;
}

export type ItemOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; error: string }
  | { kind: 'released' }
  /** The lease expired mid-run and another worker took the row: nothing of ours was recorded. */
  | { kind: 'lost' };

/** Marks an abort caused by shutdown, as opposed to the item's own timeout. */
export const SHUTDOWN = Symbol('shutdown');

class LeaseLostError extends Error {}

/**
 * Runs one claimed row with a timeout and records the outcome. `shutdown` aborts it from outside; the row is then
 * handed back untouched. process() that ignores its signal is not awaited past the abort, so a stuck item cannot hold
 * the loop (its stray side effects are why effects outside the database must be idempotent).
 */
export async function processWorkItem<Row extends Record<string, unknown>>(
  s: ItemSettings<Row>,
  row: Row,
  shutdown: AbortSignal,
): Promise<ItemOutcome> {
  const id = row[s.table.idKey];
  const attempt = Number(row[s.table.attemptsKey] ?? 1);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${s.timeoutMs} ms`)), s.timeoutMs);
  const onShutdown = () => controller.abort(SHUTDOWN);
  shutdown.addEventListener('abort', onShutdown, { once: true });
  if (shutdown.aborted) onShutdown();
  try {
    await Promise.race([s.process(row, { signal: controller.signal, attempt }), rejectOnAbort(controller.signal)]);
  } catch (err) {
    if (controller.signal.reason === SHUTDOWN) {
      await releaseWork({ db: s.pool, table: s.table, owner: s.owner, id });
      return { kind: 'released' };
    }
    const error = errorText(controller.signal.aborted ? controller.signal.reason : err);
    const backoffMs = computeBackoffMs(attempt, s.backoff);
    const ok = await failWork({ db: s.pool, table: s.table, owner: s.owner, id, error, backoffMs });
    return ok ? { kind: 'failed', error } : { kind: 'lost' };
  } finally {
    clearTimeout(timer);
    shutdown.removeEventListener('abort', onShutdown);
  }
  try {
    // The fenced completion and the engine's result rows commit together: a row is done exactly when its results are.
    await withTransaction(s.pool, async (client) => {
      if (!(await completeWork({ db: client, table: s.table, owner: s.owner, id }))) throw new LeaseLostError();
      await s.onComplete?.(client, row);
    });
    return { kind: 'done' };
  } catch (err) {
    if (err instanceof LeaseLostError) return { kind: 'lost' };
    const error = errorText(err);
    const backoffMs = computeBackoffMs(attempt, s.backoff);
    const ok = await failWork({ db: s.pool, table: s.table, owner: s.owner, id, error, backoffMs });
    return ok ? { kind: 'failed', error } : { kind: 'lost' };
  }
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

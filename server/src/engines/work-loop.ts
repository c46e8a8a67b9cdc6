import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { claimWork } from './claim-work.js';
import type { Engine, EngineContext } from './engine.js';
import { finishBatchHistory, startBatchHistory } from './batch-history.js';
import { processWorkItem, type ItemOutcome, type WorkItemContext } from './process-work-item.js';
import { createRoundLoop } from './round-loop.js';
import { quoteWorkTable, type WorkTable } from './work-table.js';

export type { WorkItemContext } from './process-work-item.js';

export interface WorkLoopOptions<Row extends Record<string, unknown>> {
  /** Engine name, and the job_history name of each batch. */
  name: string;
  table: WorkTable;
  process(row: Row, ctx: WorkItemContext): Promise<void>;
  /** Writes the item's results in the transaction that completes it (exactly-once for database effects). */
  onComplete?(client: pg.PoolClient, row: Row): Promise<void>;
  /** Items run at once; also the claim size, so every claimed item starts at once and its lease covers it. */
  concurrency?: number;
  timeoutMs?: number;
  /** Must outlast timeoutMs: the loop never renews leases, the timeout ends an item first. */
  leaseMs?: number;
  pollIntervalMs?: number;
  /** NOTIFY channel that signals new work (e.g. event_queue_updates). */
  channel?: string;
  maxAttempts?: number;
  backoff?: { baseMs: number; maxMs: number; factor?: number };
  /** resource_type of the job_history rows; `false` writes none (for very hot queues with their own records). */
  history?: { resourceType?: string } | false;
}

export interface BatchResult {
  claimed: number;
  outcomes: ItemOutcome[];
}

export interface WorkLoop extends Engine {
  /** The lease owner written into claimed rows: hostname:pid:random. */
  readonly owner: string;
  /** One claim → process → record round, for tests and "run now"; start() must have been called or ctx given. */
  runOnce(ctx?: EngineContext): Promise<BatchResult>;
  wake(): void;
}

/** One engine = one work loop over a work table: claim(n) → process each with a timeout → record, repeated. */
export function createWorkLoop<Row extends Record<string, unknown>>(opts: WorkLoopOptions<Row>): WorkLoop {
  const table = quoteWorkTable(opts.table);
  const concurrency = opts.concurrency ?? 4;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const leaseMs = opts.leaseMs ?? timeoutMs + 30_000;
  if (leaseMs <= timeoutMs) throw new Error(`${opts.name}: leaseMs must exceed timeoutMs`);
  const pollIntervalMs = opts.pollIntervalMs ?? 10_000;
  const maxAttempts = opts.maxAttempts ?? 5;
  const backoff = opts.backoff ?? { baseMs: 1_000, maxMs: 300_000 };
  const shutdown = new AbortController();
  const rounds = createRoundLoop(pollIntervalMs);
  const wake = rounds.wake;
  let ctx: EngineContext | null = null;
  let owner = '';
  let loopDone: Promise<void> = Promise.resolve();
  let unlisten: (() => void) | null = null;

  function bind(c: EngineContext): EngineContext {
    ctx ??= c;
    owner ||= `${c.hostname}:${process.pid}:${randomUUID().slice(0, 8)}`;
    return ctx;
  }

  async function runBatch(c: EngineContext): Promise<BatchResult> {
    rounds.clearWake();
    const rows = await claimWork<Row>({ db: c.pool, table, owner, limit: concurrency, leaseMs, maxAttempts });
    if (rows.length === 0) return { claimed: 0, outcomes: [] };
    const resourceType = opts.history ? (opts.history.resourceType ?? null) : null;
    const history = opts.history === false ? null : await startBatchHistory(c, opts.name, resourceType);
    const settings = {
      pool: c.pool,
      table,
      owner,
      timeoutMs,
      backoff,
      process: opts.process,
      onComplete: opts.onComplete,
    };
    const outcomes = await Promise.all(
      rows.map((row) =>
        processWorkItem(settings, row, shutdown.signal).catch((err: unknown): ItemOutcome => {
          // Recording itself failed (database gone): the lease will expire and the row comes back.
          c.logger.error({ err, engine: opts.name }, 'recording a work item failed');
          return { kind: 'failed', error: err instanceof Error ? err.message : String(err) };
        }),
      ),
    );
    if (history) await finishBatchHistory(c, opts.name, history, outcomes);
    return { claimed: rows.length, outcomes };
  }

  function runLoop(c: EngineContext): Promise<void> {
    return rounds.run(
      // A full batch means more work is likely waiting: claim again at once.
      async () => (await runBatch(c)).claimed >= concurrency,
      (err) => c.logger.error({ err, engine: opts.name }, 'work loop round failed'),
    );
  }

  return {
    name: opts.name,
    get owner() {
      return owner;
    },
    async start(c) {
      const bound = bind(c);
      if (opts.channel) unlisten = await bound.listener.listen(opts.channel, wake);
      loopDone = runLoop(bound);
    },
    runOnce(c) {
      const bound = c ? bind(c) : ctx;
      if (!bound) throw new Error(`${opts.name}: runOnce needs a context before start()`);
      return runBatch(bound);
    },
    wake,
    async stop(deadlineMs) {
      unlisten?.();
      rounds.stop();
      const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), deadlineMs).unref());
      if ((await Promise.race([loopDone.then(() => 'done' as const), timer])) === 'late') {
        // Deadline passed: abort what is in flight; aborted items are handed back for another replica.
        shutdown.abort();
        await loopDone;
      }
    },
  };
}

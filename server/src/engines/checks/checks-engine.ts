import type pg from 'pg';
import type { Engine } from '../engine.js';
import { createWorkLoop, type WorkLoop } from '../work-loop.js';
import { canaryRunsTable, type CanaryRunRow } from './canary-runs-table.js';
import { checkHistoryJob, reconcileCanaryRunsJob } from './checks-jobs.js';
import { registerCheckKinds } from './kinds/index.js';
import { recordCanaryRun } from './record-canary-run.js';
import { runCanary, type CanaryRunOutcome } from './run-canary.js';

export interface ChecksEngineOptions {
  /**
   * Parallel work loops. The shared loop claims a batch and waits for all of it, so one slow check holds its loop's
   * next claim; several loops bound that head-of-line wait to one loop's share of the work.
   */
  loops?: number;
  /** Canary runs per loop batch. */
  concurrency?: number;
  /** How often an idle loop looks for due runs; bounds the start jitter (NOTIFY wakes it sooner for new work). */
  pollIntervalMs?: number;
  /** A canary run's deadline; a crashed replica's runs come back after timeoutMs + leaseExtraMs. */
  timeoutMs?: number;
  leaseExtraMs?: number;
  /** A check's own timeout when its spec has none. */
  checkTimeoutMs?: number;
  historySchedule?: string;
  /** Observes every recorded run (bench and metrics). */
  onRun?(info: { canaryId: string; scheduledAt: Date; jitterMs: number; missed: number; checks: number }): void;
}

/** The checks engine: work loops over canary_runs (claim due canaries → run their checks → record), plus upkeep jobs. */
export function createChecksEngine(opts: ChecksEngineOptions = {}): Engine & { loops: WorkLoop[] } {
  registerCheckKinds();
  const outcomes = new WeakMap<CanaryRunRow, CanaryRunOutcome>();
  const timeoutMs = opts.timeoutMs ?? 120_000;
  let hostname = '';
  let pool: pg.Pool | null = null;
  const loops = Array.from({ length: opts.loops ?? 6 }, (_, i) =>
    createWorkLoop<CanaryRunRow>({
      name: `checks.${i}`,
      table: canaryRunsTable,
      concurrency: opts.concurrency ?? 10,
      pollIntervalMs: opts.pollIntervalMs ?? 250,
      timeoutMs,
      leaseMs: timeoutMs + (opts.leaseExtraMs ?? 30_000),
      channel: 'canary_runs',
      // Runs are recorded per canary (resource_type canary) by recordCanaryRun, not per batch.
      history: false,
      // Checks never throw; an attempt fails only when recording fails (database trouble): retry for as long as it takes.
      maxAttempts: 1_000_000,
      backoff: { baseMs: 1_000, maxMs: 60_000 },
      async process(row, ctx) {
        const defaultTimeoutMs = Math.min(opts.checkTimeoutMs ?? 30_000, timeoutMs);
        outcomes.set(row, await runCanary(pool!, row.canary_id, { signal: ctx.signal, defaultTimeoutMs }));
      },
      async onComplete(client, row) {
        const outcome = outcomes.get(row);
        if (!outcome) return;
        const r = await recordCanaryRun(client, { scheduledAt: new Date(row.scheduled_at), outcome, hostname });
        opts.onRun?.({
          canaryId: row.canary_id,
          scheduledAt: row.scheduled_at,
          jitterMs: r.jitterMs,
          missed: r.missed,
          checks: outcome.results.length,
        });
      },
    }),
  );
  return {
    name: 'checks',
    loops,
    async start(ctx) {
      pool = ctx.pool;
      hostname = ctx.hostname;
      await Promise.all(loops.map((l) => l.start(ctx)));
      ctx.scheduler.add(reconcileCanaryRunsJob());
      ctx.scheduler.add(checkHistoryJob(opts.historySchedule));
    },
    async stop(deadlineMs) {
      await Promise.all(loops.map((l) => l.stop(deadlineMs)));
    },
  };
}

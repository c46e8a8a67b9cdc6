import type { Engine } from '../engine.js';
import { createCanaryRunLoop } from './canary-run-loop.js';
import { checkHistoryJob, reconcileCanaryRunsJob } from './checks-jobs.js';
import { registerCheckKinds } from './kinds/index.js';
import type { RecordedCanaryRun } from './record-canary-runs.js';

export interface ChecksEngineOptions {
  /** Canary runs claimed and not yet recorded, at most (a run holds no connection while its checks run). */
  concurrency?: number;
  /** How often an idle loop looks for due runs (NOTIFY wakes it sooner for new work); runs are claimed ahead. */
  pollIntervalMs?: number;
  /** How far ahead runs are claimed: must exceed the poll interval so a run is in hand before its tick. */
  lookaheadMs?: number;
  /** A canary run's deadline; a crashed replica's runs come back after timeoutMs + leaseExtraMs. */
  timeoutMs?: number;
  leaseExtraMs?: number;
  /** A check's own timeout when its spec has none. */
  checkTimeoutMs?: number;
  historySchedule?: string;
  /** Observes every recorded run (bench and metrics). */
  onRun?(info: Omit<RecordedCanaryRun, 'runId'>): void;
}

/** The checks engine: a loop over canary_runs (claim due canaries → run their checks → record), plus upkeep jobs. */
export function createChecksEngine(opts: ChecksEngineOptions = {}): Engine & { owner: string } {
  registerCheckKinds();
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const pollIntervalMs = opts.pollIntervalMs ?? 250;
  const loop = createCanaryRunLoop({
    maxInFlight: opts.concurrency ?? 1_000,
    pollIntervalMs,
    lookaheadMs: opts.lookaheadMs ?? Math.max(1_000, 2 * pollIntervalMs),
    flushMs: 50,
    flushSize: 200,
    timeoutMs,
    leaseMs: timeoutMs + (opts.leaseExtraMs ?? 30_000),
    checkTimeoutMs: Math.min(opts.checkTimeoutMs ?? 30_000, timeoutMs),
    onRun: opts.onRun,
  });
  let unlisten: (() => void) | null = null;
  return {
    name: 'checks',
    get owner() {
      return loop.owner;
    },
    async start(ctx) {
      unlisten = await ctx.listener.listen('canary_runs', loop.wake);
      loop.start(ctx);
      ctx.scheduler.add(reconcileCanaryRunsJob());
      ctx.scheduler.add(checkHistoryJob(opts.historySchedule));
    },
    async stop(deadlineMs) {
      unlisten?.();
      await loop.stop(deadlineMs);
    },
  };
}

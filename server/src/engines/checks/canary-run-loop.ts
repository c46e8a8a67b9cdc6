import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { EngineContext } from '../engine.js';
import { createRoundLoop } from '../round-loop.js';
import { claimCanaryRuns, type ClaimedCanaryRun } from './claim-canary-runs.js';
import { createOutboundPolicyCache } from './outbound-policy-cache.js';
import { recordCanaryRuns, type CompletedCanaryRun, type RecordedCanaryRun } from './record-canary-runs.js';
import { releaseCanaryRuns } from './release-canary-runs.js';
import { runCanary } from './run-canary.js';

export interface CanaryRunLoopOptions {
  /** Runs claimed and not yet recorded, at most (waiting for their tick, running, or waiting to be recorded). */
  maxInFlight: number;
  /** Runs due within this much are claimed now and started on their tick (start jitter ≈ timer lateness). */
  lookaheadMs: number;
  pollIntervalMs: number;
  /** Completed runs are recorded together every flushMs (or sooner when flushSize are waiting). */
  flushMs: number;
  flushSize: number;
  timeoutMs: number;
  leaseMs: number;
  checkTimeoutMs: number;
  onRun?(r: RecordedCanaryRun): void;
}

/**
 * The checks engine's loop, specialised from the shared work loop for many short runs: claim ahead with the canary
 * and its checks in one statement, start each run on its tick (not when a batch is claimed), record completed runs
 * in batches of one statement each. Why not the shared loop: its per-item transaction and batch barrier cost six
 * round trips per run and left 10,000 canaries a minute ~7 s behind (bench/health). Crash safety is the same: a
 * run's results commit with the deletion of its leased work row, fenced on the owner.
 */
export function createCanaryRunLoop(o: CanaryRunLoopOptions) {
  const policyFor = createOutboundPolicyCache();
  const shutdown = new AbortController();
  // Every run in flight listens on it (hundreds at once): not a leak.
  setMaxListeners(0, shutdown.signal);
  const rounds = createRoundLoop(o.pollIntervalMs);
  const wake = rounds.wake;
  let ctx: EngineContext | null = null;
  let owner = '';
  let inFlight = 0;
  const waiting = new Map<string, { row: ClaimedCanaryRun; timer: NodeJS.Timeout }>();
  let completed: CompletedCanaryRun[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let loopDone: Promise<void> = Promise.resolve();
  let idle: (() => void) | null = null;

  function settle(n: number): void {
    inFlight -= n;
    if (inFlight === 0) idle?.();
    wake();
  }

  async function start(row: ClaimedCanaryRun): Promise<void> {
    waiting.delete(row.id);
    const c = ctx!;
    // A controller per run whose timer and shutdown listener go when the run ends. Not AbortSignal.timeout/any:
    // those keep every finished run's signal alive until its timeout fires, and at 167 runs/s the pile-up (and the
    // aborts of finished runs two minutes later) stalled the loop after ~2 minutes in bench/health.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${o.timeoutMs} ms`)), o.timeoutMs);
    const onShutdown = () => controller.abort(new Error('shutdown'));
    shutdown.signal.addEventListener('abort', onShutdown, { once: true });
    const signal = controller.signal;
    try {
      const policy = await policyFor(c.pool);
      const outcome = await runCanary(c.pool, row, { signal, defaultTimeoutMs: o.checkTimeoutMs, policy });
      if (shutdown.signal.aborted) throw new Error('shutdown');
      completed.push({ runId: row.id, canaryId: row.canary_id, scheduledAt: new Date(row.scheduled_at), outcome });
      scheduleFlush();
    } catch (err) {
      // Aborted by shutdown or no policy (database gone): handed back untouched, claimable at its tick again.
      if (!shutdown.signal.aborted) c.logger.error({ err, engine: 'checks' }, 'canary run failed');
      await releaseCanaryRuns(c.pool, owner, [row.id], 0).catch(() => undefined);
      settle(1);
    } finally {
      clearTimeout(timer);
      shutdown.signal.removeEventListener('abort', onShutdown);
    }
  }

  function scheduleFlush(): void {
    if (completed.length >= o.flushSize) void flush();
    else flushTimer ??= setTimeout(() => void flush(), o.flushMs);
  }

  function flush(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const batch = completed;
    completed = [];
    if (!batch.length) return flushing;
    // One flush at a time keeps the pool free for claims; batches queue behind each other in order.
    flushing = flushing.then(async () => {
      const c = ctx!;
      try {
        for (const r of await recordCanaryRuns(c.pool, owner, c.hostname, batch)) o.onRun?.(r);
      } catch (err) {
        // Recording failed (database trouble): back off and retry the whole batch from a fresh claim.
        c.logger.error({ err, engine: 'checks' }, 'recording canary runs failed');
        const ids = batch.map((r) => r.runId);
        await releaseCanaryRuns(c.pool, owner, ids, 1_000, String(err)).catch(() => undefined);
      } finally {
        settle(batch.length);
      }
    });
    return flushing;
  }

  /** Claims what is due and free slots allow; true when the claim was full (more is likely due). */
  async function claim(c: EngineContext): Promise<boolean> {
    rounds.clearWake();
    const limit = Math.min(o.maxInFlight - inFlight, 200);
    if (limit <= 0) return false;
    const rows = await claimCanaryRuns(c.pool, {
      owner,
      limit,
      lookaheadMs: o.lookaheadMs,
      leaseMs: o.leaseMs,
      maxAttempts: 1_000_000,
    });
    inFlight += rows.length;
    for (const row of rows) {
      const delay = Math.max(0, new Date(row.scheduled_at).getTime() - Date.now());
      waiting.set(row.id, { row, timer: setTimeout(() => void start(row), delay) });
    }
    return rows.length === limit;
  }

  function run(c: EngineContext): Promise<void> {
    return rounds.run(
      // A full claim means more is due: claim again at once (unless every slot is taken).
      async () => (await claim(c)) && inFlight < o.maxInFlight,
      (err) => c.logger.error({ err, engine: 'checks' }, 'claiming canary runs failed'),
    );
  }

  return {
    get owner() {
      return owner;
    },
    wake,
    start(c: EngineContext): void {
      ctx = c;
      owner = `${c.hostname}:${process.pid}:${randomUUID().slice(0, 8)}`;
      loopDone = run(c);
    },
    /** Stops claiming, hands back runs not started yet, waits for the rest up to the deadline, then aborts them. */
    async stop(deadlineMs: number): Promise<void> {
      rounds.stop();
      await loopDone;
      const notStarted = [...waiting.values()];
      waiting.clear();
      for (const w of notStarted) clearTimeout(w.timer);
      if (notStarted.length && ctx) {
        await releaseCanaryRuns(
          ctx.pool,
          owner,
          notStarted.map((w) => w.row.id),
          0,
        ).catch(() => undefined);
        settle(notStarted.length);
      }
      const drained = new Promise<void>((resolve) => {
        idle = resolve;
        if (inFlight === 0) resolve();
      });
      await flush();
      const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), deadlineMs).unref());
      if ((await Promise.race([drained.then(() => 'done' as const), timer])) === 'late') {
        shutdown.abort();
        await drained;
      }
      await flush();
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Engine, EngineContext } from './engine.js';
import { acquireLeadership, claimTick, releaseLeadership } from './leader-lease.js';
import { runScheduledJob, type ScheduledJob } from './run-scheduled-job.js';
import { parseScheduleOrThrow, type Schedule } from './schedule.js';

export type { JobRunContext, JobRunResult, ScheduledJob } from './run-scheduled-job.js';

/** What engines see of the scheduler: they add their periodic jobs at start. */
export interface JobScheduler {
  add(job: ScheduledJob): void;
}

export interface Scheduler extends JobScheduler, Engine {
  isLeader(): boolean;
  readonly holder: string;
}

interface Entry {
  job: ScheduledJob;
  schedule: Schedule;
  next: Date | null;
  running: Promise<void> | null;
  /** Ticks passed over since the last run (coalesced or skipped while a run was in progress). */
  missed: number;
}

/**
 * Periodic jobs across replicas: the replica holding the `engine_leaders` lease fires ticks; each tick is claimed
 * once more in engine_schedules before it runs, so a tick runs at most once even while leadership changes hands.
 * A new leader runs the latest tick it missed within one lease TTL (the failover gap), and skips older ones.
 */
export function createScheduler(opts: { name?: string; leaseTtlMs?: number } = {}): Scheduler {
  const election = opts.name ?? 'scheduler';
  const ttlMs = opts.leaseTtlMs ?? 15_000;
  const entries = new Map<string, Entry>();
  const shutdown = new AbortController();
  let ctx: EngineContext | null = null;
  let holder = '';
  let leaderUntil = 0;
  let stopping = false;
  let electTimer: NodeJS.Timeout | undefined;
  let tickTimer: NodeJS.Timeout | undefined;
  let electing: Promise<void> = Promise.resolve();

  const isLeader = () => !stopping && Date.now() < leaderUntil;

  async function elect(c: EngineContext): Promise<void> {
    const askedAt = Date.now();
    const wasLeader = isLeader();
    try {
      const won = await acquireLeadership({ db: c.pool, name: election, holder, ttlMs });
      // Our lease started no earlier than askedAt by the database clock: step down a third of a TTL before it ends.
      leaderUntil = won ? askedAt + (ttlMs * 2) / 3 : 0;
    } catch (err) {
      c.logger.warn({ err, election }, 'leader election failed');
    }
    if (isLeader() && !wasLeader) {
      c.logger.info({ election, holder }, 'became scheduler leader');
      const since = new Date(Date.now() - ttlMs);
      for (const e of entries.values()) e.next = e.schedule.nextAfter(since);
      armTick(c);
    }
    if (!stopping) electTimer = setTimeout(() => (electing = elect(c)), ttlMs / 3);
  }

  function armTick(c: EngineContext): void {
    clearTimeout(tickTimer);
    if (stopping) return;
    const nexts = [...entries.values()].flatMap((e) => (e.next ? [e.next.getTime()] : []));
    const wait = nexts.length ? Math.max(0, Math.min(...nexts) - Date.now()) : ttlMs;
    tickTimer = setTimeout(() => void fireDue(c), Math.min(wait, ttlMs));
  }

  async function fireDue(c: EngineContext): Promise<void> {
    if (isLeader()) {
      const now = new Date();
      await Promise.all([...entries.values()].filter((e) => e.next && e.next <= now).map((e) => fireEntry(c, e, now)));
    }
    armTick(c);
  }

  async function fireEntry(c: EngineContext, e: Entry, now: Date): Promise<void> {
    // Coalesce: of the ticks due, run only the latest; the others were missed (recorded as missed_ticks).
    let tick = e.next!;
    for (let n = e.schedule.nextAfter(tick); n && n <= now; n = e.schedule.nextAfter(tick)) {
      tick = n;
      e.missed += 1;
    }
    e.next = e.schedule.nextAfter(tick);
    if (e.running) {
      // Counted so the next run's job_history says how many ticks went by without a run.
      e.missed += 1;
      c.logger.warn({ job: e.job.name, tick }, 'previous run still in progress; tick skipped');
      return;
    }
    const claimed = await claimTick({ db: c.pool, job: e.job.name, tick, holder }).catch((err: unknown) => {
      c.logger.warn({ err, job: e.job.name }, 'claiming a tick failed');
      return false;
    });
    if (!claimed || !isLeader()) return;
    const missedTicks = e.missed;
    e.missed = 0;
    const args = { job: e.job, pool: c.pool, logger: c.logger, hostname: c.hostname, scheduledAt: tick, missedTicks };
    e.running = runScheduledJob({ ...args, shutdown: shutdown.signal })
      .catch((err: unknown) => c.logger.error({ err, job: e.job.name }, 'recording a scheduled run failed'))
      .finally(() => (e.running = null));
  }

  return {
    name: 'scheduler',
    isLeader,
    get holder() {
      return holder;
    },
    add(job) {
      if (entries.has(job.name)) throw new Error(`scheduled job ${job.name} is already added`);
      const schedule = parseScheduleOrThrow(job.schedule);
      const next = isLeader() ? schedule.nextAfter(new Date()) : null;
      entries.set(job.name, { job, schedule, next, running: null, missed: 0 });
      if (ctx && isLeader()) armTick(ctx);
    },
    async start(c) {
      ctx = c;
      holder = `${c.hostname}:${process.pid}:${randomUUID().slice(0, 8)}`;
      electing = elect(c);
      await electing;
    },
    async stop(deadlineMs) {
      stopping = true;
      clearTimeout(electTimer);
      clearTimeout(tickTimer);
      await electing; // an election in flight must not re-take the lease after we release it
      const running = [...entries.values()].flatMap((e) => (e.running ? [e.running] : []));
      const late = new Promise<'late'>((r) => setTimeout(() => r('late'), deadlineMs).unref());
      if ((await Promise.race([Promise.all(running), late])) === 'late') {
        shutdown.abort('shutdown');
        await Promise.all(running);
      }
      if (ctx) await releaseLeadership({ db: ctx.pool, name: election, holder }).catch(() => undefined);
    },
  };
}

import type { Engine } from '../engine.js';
import type { ScheduledJob } from '../scheduler.js';
import { markStaleJobRuns, pruneJobHistory } from './prune-job-history.js';
import { readJobHistoryRetention } from './retention-settings.js';

/** The job_history cleanup as a scheduled job; its own runs land in job_history like any other job's. */
export function jobHistoryRetentionJob(schedule: string | number = '@every 15m'): ScheduledJob {
  return {
    name: 'retention.job_history',
    schedule,
    timeoutMs: 120_000,
    async run({ pool }) {
      const settings = await readJobHistoryRetention(pool);
      const markedStale = await markStaleJobRuns({ db: pool, olderThanMs: settings.staleAfterMs });
      const deleted = await pruneJobHistory({ db: pool, ...settings });
      return { successCount: markedStale + deleted, details: { marked_stale: markedStale, deleted, settings } };
    },
  };
}

/**
 * Retention: nothing of its own to run continuously, it only adds its periodic jobs to the shared scheduler.
 * Later cleanups (event queue, send history, statuses) become more jobs here.
 */
export function createRetentionEngine(opts: { schedule?: string | number } = {}): Engine {
  return {
    name: 'retention',
    async start(ctx) {
      ctx.scheduler.add(jobHistoryRetentionJob(opts.schedule));
    },
    async stop() {
      // Its runs belong to the scheduler, which waits for them on stop.
    },
  };
}

import type pg from 'pg';
import type { EngineLogger } from './engine.js';
import { finishJobRun, startJobRun, statusFromCounts, type JobRunStatus } from './job-history.js';

export interface JobRunContext {
  pool: pg.Pool;
  logger: EngineLogger;
  /** Aborted on the job's timeout or when shutdown passes its deadline. */
  signal: AbortSignal;
  /** The tick this run belongs to (not when it started; the difference is the start jitter). */
  scheduledAt: Date;
}

/** What a job reports; all optional: a job that returns nothing and does not throw is a SUCCESS. */
export interface JobRunResult {
  status?: JobRunStatus;
  successCount?: number;
  errorCount?: number;
  errors?: string[];
  details?: Record<string, unknown>;
}

export interface ScheduledJob {
  /** Unique across the installation: job_history.name and the key of its tick in engine_schedules. */
  name: string;
  /** `@every 30s`, cron, seconds, or `@never`. */
  schedule: string | number;
  timeoutMs?: number;
  resourceType?: string;
  resourceId?: string;
  run(ctx: JobRunContext): Promise<JobRunResult | void>;
}

/** Runs one tick of a job with its timeout and writes its job_history row (RUNNING → final). */
export async function runScheduledJob(args: {
  job: ScheduledJob;
  pool: pg.Pool;
  logger: EngineLogger;
  hostname: string;
  scheduledAt: Date;
  missedTicks: number;
  shutdown: AbortSignal;
}): Promise<void> {
  const { job, pool, logger, scheduledAt } = args;
  const jitterMillis = Date.now() - scheduledAt.getTime();
  const id = await startJobRun({
    db: pool,
    name: job.name,
    hostname: args.hostname,
    resourceType: job.resourceType,
    resourceId: job.resourceId,
    details: { scheduled_at: scheduledAt.toISOString(), jitter_millis: jitterMillis, missed_ticks: args.missedTicks },
  });
  const timeoutMs = job.timeoutMs ?? 300_000;
  const signal = AbortSignal.any([args.shutdown, AbortSignal.timeout(timeoutMs)]);
  try {
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error(`aborted: ${String(signal.reason)}`)), { once: true }),
    );
    const result = (await Promise.race([job.run({ pool, logger, signal, scheduledAt }), aborted])) ?? {};
    const successCount = result.successCount ?? 0;
    const errorCount = result.errorCount ?? result.errors?.length ?? 0;
    const status = result.status ?? (errorCount ? statusFromCounts(successCount, errorCount) : 'SUCCESS');
    await finishJobRun({
      db: pool,
      id,
      status,
      successCount,
      errorCount,
      errors: result.errors,
      details: result.details,
    });
  } catch (err) {
    logger.warn({ err, job: job.name }, 'scheduled job failed');
    const message = err instanceof Error ? err.message : String(err);
    await finishJobRun({ db: pool, id, status: 'FAILED', successCount: 0, errorCount: 1, errors: [message] });
  }
}

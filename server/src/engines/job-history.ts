import type { Db } from '../db/transaction.js';

/** Final statuses a run can end in; RUNNING is written at start, STALE only by retention, SKIPPED by callers. */
export type JobRunStatus = 'SUCCESS' | 'WARNING' | 'FAILED' | 'SKIPPED';

export interface StartJobRunArgs {
  db: Db;
  name: string;
  hostname: string;
  resourceType?: string | null;
  resourceId?: string | null;
  details?: Record<string, unknown>;
}

/** Inserts the RUNNING row of a run and returns its id. */
export async function startJobRun(args: StartJobRunArgs): Promise<string> {
  const { rows } = await args.db.query<{ id: string }>(
    `insert into job_history (name, status, hostname, resource_type, resource_id, details, time_start)
     values ($1, 'RUNNING', $2, $3, $4, $5, clock_timestamp())
     returning id`,
    [args.name, args.hostname, args.resourceType ?? null, args.resourceId ?? null, args.details ?? {}],
  );
  return rows[0]!.id;
}

export interface FinishJobRunArgs {
  db: Db;
  id: string;
  status: JobRunStatus;
  successCount: number;
  errorCount: number;
  /** Shown in the job history dialog as details.errors; capped so one bad batch cannot bloat the row. */
  errors?: string[];
  details?: Record<string, unknown>;
}

const MAX_ERRORS = 20;

/** Ends a run: final status, counts, errors and duration (database clock, so it matches time_start). */
export async function finishJobRun(args: FinishJobRunArgs): Promise<void> {
  const details: Record<string, unknown> = { ...args.details };
  if (args.errors?.length) details.errors = args.errors.slice(0, MAX_ERRORS);
  await args.db.query(
    `update job_history
        set status = $2, success_count = $3, error_count = $4,
            details = details || $5::jsonb,
            time_end = clock_timestamp(),
            duration_millis = (extract(epoch from clock_timestamp() - time_start) * 1000)::int
      where id = $1`,
    [args.id, args.status, args.successCount, args.errorCount, details],
  );
}

/** Picks the final status from counts: any error with no success is FAILED, a mix is WARNING. */
export function statusFromCounts(successCount: number, errorCount: number): JobRunStatus {
  if (errorCount === 0) return 'SUCCESS';
  return successCount === 0 ? 'FAILED' : 'WARNING';
}

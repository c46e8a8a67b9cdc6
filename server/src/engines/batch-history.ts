import type { EngineContext } from './engine.js';
import { finishJobRun, startJobRun, statusFromCounts } from './job-history.js';
import type { ItemOutcome } from './process-work-item.js';

/**
 * The job_history row of one work-loop batch. History is a record, not the work: if writing it fails the batch
 * still runs and the failure is logged.
 */
export async function startBatchHistory(
  c: EngineContext,
  name: string,
  resourceType: string | null,
): Promise<string | null> {
  return startJobRun({ db: c.pool, name, hostname: c.hostname, resourceType }).catch((err: unknown) => {
    c.logger.warn({ err, engine: name }, 'could not write job_history');
    return null;
  });
}

/** Ends the batch row: done items are successes, failed ones errors; released/lost ones are counted in details. */
export async function finishBatchHistory(
  c: EngineContext,
  name: string,
  id: string,
  outcomes: ItemOutcome[],
): Promise<void> {
  const errors = outcomes.flatMap((o) => (o.kind === 'failed' ? [o.error] : []));
  const successCount = outcomes.filter((o) => o.kind === 'done').length;
  const details = {
    released: outcomes.filter((o) => o.kind === 'released').length,
    lost: outcomes.filter((o) => o.kind === 'lost').length,
  };
  // A batch that shutdown handed back entirely did nothing: SKIPPED, not SUCCESS.
  const status = successCount + errors.length === 0 ? 'SKIPPED' : statusFromCounts(successCount, errors.length);
  await finishJobRun({ db: c.pool, id, status, successCount, errorCount: errors.length, errors, details }).catch(
    (err: unknown) => c.logger.warn({ err, engine: name }, 'could not finish job_history'),
  );
}

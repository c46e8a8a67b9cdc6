import { db, unwrap } from '../../api/db';

export interface EventQueueRow {
  name: string;
  pending: number;
  failed: number;
  average_attempts: number | null;
  first_failure: string | null;
  last_failure: string | null;
  most_common_error: string | null;
}

/** GET event_queue_summary?order=last_failure.desc */
export async function fetchEventQueueSummary(): Promise<EventQueueRow[]> {
  return (
    unwrap(
      await db.from('event_queue_summary').select('*').order('last_failure', { ascending: false, nullsFirst: false }),
    ) ?? []
  );
}

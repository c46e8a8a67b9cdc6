import type { WorkTable } from '../work-table.js';

/**
 * The event queue (migration 005) as a work table: highest priority first, then oldest. A handled event is deleted;
 * one that used up its attempts stays with its error, which is what event_queue_summary shows as failed.
 */
export const eventQueueTable: WorkTable = {
  table: 'event_queue',
  id: 'id',
  leaseOwner: 'lease_owner',
  leaseExpiresAt: 'lease_expires_at',
  attempts: 'attempts',
  error: 'error',
  lastAttempt: 'last_attempt',
  orderBy: [{ column: 'priority', desc: true }, { column: 'created_at' }],
  completion: { kind: 'delete' },
};

/** Channel the event_queue insert trigger notifies. */
export const eventQueueChannel = 'event_queue_updates';

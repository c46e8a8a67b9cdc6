import type { WorkTable } from '../work-table.js';

/** The work table of the checks engine (migration 060): lease_expires_at doubles as the due time. */
export const canaryRunsTable: WorkTable = {
  table: 'canary_runs',
  id: 'id',
  leaseOwner: 'lease_owner',
  leaseExpiresAt: 'lease_expires_at',
  attempts: 'attempts',
  error: 'error',
  orderBy: [{ column: 'lease_expires_at' }],
  completion: { kind: 'delete' },
};

export interface CanaryRunRow extends Record<string, unknown> {
  id: string;
  canary_id: string;
  scheduled_at: Date;
  attempts: number;
}

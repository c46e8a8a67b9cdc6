import type { Db } from '../../db/transaction.js';

/** `properties` row that sets how many days of raw check statuses to keep; hourly rollups keep 3×, daily 9×. */
export const checkRetentionProperty = 'check_statuses.retention_days';

/** REFERENCE "Retention defaults": check statuses 30–60 days raw, hourly rollups ×3 longer, daily ×9. */
export async function readCheckHistoryRetention(db: Db): Promise<{ rawDays: number }> {
  const { rows } = await db.query<{ value: string }>('select value from properties where name = $1', [
    checkRetentionProperty,
  ]);
  const n = Number(rows[0]?.value);
  return { rawDays: Number.isInteger(n) && n >= 1 ? n : 30 };
}

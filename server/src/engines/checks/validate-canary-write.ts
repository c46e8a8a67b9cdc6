import { canarySpecIssues, invalidCanary, type SpecIssue } from './canary-definition.js';
import { registerCheckKinds } from './kinds/index.js';
import { parseScheduleOrThrow } from '../schedule.js';

/**
 * The data API's check of a write to `canaries` (the spec editor saves through /api/db): a spec or schedule that
 * `opsdeck apply` would refuse is refused here too, with the same `invalid_canary` error, before anything is
 * written. Other relations pass. A PATCH validates only what it sets (a soft delete sets no spec).
 */
export function validateCanaryWrite(relation: string, rows: Record<string, unknown>[]): void {
  if (relation !== 'canaries') return;
  registerCheckKinds();
  const issues: SpecIssue[] = [];
  rows.forEach((row, i) => {
    const at = rows.length > 1 ? `row ${i + 1}: ` : '';
    const schedule = typeof row.schedule === 'string' && row.schedule.trim() ? { schedule: row.schedule } : {};
    if ('spec' in row) {
      if (!row.spec || typeof row.spec !== 'object' || Array.isArray(row.spec)) {
        issues.push({ path: `${at}spec`, message: 'spec must be an object of check lists' });
        return;
      }
      // As the engine reads it: the spec's own schedule or interval wins over the column.
      const spec = { ...schedule, ...(row.spec as Record<string, unknown>) };
      issues.push(...canarySpecIssues(spec).map((e) => ({ ...e, path: `${at}${e.path}` })));
    } else if (typeof row.schedule === 'string') {
      try {
        parseScheduleOrThrow(row.schedule);
      } catch (err) {
        issues.push({ path: `${at}schedule`, message: (err as Error).message });
      }
    }
  });
  if (issues.length) throw invalidCanary(issues);
}

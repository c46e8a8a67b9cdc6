import type { TriStateMap } from '../../../lib/tri-state';
import type { CheckSummary } from '../api/types';
import { ALL_TAB, tabValue } from './check-grouping';
import type { HealthParams } from './health-params';

/** A check's health word: healthy, unhealthy, or unknown before its first run. */
export function checkHealth(check: CheckSummary): string {
  return check.status || 'unknown';
}

/** Include: for each key with included values the check's value must be one of them. Exclude: none of them. */
export function matchesLabels(check: CheckSummary, labels: TriStateMap): boolean {
  const include = new Map<string, Set<string>>();
  for (const [id, state] of Object.entries(labels)) {
    const i = id.indexOf('=');
    if (i < 0) continue;
    const key = id.slice(0, i);
    const value = id.slice(i + 1);
    const actual = check.labels?.[key];
    if (state === -1 && actual === value) return false;
    if (state === 1) include.set(key, (include.get(key) ?? new Set()).add(value));
  }
  for (const [key, values] of include) {
    const actual = check.labels?.[key];
    if (actual === undefined || !values.has(String(actual))) return false;
  }
  return true;
}

/** Text search over name, description and endpoint, case-insensitive. */
export function matchesQuery(check: CheckSummary, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [check.name, check.description, check.endpoint].some((v) => v?.toLowerCase().includes(q));
}

type Filters = Pick<HealthParams, 'query' | 'labels' | 'status' | 'hidePassing' | 'tabBy' | 'tab'>;

/**
 * The rows the dashboard shows. An explicit `status` (from links on other pages) wins over Hide Passing, so a
 * link to the healthy checks shows them.
 */
export function filterChecks(checks: CheckSummary[], f: Filters, agentNames: Record<string, string>): CheckSummary[] {
  return checks.filter((c) => {
    if (f.status ? checkHealth(c) !== f.status : f.hidePassing && checkHealth(c) === 'healthy') return false;
    if (f.tab && f.tab !== ALL_TAB && tabValue(c, f.tabBy, agentNames) !== f.tab) return false;
    return matchesLabels(c, f.labels) && matchesQuery(c, f.query);
  });
}

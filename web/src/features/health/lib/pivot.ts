import type { CheckSummary } from '../api/types';

export interface PivotTable {
  columns: string[];
  rows: { name: string; cells: Record<string, CheckSummary[]> }[];
}

/** Checks pivoted on a label key: one row per check name, one column per value of the label. */
export function pivotChecks(checks: CheckSummary[], labelKey: string): PivotTable {
  const columns = new Set<string>();
  const rows = new Map<string, Record<string, CheckSummary[]>>();
  for (const c of checks) {
    const value = c.labels?.[labelKey];
    if (value === undefined) continue;
    columns.add(value);
    const cells = rows.get(c.name) ?? {};
    cells[value] = [...(cells[value] ?? []), c];
    rows.set(c.name, cells);
  }
  return {
    columns: [...columns].sort((a, b) => a.localeCompare(b)),
    rows: [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, cells]) => ({ name, cells })),
  };
}

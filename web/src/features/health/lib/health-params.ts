import type { TriStateMap } from '../../../lib/tri-state';

export type HealthLayout = 'table' | 'card';
export type HealthStatusFilter = 'healthy' | 'unhealthy' | 'warning' | 'unknown';
export type PivotCellType = 'checkStatus' | 'uptime' | 'latency';

/** Health defaults (shell document §9): groupBy canary_name, tabBy namespace, hidePassing true. */
export const HEALTH_DEFAULTS = {
  layout: 'table' as HealthLayout,
  groupBy: 'canary_name',
  tabBy: 'namespace',
  hidePassing: true,
  pivotCellType: 'checkStatus' as PivotCellType,
};

export const NO_GROUP = 'no-group';
const STATUSES: HealthStatusFilter[] = ['healthy', 'unhealthy', 'warning', 'unknown'];
const CELL_TYPES: PivotCellType[] = ['checkStatus', 'uptime', 'latency'];

/** Every URL parameter of /health except the time range (kept by the time-range picker's own parameters). */
export interface HealthParams {
  layout: HealthLayout;
  labels: TriStateMap;
  query: string;
  groupBy: string;
  tabBy: string;
  /** The selected tab; undefined = All. */
  tab?: string;
  pivotBy?: string;
  pivotLabel?: string;
  pivotCellType: PivotCellType;
  sortBy?: string;
  sortDesc: boolean;
  checkId?: string;
  status?: HealthStatusFilter;
  hidePassing: boolean;
}

/** `labels` is a JSON map of label id (key=value) to 1 (include) or -1 (exclude); anything else is dropped. */
export function parseLabelsParam(raw: string | null): TriStateMap {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: TriStateMap = {};
    for (const [k, v] of Object.entries(parsed)) if (v === 1 || v === -1) out[k] = v;
    return out;
  } catch {
    return {};
  }
}

export function serializeLabelsParam(map: TriStateMap): string | undefined {
  const entries = Object.entries(map).filter(([, v]) => v === 1 || v === -1);
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : undefined;
}

export function readHealthParams(p: URLSearchParams): HealthParams {
  const status = p.get('status') as HealthStatusFilter | null;
  const cell = p.get('pivotCellType') as PivotCellType | null;
  return {
    layout: p.get('layout') === 'card' ? 'card' : 'table',
    labels: parseLabelsParam(p.get('labels')),
    query: p.get('query') ?? '',
    groupBy: p.get('groupBy') || HEALTH_DEFAULTS.groupBy,
    tabBy: p.get('tabBy') || HEALTH_DEFAULTS.tabBy,
    tab: p.get('tab') || undefined,
    pivotBy: p.get('pivotBy') || undefined,
    pivotLabel: p.get('pivotLabel') || undefined,
    pivotCellType: cell && CELL_TYPES.includes(cell) ? cell : HEALTH_DEFAULTS.pivotCellType,
    sortBy: p.get('sortBy') || undefined,
    sortDesc: p.get('sortDesc') === 'true',
    checkId: p.get('checkId') || undefined,
    status: status && STATUSES.includes(status) ? status : undefined,
    hidePassing: p.get('hidePassing') !== 'false',
  };
}

type Patch = Partial<HealthParams>;

/** Writes a patch into a copy of the params; defaults and empty values are removed so URLs stay short. */
export function writeHealthParams(prev: URLSearchParams, patch: Patch): URLSearchParams {
  const next = new URLSearchParams(prev);
  const set = (key: string, value: string | undefined, fallback?: string) => {
    if (value === undefined || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  if ('layout' in patch) set('layout', patch.layout, HEALTH_DEFAULTS.layout);
  if ('labels' in patch) set('labels', serializeLabelsParam(patch.labels ?? {}));
  if ('query' in patch) set('query', patch.query?.trim());
  if ('groupBy' in patch) set('groupBy', patch.groupBy, HEALTH_DEFAULTS.groupBy);
  if ('tabBy' in patch) {
    set('tabBy', patch.tabBy, HEALTH_DEFAULTS.tabBy);
    next.delete('tab'); // a tab of the previous Tab By makes no sense under the new one
  }
  if ('tab' in patch) set('tab', patch.tab);
  if ('pivotBy' in patch) set('pivotBy', patch.pivotBy);
  if ('pivotLabel' in patch) set('pivotLabel', patch.pivotLabel);
  if ('pivotCellType' in patch) set('pivotCellType', patch.pivotCellType, HEALTH_DEFAULTS.pivotCellType);
  if ('sortBy' in patch) set('sortBy', patch.sortBy);
  if ('sortDesc' in patch) set('sortDesc', patch.sortDesc ? 'true' : undefined);
  if ('checkId' in patch) {
    set('checkId', patch.checkId);
    next.delete('checkTimeRange'); // the drawer's own range belongs to the check it was chosen for
  }
  if ('status' in patch) set('status', patch.status);
  if ('hidePassing' in patch) set('hidePassing', patch.hidePassing ? undefined : 'false');
  return next;
}

import type { CheckSummary } from '../api/types';
import { NO_GROUP } from './health-params';
import { orderLabelKeys } from './label-order';

export interface Option {
  value: string;
  label: string;
}

/** Fields Group By offers besides label keys, with the spec's texts. */
const GROUP_FIELDS: Option[] = [
  { value: NO_GROUP, label: 'No Grouping' },
  { value: 'canary_name', label: 'Group Name' },
  { value: 'name', label: 'Name' },
  { value: 'description', label: 'Description' },
  { value: 'type', label: 'Type' },
];
const GROUP_FIELD_KEYS = new Set(GROUP_FIELDS.map((o) => o.value));
export const AGENT_TAB = 'agent';
export const ALL_TAB = 'All';

/** Label keys found on checks, in the label display order. */
export function labelKeys(checks: CheckSummary[]): string[] {
  return orderLabelKeys(checks.flatMap((c) => Object.keys(c.labels ?? {})));
}

/** No Grouping, Group Name, Name, Description, Type, then one per label key (shell document §2). */
export function groupByOptions(checks: CheckSummary[]): Option[] {
  const keys = labelKeys(checks).filter((k) => !GROUP_FIELD_KEYS.has(k));
  return [...GROUP_FIELDS, ...keys.map((k) => ({ value: k, label: k }))];
}

/** namespace, each label key, Agent. */
export function tabByOptions(checks: CheckSummary[]): Option[] {
  const keys = labelKeys(checks).filter((k) => k !== 'namespace' && k !== AGENT_TAB);
  return [
    { value: 'namespace', label: 'namespace' },
    ...keys.map((k) => ({ value: k, label: k })),
    { value: AGENT_TAB, label: 'Agent' },
  ];
}

/** The value a check is grouped under; fields first, otherwise a label key. */
export function groupValue(check: CheckSummary, groupBy: string): string | undefined {
  if (groupBy === NO_GROUP) return undefined;
  if (GROUP_FIELD_KEYS.has(groupBy)) {
    const v = check[groupBy as keyof CheckSummary];
    return typeof v === 'string' && v ? v : undefined;
  }
  return check.labels?.[groupBy] || undefined;
}

/** The tab a check belongs to under Tab By; agents show by name (the nil agent is "local"). */
export function tabValue(check: CheckSummary, tabBy: string, agentNames: Record<string, string>): string | undefined {
  if (tabBy === 'namespace') return check.namespace || undefined;
  if (tabBy === AGENT_TAB) return check.agent_id ? (agentNames[check.agent_id] ?? check.agent_id) : undefined;
  return check.labels?.[tabBy] || undefined;
}

/** All first, then the other values alphabetically; no tabs at all when no check has a value. */
export function computeTabs(checks: CheckSummary[], tabBy: string, agentNames: Record<string, string>): string[] {
  const values = new Set<string>();
  for (const c of checks) {
    const v = tabValue(c, tabBy, agentNames);
    if (v) values.add(v);
  }
  if (values.size === 0) return [];
  return [ALL_TAB, ...[...values].sort((a, b) => a.localeCompare(b))];
}

/** Label keys with their values, for the Filter by Label sidebar; ids are `key=value`. */
export function labelFilterOptions(checks: CheckSummary[]): { key: string; values: string[] }[] {
  const byKey = new Map<string, Set<string>>();
  for (const c of checks) {
    for (const [k, v] of Object.entries(c.labels ?? {})) {
      if (!byKey.has(k)) byKey.set(k, new Set());
      byKey.get(k)!.add(String(v));
    }
  }
  return orderLabelKeys(byKey.keys()).map((key) => ({
    key,
    values: [...byKey.get(key)!].sort((a, b) => a.localeCompare(b)),
  }));
}

export const labelId = (key: string, value: string) => `${key}=${value}`;

import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '../api/types';
import { filterChecks, matchesLabels } from './filter-checks';

const c = (name: string, status: string | null, labels: Record<string, string>, extra: Partial<CheckSummary> = {}) =>
  ({ id: name, canary_id: 'x', type: 'http', name, status, labels, namespace: 'ns', ...extra }) as CheckSummary;
const all = [
  c('api', 'healthy', { env: 'prod' }, { description: 'Public API' }),
  c('db', 'unhealthy', { env: 'staging' }, { endpoint: 'postgres://db' }),
  c('new', null, { env: 'prod', team: 'core' }, { namespace: 'other' }),
];
const base = { query: '', labels: {}, hidePassing: true, tabBy: 'namespace' } as const;
const names = (list: CheckSummary[]) => list.map((x) => x.name);

describe('filterChecks', () => {
  it('hides passing checks by default, shows them when off', () => {
    expect(names(filterChecks(all, base, {}))).toEqual(['db', 'new']);
    expect(names(filterChecks(all, { ...base, hidePassing: false }, {}))).toEqual(['api', 'db', 'new']);
  });

  it('lets an explicit status win over Hide Passing (unknown = never ran)', () => {
    expect(names(filterChecks(all, { ...base, status: 'healthy' }, {}))).toEqual(['api']);
    expect(names(filterChecks(all, { ...base, status: 'unknown' }, {}))).toEqual(['new']);
  });

  it('searches name, description and endpoint', () => {
    const f = { ...base, hidePassing: false };
    expect(names(filterChecks(all, { ...f, query: 'public' }, {}))).toEqual(['api']);
    expect(names(filterChecks(all, { ...f, query: 'POSTGRES' }, {}))).toEqual(['db']);
  });

  it('filters by tab', () => {
    expect(names(filterChecks(all, { ...base, hidePassing: false, tab: 'other' }, {}))).toEqual(['new']);
    expect(names(filterChecks(all, { ...base, hidePassing: false, tab: 'All' }, {}))).toHaveLength(3);
  });

  it('includes and excludes label values', () => {
    expect(matchesLabels(all[0]!, { 'env=prod': 1 })).toBe(true);
    expect(matchesLabels(all[1]!, { 'env=prod': 1 })).toBe(false);
    expect(matchesLabels(all[1]!, { 'env=prod': 1, 'env=staging': 1 })).toBe(true);
    expect(matchesLabels(all[2]!, { 'team=core': -1 })).toBe(false);
    expect(matchesLabels(all[0]!, { 'team=core': -1 })).toBe(true);
  });
});

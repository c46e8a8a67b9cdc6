import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '../api/types';
import { computeTabs, groupByOptions, groupValue, labelFilterOptions, tabByOptions, tabValue } from './check-grouping';

const check = (over: Partial<CheckSummary>): CheckSummary => ({
  id: over.name ?? 'x',
  canary_id: 'c',
  type: 'http',
  name: 'x',
  ...over,
});
const checks = [
  check({ name: 'a', namespace: 'prod', canary_name: 'web', agent_id: 'A1', labels: { team: 'core', env: 'prod' } }),
  check({ name: 'b', namespace: 'dev', canary_name: 'web', type: 'dns', labels: { env: 'dev', account: 'x' } }),
  check({ name: 'c', namespace: 'prod', canary_name: 'db', agent_id: 'A2', labels: {} }),
];

describe('grouping and tabs', () => {
  it('offers the fixed Group By options then one per label key in display order', () => {
    expect(groupByOptions(checks).map((o) => o.label)).toEqual([
      'No Grouping',
      'Group Name',
      'Name',
      'Description',
      'Type',
      'account',
      'env',
      'team',
    ]);
  });

  it('offers namespace, label keys and Agent for Tab By', () => {
    expect(tabByOptions(checks).map((o) => o.label)).toEqual(['namespace', 'account', 'env', 'team', 'Agent']);
  });

  it('groups by field or label key', () => {
    expect(groupValue(checks[0]!, 'canary_name')).toBe('web');
    expect(groupValue(checks[1]!, 'type')).toBe('dns');
    expect(groupValue(checks[0]!, 'team')).toBe('core');
    expect(groupValue(checks[2]!, 'team')).toBeUndefined();
    expect(groupValue(checks[0]!, 'no-group')).toBeUndefined();
  });

  it('puts All first and the other tabs alphabetically; none when no check has a value', () => {
    expect(computeTabs(checks, 'namespace', {})).toEqual(['All', 'dev', 'prod']);
    expect(computeTabs(checks, 'env', {})).toEqual(['All', 'dev', 'prod']);
    expect(computeTabs(checks, 'owner-label', {})).toEqual([]);
    expect(computeTabs(checks, 'agent', { A1: 'zeta', A2: 'alpha' })).toEqual(['All', 'alpha', 'zeta']);
    expect(tabValue(checks[1]!, 'agent', {})).toBeUndefined();
  });

  it('lists label values per key for the label filter', () => {
    expect(labelFilterOptions(checks)).toEqual([
      { key: 'account', values: ['x'] },
      { key: 'env', values: ['dev', 'prod'] },
      { key: 'team', values: ['core'] },
    ]);
  });
});

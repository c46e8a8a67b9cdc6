import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '../api/types';
import { pivotChecks } from './pivot';

const c = (id: string, name: string, labels: Record<string, string>) =>
  ({ id, canary_id: 'x', type: 'http', name, labels }) as CheckSummary;

describe('pivotChecks', () => {
  it('makes one row per check name and one column per value of the label', () => {
    const t = pivotChecks(
      [
        c('1', 'api', { region: 'eu' }),
        c('2', 'api', { region: 'us' }),
        c('3', 'db', { region: 'eu' }),
        c('4', 'x', {}),
      ],
      'region',
    );
    expect(t.columns).toEqual(['eu', 'us']);
    expect(t.rows.map((r) => r.name)).toEqual(['api', 'db']);
    expect(t.rows[0]!.cells.us!.map((x) => x.id)).toEqual(['2']);
    expect(t.rows[1]!.cells.us).toBeUndefined();
  });
});

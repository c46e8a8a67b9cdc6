import { describe, expect, it } from 'vitest';
import { orderLabelKeys, orderedLabels } from './label-order';

describe('label display order', () => {
  it('puts account, namespace, name first, then the rest sorted', () => {
    expect(orderLabelKeys(['zone', 'name', 'app', 'namespace', 'account', 'env'])).toEqual([
      'account',
      'namespace',
      'name',
      'app',
      'env',
      'zone',
    ]);
    expect(orderedLabels({ b: '2', name: 'n', a: '1' })).toEqual([
      ['name', 'n'],
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(orderedLabels(null)).toEqual([]);
  });
});

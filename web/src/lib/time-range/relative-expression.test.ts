import { describe, expect, it } from 'vitest';
import { parseRelativeOps, resolveRelative } from './relative-expression';

// Wednesday 2024-05-15 13:45:30.250 local time.
const NOW = new Date(2024, 4, 15, 13, 45, 30, 250);
const at = (e: string, up = false) => resolveRelative(e, NOW, up);

describe('relative expressions', () => {
  it('parses operators with numbers and every unit', () => {
    expect(parseRelativeOps('-2d/d+1h')).toEqual([
      { kind: 'add', amount: -2, unit: 'd' },
      { kind: 'round', unit: 'd' },
      { kind: 'add', amount: 1, unit: 'h' },
    ]);
    expect(parseRelativeOps('-500ms')).toEqual([{ kind: 'add', amount: -500, unit: 'ms' }]);
    expect(parseRelativeOps('-1M')).toEqual([{ kind: 'add', amount: -1, unit: 'M' }]);
    expect(parseRelativeOps('-m')).toEqual([{ kind: 'add', amount: -1, unit: 'm' }]);
  });

  it('adds and subtracts ms, s, m, h, d, w, M and y', () => {
    expect(at('now')).toEqual(NOW);
    expect(at('now-500ms')).toEqual(new Date(2024, 4, 15, 13, 45, 29, 750));
    expect(at('now-30s')).toEqual(new Date(2024, 4, 15, 13, 45, 0, 250));
    expect(at('now-15m')).toEqual(new Date(2024, 4, 15, 13, 30, 30, 250));
    expect(at('now+2h')).toEqual(new Date(2024, 4, 15, 15, 45, 30, 250));
    expect(at('now-2d')).toEqual(new Date(2024, 4, 13, 13, 45, 30, 250));
    expect(at('now-1w')).toEqual(new Date(2024, 4, 8, 13, 45, 30, 250));
    expect(at('now-3M')).toEqual(new Date(2024, 1, 15, 13, 45, 30, 250));
    expect(at('now+1y')).toEqual(new Date(2025, 4, 15, 13, 45, 30, 250));
  });

  it('keeps m (minutes) apart from M (months)', () => {
    expect(at('now-1m')!.getMonth()).toBe(4);
    expect(at('now-1M')!.getMonth()).toBe(3);
  });

  it('rounds down to the start of a period, or up to its end for the `to` side', () => {
    expect(at('now/d')).toEqual(new Date(2024, 4, 15, 0, 0, 0, 0));
    expect(at('now/d', true)).toEqual(new Date(2024, 4, 15, 23, 59, 59, 999));
    expect(at('now/h')).toEqual(new Date(2024, 4, 15, 13, 0, 0, 0));
    expect(at('now/m', true)).toEqual(new Date(2024, 4, 15, 13, 45, 59, 999));
    expect(at('now/s')).toEqual(new Date(2024, 4, 15, 13, 45, 30, 0));
    expect(at('now/M')).toEqual(new Date(2024, 4, 1));
    expect(at('now/M', true)).toEqual(new Date(2024, 4, 31, 23, 59, 59, 999));
    expect(at('now/y')).toEqual(new Date(2024, 0, 1));
  });

  it('rounds weeks to Monday', () => {
    expect(at('now/w')).toEqual(new Date(2024, 4, 13));
    expect(at('now/w', true)).toEqual(new Date(2024, 4, 19, 23, 59, 59, 999));
  });

  it('applies operations in order: yesterday and previous week', () => {
    expect(at('now-1d/d')).toEqual(new Date(2024, 4, 14));
    expect(at('now-1d/d', true)).toEqual(new Date(2024, 4, 14, 23, 59, 59, 999));
    expect(at('now-1w/w')).toEqual(new Date(2024, 4, 6));
    expect(at('now/d+1h')).toEqual(new Date(2024, 4, 15, 1));
  });

  it('accepts ISO dates and rejects anything else', () => {
    expect(at('2024-01-02T03:04:05.000Z')).toEqual(new Date('2024-01-02T03:04:05.000Z'));
    for (const bad of ['', 'yesterday', 'now-', 'now-2x', 'now/', 'now/q', 'now*2d', 'now-2dd', '2d']) {
      expect(at(bad), bad).toBeUndefined();
    }
  });
});

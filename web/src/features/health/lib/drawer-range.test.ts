import { describe, expect, it } from 'vitest';
import { defaultDrawerRange } from './drawer-range';

const HOUR = 3_600_000;

describe('drawer time range', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('picks the shortest of 1h … 5y that reaches the last run', () => {
    expect(defaultDrawerRange(undefined, now)).toBe('1h');
    expect(defaultDrawerRange(ago(5 * 60_000), now)).toBe('1h');
    expect(defaultDrawerRange(ago(90 * 60_000), now)).toBe('2h');
    expect(defaultDrawerRange(ago(30 * HOUR), now)).toBe('2d');
    expect(defaultDrawerRange(ago(20 * 24 * HOUR), now)).toBe('3w');
    expect(defaultDrawerRange(ago(10 * 365 * 24 * HOUR), now)).toBe('5y');
  });
});

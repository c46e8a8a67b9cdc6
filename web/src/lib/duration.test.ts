import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('duration display (ms, then s, then m, then h)', () => {
  it.each([
    [0, '0ms'],
    [999, '999ms'],
    [1000, '1s'],
    [1500, '1.5s'],
    [12_345, '12.35s'],
    [59_999, '60s'],
    [60_000, '1m'],
    [90_000, '1.5m'],
    [3_599_000, '60m'],
    [3_600_000, '1h'],
    [5_400_000, '1.5h'],
    [90_000_000, '25h'],
  ])('%d ms → %s', (ms, text) => expect(formatDuration(ms)).toBe(text));

  it('is empty for missing values', () => {
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

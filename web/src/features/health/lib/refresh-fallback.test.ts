import { describe, expect, it } from 'vitest';
import { effectiveRefresh, minimumRefreshMs } from './refresh-fallback';

const HOUR = 3_600_000;

describe('auto-refresh fallback', () => {
  it('keeps short refreshes for short ranges and lengthens them for long ones', () => {
    expect(effectiveRefresh('15s', HOUR)).toBe('15s');
    expect(effectiveRefresh('15s', 12 * HOUR)).toBe('60s');
    expect(effectiveRefresh('2m', 3 * 24 * HOUR)).toBe('5m');
    expect(effectiveRefresh('30s', 30 * 24 * HOUR)).toBe('15m');
    expect(effectiveRefresh('10m', 12 * HOUR)).toBe('10m');
    expect(effectiveRefresh('None', 365 * 24 * HOUR)).toBe('None');
    expect(minimumRefreshMs(3 * HOUR)).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { addRecentRange, loadRecentRanges, rememberRecentRange } from './recent-ranges';
import {
  PAST_RANGES,
  presetDisplay,
  presetToExpression,
  QUICK_RANGES,
  resolveTimeRange,
  toAbsoluteOrThrow,
  type TimeRange,
} from './time-range';
import { readTimeRange, writeTimeRange } from './url-params';

const NOW = new Date(2024, 4, 15, 13, 45, 30, 250);
const abs = (i: number) => ({
  type: 'absolute' as const,
  from: `2024-01-0${i}T00:00:00.000Z`,
  to: `2024-01-0${i}T06:00:00.000Z`,
  display: `r${i}`,
});

afterEach(() => vi.restoreAllMocks());

describe('presets', () => {
  it('covers the spec list in order, with words and expressions', () => {
    expect(PAST_RANGES.map((r) => r.display)).toEqual([
      '15 minutes',
      '1 hour',
      '2 hours',
      '3 hours',
      '6 hours',
      '12 hours',
      '1 day',
      '2 days',
      '3 days',
      '1 week',
      '2 weeks',
      '3 weeks',
      '1 month',
      '2 months',
      '3 months',
      '6 months',
      '1 year',
      '2 years',
      '3 years',
      '5 years',
    ]);
    expect(presetToExpression('2d')).toBe('now-2d');
    expect(presetToExpression('1mo')).toBe('now-1M');
    expect(presetToExpression('3h', true)).toBe('now+3h');
    expect(presetDisplay('1y')).toBe('1 year');
  });
});

describe('resolving ranges', () => {
  it('resolves past and future relative ranges around now', () => {
    expect(resolveTimeRange({ type: 'relative', range: 'now-2d', display: '2 days' }, NOW)).toEqual({
      from: new Date(2024, 4, 13, 13, 45, 30, 250),
      to: NOW,
    });
    expect(resolveTimeRange({ type: 'relative', range: 'now+1h', display: 'Next 1 hour' }, NOW)).toEqual({
      from: NOW,
      to: new Date(2024, 4, 15, 14, 45, 30, 250),
    });
  });

  it('resolves mapped quick ranges with rounding on both ends', () => {
    const yesterday = QUICK_RANGES.find((r) => r.display === 'Yesterday')!;
    expect(resolveTimeRange(yesterday, NOW)).toEqual({
      from: new Date(2024, 4, 14),
      to: new Date(2024, 4, 14, 23, 59, 59, 999),
    });
    const today = QUICK_RANGES.find((r) => r.display === 'Today so far')!;
    expect(resolveTimeRange(today, NOW)).toEqual({ from: new Date(2024, 4, 15), to: NOW });
  });

  it('logs invalid relative and mapped ranges, and throws converting them to absolute', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveTimeRange({ type: 'relative', range: 'now-2x', display: 'x' }, NOW)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Invalid relative time range', expect.anything());
    const mapped: TimeRange = { type: 'mapped', from: 'now/q', to: 'now', display: 'bad' };
    expect(resolveTimeRange(mapped, NOW)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Invalid mapped time range', expect.anything());
    expect(() => toAbsoluteOrThrow(mapped, NOW)).toThrow('Invalid mapped time range');
    expect(toAbsoluteOrThrow(QUICK_RANGES[0]!, NOW)).toMatchObject({
      type: 'absolute',
      from: new Date(2024, 4, 15).toISOString(),
      to: NOW.toISOString(),
    });
  });
});

describe('URL parameters', () => {
  it('round-trips each kind through rangeType, display, range, from and to', () => {
    const rel: TimeRange = { type: 'relative', range: 'now-2d', display: '2 days' };
    const p = writeTimeRange(new URLSearchParams('status=FAILED:1'), rel);
    expect(p.toString()).toBe('status=FAILED%3A1&rangeType=relative&display=2+days&range=now-2d');
    expect(readTimeRange(p)).toEqual(rel);
    const a = abs(1);
    expect(readTimeRange(writeTimeRange(new URLSearchParams(), a))).toEqual(a);
  });

  it('reads the short timeRange preset and falls back when nothing valid is there', () => {
    expect(readTimeRange(new URLSearchParams('timeRange=1h'))).toEqual({
      type: 'relative',
      range: 'now-1h',
      display: '1 hour',
    });
    const fallback: TimeRange = { type: 'relative', range: 'now-2d', display: '2 days' };
    expect(readTimeRange(new URLSearchParams('rangeType=absolute&from=x'), fallback)).toBe(fallback);
  });

  it('Clear removes every range parameter and keeps the others', () => {
    const p = new URLSearchParams('rangeType=relative&display=x&range=now-1h&from=a&to=b&timeRange=1h&q=1');
    expect(writeTimeRange(p, undefined).toString()).toBe('q=1');
  });
});

describe('recent absolute ranges', () => {
  it('keeps the newest first, unique, at most five', () => {
    let list = [abs(1), abs(2), abs(3), abs(4), abs(5)];
    list = addRecentRange(list, abs(6));
    expect(list.map((r) => r.display)).toEqual(['r6', 'r1', 'r2', 'r3', 'r4']);
    list = addRecentRange(list, { ...abs(3), display: 'again' });
    expect(list.map((r) => r.display)).toEqual(['again', 'r6', 'r1', 'r2', 'r4']);
  });

  it('persists in local storage', () => {
    rememberRecentRange(abs(1));
    rememberRecentRange(abs(2));
    expect(loadRecentRanges().map((r) => r.display)).toEqual(['r2', 'r1']);
    localStorage.setItem('opsdeck.recentTimeRanges', '{bad json');
    expect(loadRecentRanges()).toEqual([]);
  });
});

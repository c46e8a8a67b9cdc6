import { describe, expect, it } from 'vitest';
import { DURATION_FILTER_ERROR, parseDurationFilter, validateDurationFilter } from './duration-filter';

describe('duration filter', () => {
  it('accepts only a number with ms or s', () => {
    expect(parseDurationFilter('250ms')).toBe(250);
    expect(parseDurationFilter('1.5s')).toBe(1500);
    expect(parseDurationFilter(' 10s ')).toBe(10_000);
    for (const bad of ['1m', '10', 'abc', 's', '2 minutes', '-1s']) {
      expect(validateDurationFilter(bad)).toBe(DURATION_FILTER_ERROR);
    }
    expect(DURATION_FILTER_ERROR).toBe('duration is allowed only in milli seconds & seconds');
    expect(validateDurationFilter('100ms')).toBeUndefined();
  });
});

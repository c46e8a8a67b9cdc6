import { describe, expect, it } from 'vitest';
import { failedPercentage, uptimeColor, uptimeText } from './uptime';

describe('uptime bar', () => {
  it('colours the failed percentage: green up to 75, orange above 75, red above 90', () => {
    expect(uptimeColor(0)).toBe('green');
    expect(uptimeColor(75)).toBe('green');
    expect(uptimeColor(75.1)).toBe('orange');
    expect(uptimeColor(90)).toBe('orange');
    expect(uptimeColor(90.1)).toBe('red');
  });

  it('computes the failed share and the uptime text from the counts', () => {
    expect(failedPercentage({ passed: 1, failed: 3 })).toBe(75);
    expect(failedPercentage({ passed: 0, failed: 0 })).toBeUndefined();
    expect(uptimeText({ passed: 2, failed: 1 })).toBe('66.67%');
    expect(uptimeText(undefined)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { durationMs, readJobFilters, statusFilter } from './job-filter-params';

describe('job history filter parameters', () => {
  it('excludes SUCCESS by default, and an empty status means no filter', () => {
    expect(readJobFilters(new URLSearchParams()).status).toBe('SUCCESS:-1');
    expect(statusFilter('SUCCESS:-1')).toEqual({ include: [], exclude: ['SUCCESS'] });
    expect(readJobFilters(new URLSearchParams('status=')).status).toBe('');
    expect(statusFilter('')).toEqual({ include: [], exclude: [] });
  });

  it('reads the other filters', () => {
    const f = readJobFilters(
      new URLSearchParams('resourceType=canary&resourceId=abc&name=SyncCanary&status=FAILED:1&duration=1m'),
    );
    expect(f).toEqual({
      resourceType: 'canary',
      resourceId: 'abc',
      name: 'SyncCanary',
      status: 'FAILED:1',
      duration: '1m',
    });
    expect(durationMs(f.duration)).toBe(60_000);
    expect(durationMs('bogus')).toBeUndefined();
  });
});

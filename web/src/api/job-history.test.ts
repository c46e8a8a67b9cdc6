import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchJobHistories } from './job-history';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('GET /job_histories', () => {
  it('sends the filters, limit/offset and Prefer count=exact, and reads the total from Content-Range', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify([{ id: '1', name: 'SyncCanary', status: 'FAILED', created_at: '2024-01-01T00:00:00Z' }]),
        {
          status: 206,
          headers: { 'Content-Range': '100-149/1234', 'Content-Type': 'application/json' },
        },
      ),
    );
    const page = await fetchJobHistories({
      pageIndex: 2,
      pageSize: 50,
      resourceType: 'canary',
      include: ['FAILED'],
      exclude: ['SUCCESS'],
      minDurationMs: 1000,
      from: '2024-01-01T00:00:00.000Z',
      sortBy: 'created_at',
      sortOrder: 'desc',
    });
    expect(page.totalEntries).toBe(1234);
    expect(page.data).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const u = new URL(String(url));
    expect(u.pathname).toBe('/api/db/job_histories');
    expect(u.searchParams.get('resource_type')).toBe('eq.canary');
    expect(u.searchParams.getAll('status')).toEqual(['in.(FAILED)', 'not.in.(SUCCESS)']);
    expect(u.searchParams.get('duration_millis')).toBe('gte.1000');
    expect(u.searchParams.get('created_at')).toBe('gt.2024-01-01T00:00:00.000Z');
    expect(u.searchParams.get('order')).toBe('created_at.desc');
    expect(u.searchParams.get('offset')).toBe('100');
    expect(u.searchParams.get('limit')).toBe('50');
    expect(new Headers(init!.headers).get('Prefer')).toContain('count=exact');
  });

  it('surfaces transport errors with the spec message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchJobHistories({ pageIndex: 0, pageSize: 50 })).rejects.toThrow('Network Error. Please try again.');
  });
});

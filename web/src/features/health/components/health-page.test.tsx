import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderAt } from '../../../test/render';
import type { CheckSummary } from '../api/types';
import { HealthPage } from './health-page';

const row = (name: string, status: string, labels: Record<string, string>, namespace = 'default'): CheckSummary => ({
  id: `id-${name}`,
  canary_id: 'canary-1',
  type: name === 'dns-check' ? 'dns' : 'http',
  name,
  status,
  namespace,
  canary_name: 'payments',
  labels,
  uptime: { passed: 3, failed: status === 'healthy' ? 0 : 2 },
  latency: { p95: 120, p97: 130, p99: 140 },
});
const SUMMARY = [
  row('api-health', 'healthy', { env: 'prod' }, 'alpha'),
  row('db-check', 'unhealthy', { env: 'staging' }, 'beta'),
  row('dns-check', 'healthy', { env: 'staging' }, 'alpha'),
];

const fetchMock = vi.fn<typeof fetch>();
let summaryStatus = 200;
beforeEach(() => {
  summaryStatus = 200;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/api/canary/api/summary')) {
      return summaryStatus === 200
        ? new Response(JSON.stringify({ duration: 1, checks_summary: SUMMARY }), { status: 200 })
        : new Response('{"message":"Route not found"}', { status: 404 });
    }
    if (url.includes('/api/db/check_summary'))
      return new Response(JSON.stringify(SUMMARY.slice(0, 2)), { status: 200 });
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const rows = () => screen.getAllByRole('row').slice(1);
const hasRow = (name: string) => screen.queryAllByText(name, { exact: true }).length > 0;

describe('HealthPage', () => {
  it('hides passing checks by default and shows them when the toggle is off (in the URL)', async () => {
    renderAt(<HealthPage />, '/health');
    await screen.findByText('db-check');
    expect(hasRow('api-health')).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Hide Passing' }));
    await screen.findByText('api-health');
    expect(currentUrl()).toContain('hidePassing=false');
    // One group row (payments) plus three checks.
    expect(rows()).toHaveLength(4);
  });

  it('asks the summary for the default range (second preset: 1 hour)', async () => {
    renderAt(<HealthPage />, '/health');
    await screen.findByText('db-check');
    const url = String(fetchMock.mock.calls.find((c) => String(c[0]).includes('summary'))![0]);
    const q = new URL(url, 'http://x').searchParams;
    expect(Date.parse(q.get('end')!) - Date.parse(q.get('start')!)).toBeCloseTo(3_600_000, -3);
    expect(screen.getByRole('button', { name: 'Time range' })).toHaveTextContent('1 hour');
  });

  it('falls back to the data API when the summary endpoint answers 404', async () => {
    summaryStatus = 404;
    renderAt(<HealthPage />, '/health?hidePassing=false');
    await screen.findByText('api-health');
    expect(hasRow('dns-check')).toBe(false);
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/api/db/check_summary'))).toBe(true);
  });

  it('changes grouping and tabs through the URL', async () => {
    renderAt(<HealthPage />, '/health?hidePassing=false');
    await screen.findByText('api-health');
    await userEvent.click(screen.getByRole('button', { name: 'Group By' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Type' }));
    await waitFor(() => expect(currentUrl()).toContain('groupBy=type'));
    expect(screen.getByRole('columnheader', { name: /Type/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'alpha', 'beta']);
    await userEvent.click(screen.getByRole('tab', { name: 'beta' }));
    await waitFor(() => expect(hasRow('api-health')).toBe(false));
    expect(currentUrl()).toContain('tab=beta');
  });

  it('filters by label (three-state) and keeps it as a JSON map in the URL', async () => {
    renderAt(<HealthPage />, '/health?hidePassing=false');
    await screen.findByText('api-health');
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Exclude staging' }));
    await waitFor(() => expect(hasRow('db-check')).toBe(false));
    const labels = new URL(currentUrl(), 'http://x').searchParams.get('labels');
    expect(JSON.parse(labels!)).toEqual({ 'env=staging': -1 });
  });

  it('shows the status from a link even with Hide Passing on', async () => {
    renderAt(<HealthPage />, '/health?status=healthy');
    await screen.findByText('api-health');
    expect(hasRow('db-check')).toBe(false);
  });

  it('shows the error panel when the summary fails', async () => {
    fetchMock.mockImplementation(async () => new Response('{"message":"database is down"}', { status: 500 }));
    renderAt(<HealthPage />, '/health');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('database is down');
  });
});

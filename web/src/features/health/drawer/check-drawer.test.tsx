import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import type { CheckSummary } from '../api/types';
import CheckDrawer from './check-drawer';

const CHECK: CheckSummary = {
  id: 'chk-1',
  canary_id: 'can-1',
  type: 'http',
  name: 'db-check',
  status: 'unhealthy',
  labels: { env: 'staging', account: 'acme' },
  severity: 'high',
  last_runtime: new Date(Date.now() - 120_000).toISOString(),
  uptime: { passed: 1, failed: 2 },
  latency: { p95: 1500, p97: 1600, p99: 1700 },
};
const STATUSES = [
  {
    check_id: 'chk-1',
    time: new Date(Date.now() - 300_000).toISOString(),
    duration: 1500,
    message: 'connection refused',
    status: false,
  },
  {
    check_id: 'chk-1',
    time: new Date(Date.now() - 900_000).toISOString(),
    duration: 40,
    message: 'HTTP 200',
    status: true,
  },
];

const fetchMock = vi.fn<typeof fetch>();
let roles: string[] | undefined;
const urlOf = (input: unknown) => String(input instanceof Request ? input.url : input);
const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);
beforeEach(() => {
  roles = undefined;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = urlOf(input);
    if (url.endsWith('/api/auth/whoami')) {
      return new Response(JSON.stringify({ user: { id: 'u' }, roles: roles ?? ['admin'] }), { status: 200 });
    }
    if (url.includes('/api/db/check_statuses')) {
      const rows = url.includes('status=is.true') ? STATUSES.filter((s) => s.status) : STATUSES;
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Range': `0-${rows.length - 1}/${rows.length}` },
      });
    }
    if (url.includes('/api/db/checks')) {
      return new Response(
        JSON.stringify([
          {
            id: 'chk-1',
            name: 'db-check',
            canary_id: 'can-1',
            next_runtime: null,
            spec: { url: 'http://x' },
            canaries: { id: 'can-1', name: 'p', source: 'UI' },
          },
        ]),
        { status: 200 },
      );
    }
    if (url.includes('/api/canary/api/graph'))
      return new Response(JSON.stringify({ status: [], uptime: { passed: 1, failed: 2 } }), { status: 200 });
    return new Response('[]', { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const statusCalls = () => fetchMock.mock.calls.filter((c) => urlOf(c[0]).includes('/api/db/check_statuses'));

describe('CheckDrawer', () => {
  it('shows the metrics and pages the history with an exact count', async () => {
    renderAt(<CheckDrawer checkId="chk-1" summary={CHECK} onClose={() => {}} />, '/health?checkId=chk-1');
    await screen.findByText('connection refused');
    expect(screen.getByText('1 passed')).toBeInTheDocument();
    expect(screen.getByText('1.5s / 1.6s / 1.7s')).toBeInTheDocument();
    expect(screen.getByText('high')).toBeInTheDocument();
    // Labels in display order: account before env.
    expect(screen.getAllByText(/^(account|env):/).map((e) => e.textContent)).toEqual(['account: acme', 'env: staging']);
    const [input, init] = statusCalls()[0]!;
    const q = new URL(urlOf(input)).searchParams;
    expect(q.get('check_id')).toBe('eq.chk-1');
    expect(q.get('order')).toBe('time.desc');
    expect(q.get('limit')).toBe('50');
    expect(q.get('offset')).toBe('0');
    expect(headerOf(init, 'Prefer')).toContain('count=exact');
    // Automatic range: the last run was two minutes ago → 1 hour.
    expect(screen.getByRole('combobox', { name: 'Check time range' })).toHaveValue('1h');
  });

  it('filters the history by status with is.true', async () => {
    renderAt(<CheckDrawer checkId="chk-1" summary={CHECK} onClose={() => {}} />, '/health?checkId=chk-1');
    await screen.findByText('connection refused');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'healthy');
    await waitFor(() => expect(screen.queryByText('connection refused')).toBeNull());
    expect(urlOf(statusCalls().at(-1)![0])).toContain('status=is.true');
  });

  it('shows Run Now and Edit to an admin, and hides Run Now from a viewer', async () => {
    const first = renderAt(<CheckDrawer checkId="chk-1" summary={CHECK} onClose={() => {}} />, '/health');
    expect(await screen.findByRole('button', { name: 'Run Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/canaries/can-1');
    first.unmount();
    roles = ['viewer'];
    renderAt(<CheckDrawer checkId="chk-1" summary={CHECK} onClose={() => {}} />, '/health');
    await screen.findByText('connection refused');
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => urlOf(c[0]).endsWith('/whoami'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Run Now' })).toBeNull();
  });
});

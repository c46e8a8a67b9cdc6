import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { AppLayout } from './app-layout';
import { SIDEBAR_KEY } from './use-sidebar-collapse';

let narrow = false;
const listeners = new Set<() => void>();
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  narrow = false;
  listeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(max-width: 1023px)' && narrow;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/db/properties')) return json([{ name: 'logs.disable', value: 'true' }]);
    if (url.includes('/api/auth/whoami')) return json({ user: { id: 'u1', name: 'Admin' }, roles: ['admin'] });
    return json({}, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

const sidebar = () => screen.getByTestId('sidebar');

describe('sidebar', () => {
  it('lists the entries, hides disabled features, and opens the Settings submenu', async () => {
    renderAt(<AppLayout />, '/health');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    for (const name of ['Dashboard', 'Health', 'Incidents', 'Catalog', 'Playbooks'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Logs' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    for (const name of [
      'Connections',
      'Jobs History',
      'Feature Flags',
      'Event Queue',
      'Agents',
      'Integrations',
      'Topologies',
      'Teams',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    // Log Backends needs the logs flag.
    expect(screen.queryByRole('link', { name: 'Log Backends' })).not.toBeInTheDocument();
  });

  it('is w-56 expanded and w-14 collapsed, and remembers the choice', async () => {
    renderAt(<AppLayout />, '/health');
    expect(sidebar()).toHaveClass('w-56');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveClass('w-14');
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('true');
  });

  it('starts collapsed from local storage', () => {
    localStorage.setItem(SIDEBAR_KEY, 'true');
    renderAt(<AppLayout />, '/health');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
  });

  it('collapses by itself under 1024 px and restores the preference above', async () => {
    renderAt(<AppLayout />, '/health');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
    narrow = true;
    act(() => listeners.forEach((fn) => fn()));
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    narrow = false;
    act(() => listeners.forEach((fn) => fn()));
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
  });
});

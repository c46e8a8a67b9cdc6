import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { PageHeader } from './page-header';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/about')) return new Response(JSON.stringify({ Version: '2.3.4' }), { status: 200 });
    if (url.endsWith('/api/auth/whoami'))
      return new Response(JSON.stringify({ user: { id: 'u1', name: 'Admin' }, roles: ['admin'] }), { status: 200 });
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('PageHeader', () => {
  it('shows the title, a spinning refresh button and the bell link', async () => {
    const onRefresh = vi.fn();
    renderAt(<PageHeader title="Job History" onRefresh={onRefresh} loading />);
    expect(await screen.findByRole('heading', { name: 'Job History' })).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh.querySelector('svg')).toHaveClass('animate-spin');
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('user menu: greeting, version line, kubeconfig dialog', async () => {
    renderAt(<PageHeader title="x" />);
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByText('Hi Admin')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('version-line')).toHaveTextContent(/^frontend \d+\.\d+\.\d+; backend 2\.3\.4$/),
    );
    expect(screen.getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/profile-settings');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download kubeconfig' }));
    expect(await screen.findByRole('dialog', { name: 'Download and install kubeconfig' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the kubeconfig file' })).toHaveAttribute(
      'href',
      '/api/kubeconfig',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows NA when the backend has no version', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 404 }));
    renderAt(<PageHeader title="x" />);
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await waitFor(() => expect(screen.getByTestId('version-line')).toHaveTextContent(/backend NA$/));
  });
});

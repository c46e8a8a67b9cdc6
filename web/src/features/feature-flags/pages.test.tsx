import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { mergeFlags } from './flags-api';
import { FeatureFlagsPage } from './pages';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/auth/whoami')) return json({ user: { id: 'u1' }, roles: ['admin'] });
    if (url.includes('/api/properties/local')) return json([{ name: 'logs.disable', value: 'true', source: 'local' }]);
    if (url.includes('/api/db/properties')) return json([{ name: 'incidents.disable', value: 'false', source: 'UI' }]);
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('feature flags', () => {
  it('merges stored and local flags, local winning', () => {
    const merged = mergeFlags(
      [
        { name: 'b', value: '1', source: 'UI' },
        { name: 'a', value: 'stored', source: 'UI' },
      ],
      [{ name: 'a', value: 'local' }],
    );
    expect(merged).toEqual([
      { name: 'a', value: 'local', source: 'local' },
      { name: 'b', value: '1', source: 'UI' },
    ]);
  });

  it('refuses to edit a local flag', async () => {
    renderAt(<FeatureFlagsPage />, '/settings/feature-flags');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit logs.disable' }));
    expect(await screen.findByText('Cannot edit local feature flags')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit incidents.disable' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Feature Flag' })).toBeInTheDocument();
  });

  it('asks for name and value', async () => {
    renderAt(<FeatureFlagsPage />, '/settings/feature-flags');
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByLabelText('Name'), 'x.disable');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('please provide all details')).toBeInTheDocument();
  });
});

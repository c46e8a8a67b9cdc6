import { act, screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { ProfileSettingsPage } from './profile-settings-page';
import { MESSAGE_CLEAR_MS } from './use-flash';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/auth/whoami'))
      return json({ user: { id: 'u1', name: 'Ada', email: 'ada@example.com' }, roles: ['editor'] });
    if (url.endsWith('/api/auth/change-password')) return json({ message: 'Invalid password' }, 400);
    return json([]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/profile-settings', () => {
  it('has the six sections', async () => {
    renderAt(<ProfileSettingsPage />, '/profile-settings');
    for (const name of [
      'Profile Settings',
      'Change Password',
      'Manage Social Sign In',
      'Manage 2FA Backup Recovery Codes',
      'Manage 2FA TOTP Authenticator App',
      'Manage Hardware Tokens and Biometrics',
    ])
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
  });

  it('clears a message after 10 s', async () => {
    renderAt(<ProfileSettingsPage />, '/profile-settings');
    const section = await screen.findByRole('region', { name: 'Change Password' });
    const field = (label: string) => within(section).getByLabelText(label);
    fireEvent.change(field('Current password'), { target: { value: 'old password!!' } });
    fireEvent.change(field('New password'), { target: { value: 'short' } });
    fireEvent.change(field('Confirm new password'), { target: { value: 'short' } });
    vi.useFakeTimers();
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Password must be at least 12 characters long');
    act(() => vi.advanceTimersByTime(MESSAGE_CLEAR_MS - 100));
    expect(within(section).queryByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});

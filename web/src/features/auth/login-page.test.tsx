import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderAt } from '../../test/render';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const identityCalls = () => fetchMock.mock.calls;
const bodyOf = (i: number) => JSON.parse(String(identityCalls()[i]![1]!.body)) as Record<string, unknown>;

// The sign-in providers are answered here, so fetchMock sees only the identity calls of each test.
let providers: unknown[] = [];
let session: unknown = null;
beforeEach(() => {
  providers = [];
  session = null;
  vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) =>
    String(url).endsWith('/api/auth/providers')
      ? Promise.resolve(json(providers))
      : String(url).endsWith('/api/auth/get-session')
        ? Promise.resolve(json(session))
        : fetchMock(url, init),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderLogin(url: string) {
  return renderAt(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    url,
  );
}

async function signIn(password = 'correct horse battery') {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('sends a visitor who is already signed in on to return_to', async () => {
    session = { user: { id: 'u1' } };
    renderLogin('/login?return_to=%2Fhealth');
    await waitFor(() => expect(currentUrl()).toBe('/health'));
  });

  it('offers one button per configured sign-in provider', async () => {
    providers = [{ id: 'corp', name: 'Corp SSO' }];
    renderLogin('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Corp SSO' })).toBeInTheDocument();
  });

  it('titles follow the flow: sign in, refresh, aal2', () => {
    renderLogin('/login');
    expect(screen.getByRole('heading', { name: 'Sign In to your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/recovery');
  });

  it('shows Confirm Action when refresh is set', () => {
    renderLogin('/login?refresh=true');
    expect(screen.getByRole('heading', { name: 'Confirm Action' })).toBeInTheDocument();
  });

  it('signs in and goes to return_to', async () => {
    fetchMock.mockResolvedValue(json({ user: { id: 'u1', email: 'ada@example.com' } }));
    renderLogin('/login?return_to=%2Fsettings%2Fjobs%3Fstatus%3DFAILED');
    await signIn();
    await waitFor(() => expect(currentUrl()).toBe('/settings/jobs?status=FAILED'));
    expect(String(identityCalls()[0]![0])).toBe('/api/auth/sign-in/email');
    expect(bodyOf(0)).toMatchObject({ email: 'ada@example.com', callbackURL: '/settings/jobs?status=FAILED' });
  });

  it('shows the wrong-password answer without leaving the page', async () => {
    fetchMock.mockResolvedValue(json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401));
    renderLogin('/login');
    await signIn('wrong password!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(currentUrl()).toBe('/login');
  });

  it('shows the return_to refusal of the server', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 'return_to_forbidden', message: 'The return_to address is not allowed.' }, 400),
    );
    renderLogin('/login?return_to=https%3A%2F%2Fevil.example');
    await signIn();
    expect(await screen.findByText('The return_to address is not allowed.')).toBeInTheDocument();
  });

  it('asks for the TOTP code when the server wants a second factor, then accepts a backup code', async () => {
    fetchMock.mockResolvedValueOnce(json({ twoFactorRedirect: true }));
    renderLogin('/login?return_to=%2Fhealth');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(currentUrl()).toContain('aal=aal2');
    fetchMock.mockResolvedValueOnce(json({ code: 'INVALID_CODE', message: 'Invalid code' }, 401));
    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup recovery code' }));
    fetchMock.mockResolvedValueOnce(json({ token: 't' }));
    await userEvent.type(screen.getByLabelText('Backup recovery code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentUrl()).toBe('/health'));
    expect(String(identityCalls()[2]![0])).toBe('/api/auth/two-factor/verify-backup-code');
    expect(bodyOf(2)).toEqual({ code: 'abcde-12345' });
  });

  it('never follows a return_to that is not a same-origin path', async () => {
    fetchMock.mockResolvedValue(json({ user: { id: 'u1' } }));
    renderLogin('/login?return_to=%2F%2Fevil.example');
    await signIn();
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });
});

/**
 * Identity journey (issue 4): invite → registration from the invitation link → signed in → enable TOTP →
 * sign out → sign in with password and TOTP code → a viewer sees no Settings menu and gets Unauthorized.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFromUri } from './auth-totp';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PASSWORD = 'a long enough passphrase';

/** The registration path of an invitation link (the link names the public URL; the harness serves another host). */
const registrationPath = (link: string) => {
  const u = new URL(link);
  expect(u.pathname).toBe('/registration');
  return u.pathname + u.search;
};

/** The invited user opens the link in a fresh browser, sets a password and lands signed in. */
async function register(link: string, screenshot?: string): Promise<Page> {
  const { page } = await h.newPage({ signedIn: false });
  await page.goto(registrationPath(link));
  await page.getByRole('heading', { name: 'Create account' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  if (screenshot) await h.screenshot(page, screenshot);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/registration'));
  return page;
}

describe('identity journey', () => {
  it('invite → register → TOTP → sign out → sign in with TOTP; a viewer is gated', async () => {
    const { page: admin, errors } = await h.newPage();
    await admin.goto('/settings/users');
    await admin.getByRole('cell', { name: 'admin@opsdeck.test' }).waitFor();

    // Invite through the dialog; the link comes from the API answer.
    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await dialog.getByText('Please provide valid first name').waitFor();
    await dialog.getByLabel('First Name').fill('Grace');
    await dialog.getByLabel('Last Name').fill('Hopper');
    await dialog.getByLabel('Email').fill('grace@opsdeck.test');
    await dialog.getByLabel('Role').selectOption('editor');
    const answer = admin.waitForResponse((r) => r.url().endsWith('/api/auth/invite_user'));
    await dialog.getByRole('button', { name: 'Invite' }).click();
    const invitation = (await (await answer).json()) as { link: string };
    await dialog.getByTestId('invite-link').waitFor();
    await h.screenshot(admin, 'auth-invite-link');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await admin.getByRole('cell', { name: 'grace@opsdeck.test' }).waitFor();
    await h.screenshot(admin, 'auth-users');

    // Registration from the link: signed in at once.
    const grace = await register(invitation.link, 'auth-registration');
    const me = await grace.request.get('/api/auth/whoami');
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('grace@opsdeck.test');

    // Enable TOTP on /profile-settings.
    await grace.goto('/profile-settings');
    const totp = grace.getByRole('region', { name: 'Manage 2FA TOTP Authenticator App' });
    await totp.getByLabel('Current password').fill(PASSWORD);
    await totp.getByRole('button', { name: 'Set up' }).click();
    const uri = (await totp.getByTestId('totp-uri').textContent())!;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const qr = totp.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    await totp.getByTestId('totp-uri').scrollIntoViewIfNeeded();
    await h.screenshot(grace, 'auth-profile-totp');
    await totp.getByLabel('Verification code').fill(totpFromUri(uri));
    await totp.getByRole('button', { name: 'Verify and enable' }).click();
    await totp.getByText('Authenticator app enabled successfully').waitFor();
    await totp.getByRole('button', { name: 'Disable' }).waitFor();
    await h.screenshot(grace, 'auth-profile-enabled');

    // Sign out from the user menu: back to the sign-in page with the current path.
    await grace.goto('/settings/feature-flags');
    await grace.getByRole('heading', { name: 'Feature Flags' }).waitFor();
    await grace.getByRole('button', { name: 'User menu' }).click();
    await grace.getByRole('menuitem', { name: 'Sign out' }).click();
    await grace.waitForURL(/\/login\?return_to=%2Fsettings%2Ffeature-flags$/);
    expect((await grace.request.get('/api/auth/whoami')).status()).toBe(401);

    // Password, then the TOTP code; then back to where the user was.
    await grace.getByLabel('Email').fill('grace@opsdeck.test');
    await grace.getByLabel('Password').fill(PASSWORD);
    await grace.getByRole('button', { name: 'Sign in' }).click();
    await grace.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    await h.screenshot(grace, 'auth-login-totp');
    await grace.getByLabel('Authentication code').fill(totpFromUri(uri));
    await grace.getByRole('button', { name: 'Verify' }).click();
    await grace.waitForURL((u) => u.pathname === '/settings/feature-flags');
    await grace.getByRole('heading', { name: 'Feature Flags' }).waitFor();

    // A viewer: no Settings menu, Unauthorized on /settings/users.
    const viewerInvite = await admin.request.post('/api/auth/invite_user', {
      data: { firstName: 'Vic', lastName: 'Viewer', email: 'vic@opsdeck.test', role: 'viewer' },
      headers: { origin: h.baseUrl },
    });
    expect(viewerInvite.status()).toBe(201);
    const vic = await register(((await viewerInvite.json()) as { link: string }).link);
    await vic.goto('/incidents');
    await vic.getByRole('link', { name: 'Incidents' }).waitFor();
    await vic.waitForLoadState('networkidle');
    expect(await vic.getByRole('button', { name: 'Settings' }).count()).toBe(0);
    await vic.goto('/settings/users');
    await vic.getByText('You do not have permission to access this page.').waitFor();
    await vic.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    await h.screenshot(vic, 'auth-viewer-unauthorized');

    // The admin edits Grace's role and deletes the viewer.
    await admin.goto('/settings/users');
    const graceRow = admin.getByRole('row').filter({ hasText: 'grace@opsdeck.test' });
    await graceRow.getByRole('button', { name: 'Edit User' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Role').selectOption('responder');
    await edit.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Grace Hopper updated successfully').waitFor();
    await graceRow.getByRole('cell', { name: 'responder' }).waitFor();
    const vicRow = admin.getByRole('row').filter({ hasText: 'vic@opsdeck.test' });
    await vicRow.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Are you sure you want to delete this user ?').waitFor();
    await h.screenshot(admin, 'auth-delete-user');
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('user deleted successfully').waitFor();
    await vicRow.waitFor({ state: 'detached' });

    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('feature flags: add (name and value needed), edit, remove', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/settings/feature-flags');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Feature Flag' });
    await dialog.getByLabel('Name').fill('logs.disable');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('please provide all details').waitFor();
    await dialog.getByLabel('Value').fill('true');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Feature flag added successfully').waitFor();
    // The flag hides the Logs entry of the sidebar at once.
    await page.getByRole('link', { name: 'Logs', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit logs.disable' }).click();
    await page.getByRole('dialog', { name: 'Edit Feature Flag' }).getByLabel('Value').fill('false');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Feature flag updated successfully').waitFor();
    await h.screenshot(page, 'auth-feature-flags');
    await page.getByRole('button', { name: 'Remove logs.disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Feature flag removed successfully').waitFor();
    const rows = await h.db.pool.query("select 1 from properties where name = 'logs.disable'");
    expect(rows.rowCount).toBe(0);
    expect(errors).toEqual([]);
  });

  it('anonymous visits go through the auth-state checker to the sign-in page with return_to', async () => {
    const { page } = await h.newPage({ signedIn: false });
    await page.goto('/settings/jobs');
    await page.waitForURL(/\/login\?return_to=%2Fsettings%2Fjobs$/);
    await page.getByRole('heading', { name: 'Sign In to your account' }).waitFor();
    await page.getByLabel('Email').fill('admin@opsdeck.test');
    await page.getByLabel('Password').fill('wrong password, surely');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await h.screenshot(page, 'auth-login-error');
    await page.getByLabel('Password').fill('test-admin-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/settings/jobs');
  });
});

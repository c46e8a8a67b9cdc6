import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { InviteUserDialog } from './invite-user-dialog';
import { validateUser } from './validate-user';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('invite user', () => {
  it('validates with the spec messages', () => {
    expect(validateUser({ firstName: ' ', lastName: '', email: '', role: '' })).toEqual({
      firstName: 'Please provide valid first name',
      lastName: 'Please provide valid last name',
      email: 'Please provide valid email',
      role: 'Please select any role',
    });
    expect(validateUser({ firstName: 'A', lastName: 'B', email: 'not-an-email', role: 'viewer' })).toEqual({
      email: 'Entered value does not match email format',
    });
  });

  it('shows the messages in the form and sends nothing', async () => {
    renderAt(<InviteUserDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    for (const text of [
      'Please provide valid first name',
      'Please provide valid last name',
      'Entered value does not match email format',
      'Please select any role',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('invites and shows the returned link', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 'u2', link: 'http://x/registration?token=abc', mail_sent: false }), {
        status: 201,
      }),
    );
    renderAt(<InviteUserDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('First Name'), 'Grace');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'editor');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByTestId('invite-link')).toHaveTextContent('http://x/registration?token=abc');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/invite_user');
    expect(JSON.parse(String(init!.body))).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      role: 'editor',
    });
  });
});

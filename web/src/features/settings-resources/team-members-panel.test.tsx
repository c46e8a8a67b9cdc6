import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { TeamMembersPanel } from './team-members-panel';

const fetchMock = vi.fn<typeof fetch>();
let members: unknown[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  members = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/auth/whoami')) return json({ user: { id: 'u1' }, roles: ['admin'] });
    if (url.includes('/api/db/people')) return json([{ id: 'p1', name: 'Grace', email: 'g@x' }]);
    if (url.includes('/api/db/team_members')) {
      if (init?.method === 'POST') {
        members = [{ team_id: 't1', person_id: { id: 'p1', name: 'Grace', email: 'g@x' } }];
        return new Response(null, { status: 201 });
      }
      if (init?.method === 'DELETE') {
        members = [];
        return new Response(null, { status: 204 });
      }
      return json(members);
    }
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('team members panel', () => {
  it('is empty, adds members and removes one with the spec toasts', async () => {
    renderAt(<TeamMembersPanel teamId="t1" />, '/settings/teams/t1');
    expect(await screen.findByText("You haven't added any team members to the team yet")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Members' });
    await userEvent.click(await within(dialog).findByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Grace added to the team successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual([{ team_id: 't1', person_id: 'p1' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove user' }));
    expect(await screen.findByText('Grace removed from team successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some((c) => c[1]?.method === 'DELETE' && String(c[0]).includes('person_id=eq.p1')),
      ).toBe(true),
    );
  });
});

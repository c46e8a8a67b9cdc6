import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderAt } from '../../../test/render';
import { CreateCanaryDialog } from './create-canary-dialog';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const REFUSAL = 'invalid Canary: spec.http[0].url: url must be a valid URL';
let refuse = true;

beforeEach(() => {
  refuse = true;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/auth/whoami')) return json({ user: { id: 'u1' }, roles: ['admin'] });
    if (url.includes('/api/db/canaries') && init?.method === 'POST') {
      if (refuse) return json({ code: 'P0001', message: REFUSAL, details: null, hint: null }, 400);
      return json([{ id: 'c9', name: 'web' }], 201);
    }
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => fetchMock.mock.calls.filter((c) => c[1]?.method === 'POST' && String(c[0]).includes('canaries'));

describe('add a health check', () => {
  it('goes from the tiles to the form and back, shows a refusal in the form, then saves', async () => {
    renderAt(<CreateCanaryDialog open onOpenChange={() => {}} />, '/settings/canaries');
    expect(await screen.findByRole('dialog', { name: 'Add Health Checks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'DNS' }));
    expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'HTTP' }));
    expect(screen.getByRole('dialog', { name: 'Add HTTP Health Check' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(screen.getByLabelText('Name'), 'web');
    await userEvent.selectOptions(screen.getByLabelText('Schedule'), '@every 30s');
    await userEvent.type(screen.getByLabelText('Check Name'), 'home');
    await userEvent.type(screen.getByLabelText('URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(screen.getByLabelText('Name')).toHaveValue('web');
    expect(screen.getByLabelText('URL')).toHaveValue('not a url');
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({
      name: 'web',
      created_by: 'u1',
      spec: { schedule: '@every 30s', http: [{ name: 'home', url: 'not a url' }] },
    });

    refuse = false;
    await userEvent.clear(screen.getByLabelText('URL'));
    await userEvent.type(screen.getByLabelText('URL'), 'http://web/healthz');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('web created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/settings/canaries/c9'));
    expect(posts()).toHaveLength(2);
  });
});

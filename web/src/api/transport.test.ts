import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { apiJson } from './http';
import { REQUEST_TIMEOUT_MS, setUnauthorizedRedirect, transportFetch } from './transport';

const fetchMock = vi.fn<typeof fetch>();
let redirected: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  redirected = [];
  setUnauthorizedRedirect((url) => redirected.push(url));
  window.history.pushState({}, '', '/settings/jobs?status=FAILED:1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});

describe('the one transport path', () => {
  it('maps a network failure to the spec message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(transportFetch('/api/x')).rejects.toMatchObject({
      message: 'Network Error. Please try again.',
      kind: 'network',
    });
  });

  it('maps being offline to the spec message without calling the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(transportFetch('/api/x')).rejects.toMatchObject({
      message: 'No internet connection. Please try again.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('maps a timeout to the spec message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_u, init) =>
        new Promise((_r, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const p = transportFetch('/api/slow');
    const assertion = expect(p).rejects.toMatchObject({
      message: 'Request timed out. Please try again.',
      kind: 'timeout',
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    await assertion;
  });

  it('sends a 401 to the auth-state checker with return_to', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(transportFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(redirected).toEqual(['/auth-state-checker?return_to=%2Fsettings%2Fjobs%3Fstatus%3DFAILED%3A1']);
  });

  it('leaves a 401 to callers that ask (sign-in forms, the auth-state checker)', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401 }),
    );
    await expect(apiJson('/api/auth/sign-in/email', { method: 'POST', authRedirect: false })).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
    });
    expect(redirected).toEqual([]);
  });

  it('reads the server message of other errors, else the generic one', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'relation missing' }), { status: 400 }));
    await expect(apiJson('/api/x')).rejects.toMatchObject({ message: 'relation missing', status: 400 });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(apiJson('/api/x')).rejects.toMatchObject({ message: 'An error occurred', status: 500 });
  });
});

import { transportFetch } from './transport';

/** Ends the session server-side and returns to the current path through the sign-in page (shell document §2). */
export async function signOut(returnTo: string): Promise<void> {
  try {
    await transportFetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      authRedirect: false,
    });
  } catch {
    // The session is already gone or the server is unreachable: signing in again is the way back either way.
  }
  window.location.assign(`/login?return_to=${encodeURIComponent(returnTo)}`);
}

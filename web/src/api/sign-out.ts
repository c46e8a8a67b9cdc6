import { transportFetch } from './transport';

/** Ends the session and returns to the current path through the sign-in page (shell document §2). */
export async function signOut(returnTo: string): Promise<void> {
  try {
    await transportFetch('/api/auth/logout', { method: 'POST' });
  } catch {
    // No identity service yet, or the session is already gone: signing in again is the way back either way.
  }
  window.location.assign(`/login?return_to=${encodeURIComponent(returnTo)}`);
}

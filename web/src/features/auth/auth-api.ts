/**
 * The identity calls of the account pages (better-auth under /api/auth, see server/src/features/auth/README.md).
 * Sign-in steps answer 401 for a wrong password, so they never take the transport's auth-state redirect.
 */
import { apiJson } from '../../api/http';

const post = <T>(path: string, json: unknown = {}, authRedirect = false) =>
  apiJson<T>(`/api/auth/${path}`, { method: 'POST', json, authRedirect });

export interface SignInAnswer {
  twoFactorRedirect?: boolean;
  user?: { id: string; email: string };
}

export const signInEmail = (email: string, password: string, callbackURL?: string) =>
  post<SignInAnswer>('sign-in/email', { email, password, ...(callbackURL ? { callbackURL } : {}) });

export const verifyTotp = (code: string) => post<unknown>('two-factor/verify-totp', { code });
export const verifyBackupCode = (code: string) => post<unknown>('two-factor/verify-backup-code', { code });

export const acceptInvitation = (token: string, password: string) =>
  post<unknown>('accept-invitation', { token, password });

/** Same answer whether or not the account exists; the mail links back to /recovery?token=… */
export const requestPasswordReset = (email: string) =>
  post<unknown>('request-password-reset', { email, redirectTo: '/recovery' });

export const resetPassword = (token: string, newPassword: string) =>
  post<unknown>('reset-password', { token, newPassword });

export const verifyEmail = (token: string) =>
  apiJson<unknown>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { authRedirect: false });

export const sendVerificationEmail = (email: string) =>
  post<unknown>('send-verification-email', { email, callbackURL: '/verification' });

/** null when there is no session (better-auth answers 200 with null). */
export const getSession = () =>
  apiJson<{ user?: { id: string } } | null>('/api/auth/get-session', { authRedirect: false });

export interface SignInProvider {
  id: string;
  name: string;
}

/** The OIDC/social providers the server is configured with (public). */
export const getProviders = () => apiJson<SignInProvider[]>('/api/auth/providers', { authRedirect: false });

/** Starts a provider sign-in; the answer's url is the provider's authorization page. */
export const signInSocial = (provider: string, callbackURL?: string) =>
  post<{ url: string }>('sign-in/social', { provider, ...(callbackURL ? { callbackURL } : {}) });

/** Calls of /profile-settings (signed in: a 401 goes through the auth-state checker). */
import { apiJson } from '../../../api/http';

const post = <T>(path: string, json: unknown = {}) => apiJson<T>(`/api/auth/${path}`, { method: 'POST', json });
const get = <T>(path: string) => apiJson<T>(`/api/auth/${path}`);

export const updateName = (name: string) => post<unknown>('update-user', { name });

export const changePassword = (currentPassword: string, newPassword: string, revokeOtherSessions: boolean) =>
  post<unknown>('change-password', { currentPassword, newPassword, revokeOtherSessions });

export const enableTotp = (password: string) =>
  post<{ totpURI: string; backupCodes: string[] }>('two-factor/enable', { password });
export const confirmTotp = (code: string) => post<unknown>('two-factor/verify-totp', { code });
export const disableTotp = (password: string) => post<unknown>('two-factor/disable', { password });
export const generateBackupCodes = (password: string) =>
  post<{ backupCodes: string[] }>('two-factor/generate-backup-codes', { password });

export interface LinkedAccount {
  id: string;
  providerId: string;
  accountId?: string;
}
export const listAccounts = () => get<LinkedAccount[]>('list-accounts');
export const linkSocial = (provider: string) =>
  post<{ url?: string }>('link-social', { provider, callbackURL: '/profile-settings' });
export const unlinkAccount = (providerId: string) => post<unknown>('unlink-account', { providerId });

export interface Passkey {
  id: string;
  name?: string | null;
  createdAt?: string;
  deviceType?: string;
}
export const listPasskeys = () => get<Passkey[]>('passkey/list-user-passkeys');
export const deletePasskey = (id: string) => post<unknown>('passkey/delete-passkey', { id });
export const passkeyRegisterOptions = () => get<unknown>('passkey/generate-register-options');
export const verifyPasskeyRegistration = (response: unknown, name: string) =>
  post<unknown>('passkey/verify-registration', { response, name });

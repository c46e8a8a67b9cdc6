import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { AccountFrame } from './account-frame';

/** /login: the title follows the flow (refresh → Confirm Action, aal2 → Two-Factor Authentication). */
export function LoginPage() {
  const [params] = useSearchParams();
  const title =
    params.get('aal') === 'aal2'
      ? 'Two-Factor Authentication'
      : params.get('refresh') === 'true'
        ? 'Confirm Action'
        : 'Sign In to your account';
  return (
    <AccountFrame title={title}>
      <div className="text-center text-sm">
        <Link to={paths.recovery.href()} className="text-blue-600 hover:underline">
          Reset password
        </Link>
      </div>
    </AccountFrame>
  );
}

export function RegistrationPage() {
  return <AccountFrame title="Create account" />;
}

export function RecoveryPage() {
  return <AccountFrame title="Recover account" />;
}

export function VerificationPage() {
  return <AccountFrame title="Verify account" />;
}

export function OrgsSwitchedPage() {
  return <AccountFrame title="Organization selected" />;
}

const PROFILE_SECTIONS = [
  'Profile Settings',
  'Change Password',
  'Manage Social Sign In',
  'Manage 2FA Backup Recovery Codes',
  'Manage 2FA TOTP Authenticator App',
  'Manage Hardware Tokens and Biometrics',
];

/** /profile-settings: the sections of the settings document (the identity issue fills them). */
export function ProfileSettingsPage() {
  return (
    <div className="min-h-screen bg-gray-50 p-6">
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <Link to="/" className="text-sm text-blue-600 hover:underline">
          Go back
        </Link>
        {PROFILE_SECTIONS.map((s) => (
          <section key={s} className="rounded-lg border border-gray-200 bg-white p-5">
            <h2 className="text-base font-semibold">{s}</h2>
          </section>
        ))}
      </div>
    </div>
  );
}

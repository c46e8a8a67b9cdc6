import { AccountFrame } from './account-frame';

export { LoginPage } from './login-page';
export { ProfileSettingsPage } from './profile/profile-settings-page';
export { RecoveryPage } from './recovery-page';
export { RegistrationPage } from './registration-page';
export { VerificationPage } from './verification-page';

export function OrgsSwitchedPage() {
  return <AccountFrame title="Organization selected" />;
}

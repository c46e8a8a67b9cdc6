import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/use-current-user';
import { ErrorPanel, Spinner } from '../../../components/ui/feedback';
import { BackupCodesSection } from './backup-codes-section';
import { ChangePasswordSection } from './change-password-section';
import { PasskeysSection } from './passkeys-section';
import { ProfileInfoSection } from './profile-info-section';
import { SocialSection } from './social-section';
import { TotpSection } from './totp-section';

/** /profile-settings: the six sections of the settings document; each message clears after 10 s. */
export function ProfileSettingsPage() {
  const user = useCurrentUser();
  return (
    <div className="min-h-screen bg-gray-50 p-6">
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <Link to="/" className="text-sm text-blue-600 hover:underline">
          Go back
        </Link>
        {user.isPending ? (
          <Spinner />
        ) : !user.data ? (
          <ErrorPanel error={user.error} />
        ) : (
          <>
            <ProfileInfoSection user={user.data} />
            <ChangePasswordSection />
            <SocialSection />
            <BackupCodesSection enabled={!!user.data.twoFactorEnabled} />
            <TotpSection enabled={!!user.data.twoFactorEnabled} />
            <PasskeysSection />
          </>
        )}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { CodesList } from './codes-list';
import { PasswordAction } from './password-action';
import { generateBackupCodes } from './profile-api';
import { ProfileSection } from './profile-section';
import { useFlash } from './use-flash';

/** New backup recovery codes (the old ones stop working); needs the authenticator app set up. */
export function BackupCodesSection({ enabled }: { enabled: boolean }) {
  const { flash, busy, run } = useFlash();
  const [codes, setCodes] = useState<string[]>();
  return (
    <ProfileSection title="Manage 2FA Backup Recovery Codes" flash={flash}>
      {!enabled ? (
        <p className="text-sm text-gray-600">Set up an authenticator app first to get backup recovery codes.</p>
      ) : (
        <>
          <PasswordAction
            label="Generate new codes"
            busy={busy}
            onSubmit={(p) =>
              run(async () => setCodes((await generateBackupCodes(p)).backupCodes), 'New backup codes generated')
            }
          />
          {codes && <CodesList codes={codes} />}
        </>
      )}
    </ProfileSection>
  );
}

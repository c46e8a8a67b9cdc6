import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { sharedKeys } from '../../../api/keys';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { CodesList } from './codes-list';
import { PasswordAction } from './password-action';
import { confirmTotp, disableTotp, enableTotp } from './profile-api';
import { ProfileSection } from './profile-section';
import { QrCode } from './qr-code';
import { useFlash } from './use-flash';

interface Setup {
  totpURI: string;
  backupCodes: string[];
}

/** Enable: password → otpauth URI (text and QR) → a code of the app confirms it. Disable: password. */
export function TotpSection({ enabled }: { enabled: boolean }) {
  const client = useQueryClient();
  const { flash, busy, run } = useFlash();
  const [setup, setSetup] = useState<Setup>();
  const [code, setCode] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: sharedKeys.currentUser });

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const ok = await run(async () => {
      await confirmTotp(code.replace(/\s/g, ''));
      await refresh();
    }, 'Authenticator app enabled successfully');
    if (ok) {
      setSetup(undefined);
      setCode('');
    }
  }

  return (
    <ProfileSection title="Manage 2FA TOTP Authenticator App" flash={flash}>
      {enabled ? (
        <>
          <p className="text-sm text-gray-600">An authenticator app is set up for this account.</p>
          <PasswordAction
            label="Disable"
            danger
            busy={busy}
            onSubmit={(p) => run(async () => (await disableTotp(p), refresh()), 'Authenticator app disabled')}
          />
        </>
      ) : setup ? (
        <form className="flex flex-col gap-3" onSubmit={(e) => void confirm(e)}>
          <p className="text-sm text-gray-600">Scan the QR code or enter the key URI in your authenticator app.</p>
          <QrCode text={setup.totpURI} />
          <code data-testid="totp-uri" className="rounded-md bg-gray-50 p-2 text-xs break-all">
            {setup.totpURI}
          </code>
          <CodesList codes={setup.backupCodes} />
          <FormField
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div>
            <Button type="submit" variant="primary" disabled={busy || !code.trim()}>
              Verify and enable
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm text-gray-600">Use an authenticator app for a second sign-in step.</p>
          <PasswordAction label="Set up" busy={busy} onSubmit={(p) => run(async () => setSetup(await enableTotp(p)))} />
        </>
      )}
    </ProfileSection>
  );
}

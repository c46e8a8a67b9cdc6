import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { verifyBackupCode, verifyTotp } from './auth-api';
import { useFormCall } from './use-form-call';

/** The second step (aal2): a code of the authenticator app, or one backup recovery code. */
export function TwoFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const { error, setError, busy, run } = useFormCall();

  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      await (backup ? verifyBackupCode(code.trim()) : verifyTotp(code.replace(/\s/g, '')));
      onSignedIn();
    });
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField
        key={backup ? 'backup' : 'totp'}
        label={backup ? 'Backup recovery code' : 'Authentication code'}
        inputMode={backup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        required
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" variant="primary" disabled={busy} className="py-2">
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <button
        type="button"
        className="text-sm text-blue-600 hover:underline"
        onClick={() => {
          setBackup((b) => !b);
          setCode('');
          setError(undefined);
        }}
      >
        {backup ? 'Use the authenticator app' : 'Use a backup recovery code'}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { AccountFrame } from './account-frame';
import { requestPasswordReset, resetPassword } from './auth-api';
import { NewPasswordForm } from './new-password-form';

const SENT = 'If an account exists for this address, a recovery link has been sent to it.';

function RequestForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await requestPasswordReset(email.trim());
      setMessage({ kind: 'success', text: SENT });
    } catch (err) {
      setMessage({ kind: 'error', text: errorMessage(err) });
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormMessage kind={message?.kind ?? 'success'}>{message?.text}</FormMessage>
      <Button type="submit" variant="primary" className="py-2">
        Send recovery link
      </Button>
    </form>
  );
}

/** /recovery: request the mail (same answer whether or not the account exists); with ?token= set a new password. */
export function RecoveryPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  return (
    <AccountFrame title="Recover account">
      {!token ? (
        <RequestForm />
      ) : done ? (
        <FormMessage kind="success">Your password has been changed. You can sign in now.</FormMessage>
      ) : (
        <NewPasswordForm
          submitLabel="Set new password"
          onSave={async (password) => {
            await resetPassword(token, password);
            setDone(true);
          }}
        />
      )}
      <div className="mt-4 text-center text-sm">
        <Link to={paths.login.href()} className="text-blue-600 hover:underline">
          Back to sign in
        </Link>
      </div>
    </AccountFrame>
  );
}

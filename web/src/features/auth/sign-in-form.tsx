import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { signInEmail } from './auth-api';
import { PasswordField } from './password-field';
import { useFormCall } from './use-form-call';

export interface SignInFormProps {
  returnTo: string | null;
  /** The password was right and the account has TOTP: the second step (aal2) follows. */
  onTwoFactor: () => void;
  onSignedIn: () => void;
}

/** E-mail and password; the server checks return_to (callbackURL) and answers return_to_forbidden. */
export function SignInForm({ returnTo, onTwoFactor, onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run } = useFormCall();

  async function submit(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      const answer = await signInEmail(email.trim(), password, returnTo ?? undefined);
      if (answer?.twoFactorRedirect) onTwoFactor();
      else onSignedIn();
    });
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField label="Password" autoComplete="current-password" required value={password} onValue={setPassword} />
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" variant="primary" disabled={busy} className="py-2">
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
      <div className="text-center text-sm">
        <Link to={paths.recovery.href()} className="text-blue-600 hover:underline">
          Reset password
        </Link>
      </div>
    </form>
  );
}

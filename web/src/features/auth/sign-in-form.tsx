import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { signInEmail } from './auth-api';

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
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const answer = await signInEmail(email.trim(), password, returnTo ?? undefined);
      if (answer?.twoFactorRedirect) onTwoFactor();
      else onSignedIn();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
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
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
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

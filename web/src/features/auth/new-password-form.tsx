import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { passwordProblem } from './password-rules';

/** Password + confirmation (min 12 characters); `onSave` does the call, errors show under the form. */
export function NewPasswordForm({
  submitLabel,
  onSave,
}: {
  submitLabel: string;
  onSave: (p: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = passwordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(password);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" variant="primary" disabled={busy} className="py-2">
        {busy ? `${submitLabel}...` : submitLabel}
      </Button>
    </form>
  );
}

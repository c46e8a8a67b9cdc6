import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-field';
import { PasswordField } from './password-field';
import { passwordProblem } from './password-rules';
import { useFormCall } from './use-form-call';

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
  const { error, setError, busy, run } = useFormCall();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = passwordProblem(password, confirm);
    if (problem) return setError(problem);
    await run(() => onSave(password));
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <PasswordField label="Password" autoComplete="new-password" value={password} onValue={setPassword} />
      <PasswordField label="Confirm password" autoComplete="new-password" value={confirm} onValue={setConfirm} />
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" variant="primary" disabled={busy} className="py-2">
        {busy ? `${submitLabel}...` : submitLabel}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../password-field';

/** A password field and one button: the two-factor calls all ask for the current password. */
export function PasswordAction({
  label,
  busy,
  danger,
  onSubmit,
}: {
  label: string;
  busy: boolean;
  danger?: boolean;
  onSubmit: (password: string) => Promise<boolean>;
}) {
  const [password, setPassword] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await onSubmit(password)) setPassword('');
  }
  return (
    <form className="flex items-end gap-2" onSubmit={(e) => void submit(e)}>
      <div className="flex-1">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
      </div>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy || !password} className="py-2">
        {label}
      </Button>
    </form>
  );
}

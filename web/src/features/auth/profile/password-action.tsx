import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';

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
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy || !password} className="py-2">
        {label}
      </Button>
    </form>
  );
}

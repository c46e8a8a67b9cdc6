import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../password-field';
import { passwordProblem } from '../password-rules';
import { changePassword } from './profile-api';
import { ProfileSection } from './profile-section';
import { useFlash } from './use-flash';

/** Current and new password; other sessions are signed out unless the box is cleared. */
export function ChangePasswordSection() {
  const { flash, setFlash, busy, run } = useFlash();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [revokeOthers, setRevokeOthers] = useState(true);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = passwordProblem(next, confirm);
    if (problem) return setFlash({ kind: 'error', text: problem });
    const ok = await run(() => changePassword(current, next, revokeOthers), 'Password changed successfully');
    if (ok) [setCurrent, setNext, setConfirm].forEach((set) => set(''));
  }
  return (
    <ProfileSection title="Change Password" flash={flash}>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField label="Current password" autoComplete="current-password" value={current} onValue={setCurrent} />
        <PasswordField label="New password" autoComplete="new-password" value={next} onValue={setNext} />
        <PasswordField label="Confirm new password" autoComplete="new-password" value={confirm} onValue={setConfirm} />
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" checked={revokeOthers} onChange={(e) => setRevokeOthers(e.target.checked)} />
          Sign out of all other sessions
        </label>
        <div>
          <Button type="submit" variant="primary" disabled={busy || !current}>
            Change password
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}

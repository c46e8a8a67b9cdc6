import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '../../../api/current-user';
import { sharedKeys } from '../../../api/keys';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { updateName } from './profile-api';
import { ProfileSection } from './profile-section';
import { useFlash } from './use-flash';

/** Name (editable), e-mail and roles of the signed-in user. */
export function ProfileInfoSection({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const { flash, busy, run } = useFlash();
  const [name, setName] = useState(user.name);
  const save = () =>
    void run(async () => {
      await updateName(name.trim());
      await client.invalidateQueries({ queryKey: sharedKeys.currentUser });
    }, 'Profile updated successfully');
  return (
    <ProfileSection title="Profile Settings" flash={flash}>
      <FormField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <FormField label="Email" value={user.email ?? ''} readOnly className="bg-gray-50 text-gray-600" />
      <p className="text-sm text-gray-600">Roles: {user.roles.join(', ') || 'viewer'}</p>
      <div>
        <Button variant="primary" onClick={save} disabled={busy || !name.trim()}>
          Save
        </Button>
      </div>
    </ProfileSection>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { formatDateTime } from '../../../lib/format-date';
import { deletePasskey, listPasskeys, passkeyRegisterOptions, verifyPasskeyRegistration } from './profile-api';
import { ProfileSection } from './profile-section';
import { useFlash } from './use-flash';

const KEY = ['passkeys'] as const;

/** WebAuthn: the browser creates the credential from the server's options, the server verifies and stores it. */
async function registerPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = (await passkeyRegisterOptions()) as Parameters<typeof startRegistration>[0]['optionsJSON'];
  const response = await startRegistration({ optionsJSON: options });
  await verifyPasskeyRegistration(response, name);
}

/** List, add and remove passkeys / hardware keys. */
export function PasskeysSection() {
  const client = useQueryClient();
  const { flash, busy, run } = useFlash();
  const [name, setName] = useState('');
  const keys = useQuery({ queryKey: KEY, queryFn: listPasskeys });
  const reload = () => client.invalidateQueries({ queryKey: KEY });
  const add = () =>
    void run(async () => {
      await registerPasskey(name.trim() || 'Security key');
      setName('');
      await reload();
    }, 'Passkey added successfully');
  return (
    <ProfileSection title="Manage Hardware Tokens and Biometrics" flash={flash}>
      {keys.data?.length ? (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200 text-sm">
          {keys.data.map((k) => (
            <li key={k.id} className="flex items-center justify-between px-3 py-2">
              <span>
                {k.name || 'Passkey'}
                {k.createdAt && <span className="ml-2 text-gray-500">added {formatDateTime(k.createdAt)}</span>}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${k.name || 'passkey'}`}
                disabled={busy}
                onClick={() => void run(async () => (await deletePasskey(k.id), reload()), 'Passkey removed')}
              >
                <Trash2 size={14} />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{keys.isPending ? 'Loading...' : 'No passkeys or hardware keys yet.'}</p>
      )}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <FormField label="Passkey name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button variant="primary" className="py-2" onClick={add} disabled={busy}>
          Add passkey
        </Button>
      </div>
    </ProfileSection>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { linkSocial, listAccounts, unlinkAccount } from './profile-api';
import { ProfileSection } from './profile-section';
import { useFlash } from './use-flash';

const KEY = ['linked-accounts'] as const;

/** Accounts of configured OIDC providers linked to this user; link another by provider id. */
export function SocialSection() {
  const client = useQueryClient();
  const { flash, busy, run } = useFlash();
  const [provider, setProvider] = useState('');
  const accounts = useQuery({ queryKey: KEY, queryFn: listAccounts });
  const social = (accounts.data ?? []).filter((a) => a.providerId !== 'credential');
  const link = () =>
    void run(async () => {
      const { url } = await linkSocial(provider.trim());
      if (url) window.location.assign(url);
    });
  return (
    <ProfileSection title="Manage Social Sign In" flash={flash}>
      {social.length ? (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200 text-sm">
          {social.map((a) => (
            <li key={a.id} className="flex items-center justify-between px-3 py-2">
              <span>{a.providerId}</span>
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    async () => (await unlinkAccount(a.providerId), client.invalidateQueries({ queryKey: KEY })),
                    `${a.providerId} unlinked`,
                  )
                }
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{accounts.isPending ? 'Loading...' : 'No social sign-in linked.'}</p>
      )}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <FormField
            label="Provider"
            placeholder="e.g. keycloak"
            value={provider}
            onChange={(e) => setProvider(e.target.value)}
          />
        </div>
        <Button className="py-2" onClick={link} disabled={busy || !provider.trim()}>
          Link account
        </Button>
      </div>
    </ProfileSection>
  );
}

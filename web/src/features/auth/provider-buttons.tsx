import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-field';
import { getProviders, signInSocial } from './auth-api';

/** One button per configured OIDC provider; the provider sends the browser back to return_to after sign-in. */
export function ProviderButtons({ returnTo }: { returnTo: string | null }) {
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: 300_000 });
  const [error, setError] = useState<string>();
  if (!providers.data?.length) return null;

  async function start(id: string) {
    setError(undefined);
    try {
      const { url } = await signInSocial(id, returnTo ?? undefined);
      window.location.assign(url);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-4">
      {providers.data.map((p) => (
        <Button key={p.id} variant="secondary" className="py-2" onClick={() => void start(p.id)}>
          Sign in with {p.name}
        </Button>
      ))}
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}

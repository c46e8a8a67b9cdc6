import type { ReactNode } from 'react';
import { FormMessage } from '../../../components/ui/form-field';
import type { Flash } from './use-flash';

/** One card of /profile-settings with its heading and (clearing) message. */
export function ProfileSection({ title, flash, children }: { title: string; flash?: Flash; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {children}
      <FormMessage kind={flash?.kind ?? 'success'}>{flash?.text}</FormMessage>
    </section>
  );
}

import { AlertTriangle, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-gray-500">
      <Loader2 className="animate-spin" size={18} />
      <span>{label}</span>
    </div>
  );
}

/** The error panel of list pages (shown when a request fails and there is no data). */
export function ErrorPanel({ error, title = 'Something went wrong' }: { error: unknown; title?: string }) {
  return (
    <div
      role="alert"
      className="m-4 flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertTriangle size={18} className="mt-0.5 shrink-0" />
      <div>
        <div className="font-semibold">{title}</div>
        <div className="mt-1 break-words">{errorMessage(error)}</div>
      </div>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="p-8 text-center text-sm text-gray-500">{children}</div>;
}

import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const inputClass =
  'rounded-md border border-gray-300 bg-white px-2 py-1 text-sm read-only:bg-gray-50 read-only:text-gray-600 disabled:bg-gray-50 disabled:text-gray-600 aria-invalid:border-red-500';

/** A field's label, its input(s) and its validation message. */
export function FieldShell({
  label,
  error,
  wide,
  children,
  as = 'label',
}: {
  label: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
  /** `fieldset` for fields made of several inputs. */
  as?: 'label' | 'fieldset';
}) {
  const Tag = as;
  return (
    <Tag className={cn('flex min-w-0 flex-col gap-1 text-sm', wide && 'md:col-span-2')}>
      {as === 'label' ? (
        <span className="font-medium text-gray-700">{label}</span>
      ) : (
        <legend className="mb-1 font-medium text-gray-700">{label}</legend>
      )}
      {children}
      {error && <span className="text-xs text-red-600">{error}</span>}
    </Tag>
  );
}

import { forwardRef, type InputHTMLAttributes } from 'react';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled text input with its validation message below. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, className, ...input },
  ref,
) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-gray-700">{label}</span>
      <input
        ref={ref}
        aria-label={label}
        aria-invalid={!!error}
        className={`rounded-md border border-gray-300 px-3 py-2 focus:border-blue-500 focus:outline-none ${className ?? ''}`}
        {...input}
      />
      {error && <span className="text-xs text-red-600">{error}</span>}
    </label>
  );
});

/** An inline message under a form: red for errors, green for success. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children?: string }) {
  if (!children) return null;
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-3 py-2 text-sm ${kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-700'}`}
    >
      {children}
    </p>
  );
}

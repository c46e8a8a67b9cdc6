import { forwardRef, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, ...input },
  ref,
) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-gray-700">{label}</span>
      <input
        ref={ref}
        aria-label={label}
        aria-invalid={!!error}
        className="rounded-md border border-gray-300 px-2 py-1 read-only:bg-gray-50 read-only:text-gray-600"
        {...input}
      />
      {error && <span className="text-xs text-red-600">{error}</span>}
    </label>
  );
});

import { FormField } from '../../components/ui/form-field';

/** A labelled password input; `autoComplete` says whether it is the current password or a new one. */
export function PasswordField({
  label,
  value,
  onValue,
  autoComplete,
  required,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}) {
  return (
    <FormField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required={required}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

import { inputClass } from './field-shell';

export type Choice<T extends string> = T | { value: T; label: string };

/** The editor's native select over a list of choices (plain strings are their own labels). */
export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
  invalid,
  placeholder,
  className = inputClass,
}: {
  /** The accessible name. */
  label: string;
  value: T | '';
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** A first, empty choice ("Select a schedule"). */
  placeholder?: string;
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      aria-invalid={invalid || undefined}
      className={className}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as T)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map((c) => {
        const { value: v, label: l } = typeof c === 'string' ? { value: c, label: c } : c;
        return (
          <option key={v} value={v}>
            {l}
          </option>
        );
      })}
    </select>
  );
}

import { cn } from '../../../lib/cn';

export interface LabelledSelectProps {
  /** The visible caption before the select, e.g. "Status:". */
  caption: string;
  /** The select's accessible name. */
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}

/** The drawer's small selects: a grey caption and a native select. */
export function LabelledSelect({ caption, label, value, options, onChange, className }: LabelledSelectProps) {
  return (
    <label className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <span className="text-gray-500">{caption}</span>
      <select
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-gray-300 bg-white px-1.5 py-1"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

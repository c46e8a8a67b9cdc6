import { RESPONSE_CODES } from './check-types';
import { FieldShell } from './field-shell';

/** The spec's response code choices as toggles; stored as numbers in choice order. */
export function ResponseCodesInput({
  value,
  onChange,
  readOnly,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  readOnly?: boolean;
}) {
  const choices = RESPONSE_CODES.map(String);
  // Codes outside the choices (written as code) are kept.
  const toggle = (code: string) =>
    onChange(
      value.includes(code)
        ? value.filter((c) => c !== code)
        : [...choices.filter((c) => c === code || value.includes(c)), ...value.filter((c) => !choices.includes(c))],
    );
  return (
    <FieldShell label="Response Codes" as="fieldset" wide>
      <div className="flex flex-wrap gap-3">
        {choices.map((code) => (
          <label key={code} className="inline-flex items-center gap-1 text-sm">
            <input type="checkbox" checked={value.includes(code)} disabled={readOnly} onChange={() => toggle(code)} />
            {code}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

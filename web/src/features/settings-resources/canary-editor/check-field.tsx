import type { FieldDef } from './check-fields';
import type {
  AuthInput as Auth,
  FieldValue,
  HeaderRow,
  ScriptInput as Script,
  SecretInput as Secret,
} from './field-values';
import { AuthInput } from './auth-input';
import { ChoiceSelect } from './choice-select';
import { FieldShell, inputClass } from './field-shell';
import { HeadersInput } from './headers-input';
import { ResponseCodesInput } from './response-codes-input';
import { ScriptInput } from './script-input';
import { SecretInput } from './secret-input';

export interface CheckFieldProps {
  def: FieldDef;
  value: FieldValue;
  onChange: (v: FieldValue) => void;
  error?: string;
  readOnly?: boolean;
}

/** One field of a check form, by its kind. */
export function CheckField({ def, value, onChange, error, readOnly }: CheckFieldProps) {
  switch (def.kind) {
    case 'secret':
      return <SecretInput label={def.label} value={value as Secret} onChange={onChange} readOnly={readOnly} />;
    case 'script':
      return <ScriptInput label={def.label} value={value as Script} onChange={onChange} readOnly={readOnly} />;
    case 'authentication':
      return <AuthInput value={value as Auth} onChange={onChange} readOnly={readOnly} />;
    case 'headers':
      return <HeadersInput value={value as HeaderRow[]} onChange={onChange} readOnly={readOnly} />;
    case 'responseCodes':
      return <ResponseCodesInput value={value as string[]} onChange={onChange} readOnly={readOnly} />;
    default:
      break;
  }
  const text = value as string;
  const common = {
    'aria-label': def.label,
    'aria-invalid': !!error,
    className: inputClass,
    value: text,
  };
  let input;
  if (def.kind === 'select')
    input = (
      <ChoiceSelect
        label={def.label}
        value={text}
        choices={def.options ?? []}
        invalid={!!error}
        disabled={readOnly}
        onChange={onChange}
      />
    );
  else if (def.kind === 'textarea')
    input = (
      <textarea
        {...common}
        rows={3}
        className={`${inputClass} font-mono text-xs`}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else
    input = (
      <input
        {...common}
        inputMode={def.kind === 'number' ? 'numeric' : undefined}
        placeholder={def.placeholder}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <FieldShell label={def.required ? `${def.label} *` : def.label} error={error} wide={def.wide}>
      {input}
    </FieldShell>
  );
}

import { emptySecret, type AuthInput as Auth, type AuthType } from './field-values';
import { ChoiceSelect } from './choice-select';
import { FieldShell, inputClass } from './field-shell';
import { SecretInput } from './secret-input';

const TYPES: { value: AuthType; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'basic', label: 'basic' },
  { value: 'ntlm', label: 'ntlm' },
  { value: 'ntlmv2', label: 'ntlmv2' },
];

/** HTTP authentication; choosing None clears the credentials (settings document §4). */
export function AuthInput({
  value,
  onChange,
  readOnly,
}: {
  value: Auth;
  onChange: (v: Auth) => void;
  readOnly?: boolean;
}) {
  return (
    <FieldShell label="Authentication" as="fieldset" wide>
      <ChoiceSelect<AuthType>
        label="Authentication"
        className={`${inputClass} self-start`}
        value={value.type}
        choices={TYPES}
        disabled={readOnly}
        onChange={(type) =>
          onChange(type === 'none' ? { type, username: emptySecret(), password: emptySecret() } : { ...value, type })
        }
      />
      {value.type !== 'none' && (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <SecretInput
            label="Username"
            value={value.username}
            readOnly={readOnly}
            onChange={(username) => onChange({ ...value, username })}
          />
          <SecretInput
            label="Password"
            value={value.password}
            readOnly={readOnly}
            onChange={(password) => onChange({ ...value, password })}
          />
        </div>
      )}
    </FieldShell>
  );
}

import { emptySecret, type SecretInput as Secret, type SecretMode } from './field-values';
import { FieldShell, inputClass } from './field-shell';

const MODES: { value: SecretMode; label: string }[] = [
  { value: 'static', label: 'Static value' },
  { value: 'secret', label: 'Secret reference' },
  { value: 'configmap', label: 'ConfigMap reference' },
];

/** Secret-or-value: a static value, or a Secret / ConfigMap key reference; switching mode clears the other's value. */
export function SecretInput({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: Secret;
  onChange: (v: Secret) => void;
  readOnly?: boolean;
}) {
  return (
    <FieldShell label={label} as="fieldset">
      <div className="flex gap-2">
        <select
          aria-label={`${label} source`}
          className={inputClass}
          value={value.mode}
          disabled={readOnly}
          onChange={(e) => onChange(emptySecret(e.target.value as SecretMode))}
        >
          {MODES.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        {value.mode === 'static' ? (
          <input
            aria-label={label}
            className={`${inputClass} min-w-0 flex-1`}
            type={/password/i.test(label) ? 'password' : 'text'}
            value={value.value}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...value, value: e.target.value })}
          />
        ) : (
          <>
            <input
              aria-label={`${label} name`}
              placeholder="name"
              className={`${inputClass} min-w-0 flex-1`}
              value={value.name}
              readOnly={readOnly}
              onChange={(e) => onChange({ ...value, name: e.target.value })}
            />
            <input
              aria-label={`${label} key`}
              placeholder="key"
              className={`${inputClass} min-w-0 flex-1`}
              value={value.key}
              readOnly={readOnly}
              onChange={(e) => onChange({ ...value, key: e.target.value })}
            />
          </>
        )}
      </div>
    </FieldShell>
  );
}

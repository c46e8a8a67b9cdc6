import { emptySecret, type SecretInput as Secret, type SecretMode } from './field-values';
import { ChoiceSelect } from './choice-select';
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
        <ChoiceSelect<SecretMode>
          label={`${label} source`}
          value={value.mode}
          choices={MODES}
          disabled={readOnly}
          onChange={(mode) => onChange(emptySecret(mode))}
        />
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

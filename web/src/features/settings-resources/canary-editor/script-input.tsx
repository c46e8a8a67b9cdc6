import { SCRIPT_LANGS, type ScriptInput as Script, type ScriptLang } from './field-values';
import { ChoiceSelect } from './choice-select';
import { FieldShell, inputClass } from './field-shell';

/** test / display / transform: none, Go Template, Javascript, Expr or JSONPath, and its text. */
export function ScriptInput({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: Script;
  onChange: (v: Script) => void;
  readOnly?: boolean;
}) {
  return (
    <FieldShell label={label} as="fieldset" wide>
      <div className="flex items-start gap-2">
        <ChoiceSelect<ScriptLang>
          label={`${label} type`}
          value={value.lang}
          choices={SCRIPT_LANGS}
          disabled={readOnly}
          onChange={(lang) => onChange({ lang, text: lang ? value.text : '' })}
        />
        {value.lang && (
          <textarea
            aria-label={label}
            rows={2}
            className={`${inputClass} min-w-0 flex-1 font-mono text-xs`}
            value={value.text}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...value, text: e.target.value })}
          />
        )}
      </div>
    </FieldShell>
  );
}

import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { checkFields } from './check-fields';
import { checkType } from './check-types';
import { CheckField } from './check-field';
import type { FieldValue } from './field-values';
import type { CheckDraft } from './spec-conversion';
import { checkErrorKey, type FormErrors } from './validation';

/** The form of one check: its type's fields in a two-column grid. */
export function CheckForm({
  draft,
  index,
  errors,
  readOnly,
  onChange,
  onRemove,
}: {
  draft: CheckDraft;
  index: number;
  errors: FormErrors;
  readOnly?: boolean;
  onChange: (d: CheckDraft) => void;
  onRemove?: () => void;
}) {
  const label = checkType(draft.type)?.label ?? draft.type;
  const set = (key: string, v: FieldValue) => onChange({ ...draft, values: { ...draft.values, [key]: v } });
  return (
    <section aria-label={`${label} check ${index + 1}`} className="rounded-md border border-gray-200 p-3">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-gray-800">{label} check</h3>
        {onRemove && !readOnly && (
          <Button variant="ghost" size="sm" aria-label={`Remove check ${index + 1}`} onClick={onRemove}>
            <X size={14} />
          </Button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {checkFields(draft.type).map((def) => (
          <CheckField
            key={def.key}
            def={def}
            value={draft.values[def.key]!}
            error={errors[checkErrorKey(index, def.key)]}
            readOnly={readOnly}
            onChange={(v) => set(def.key, v)}
          />
        ))}
      </div>
    </section>
  );
}

import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { HeaderRow } from './field-values';
import { FieldShell, inputClass } from './field-shell';

/** HTTP headers as name/value rows. */
export function HeadersInput({
  value,
  onChange,
  readOnly,
}: {
  value: HeaderRow[];
  onChange: (v: HeaderRow[]) => void;
  readOnly?: boolean;
}) {
  const set = (i: number, row: HeaderRow) => onChange(value.map((r, j) => (j === i ? row : r)));
  return (
    <FieldShell label="Headers" as="fieldset" wide>
      {value.map((row, i) => (
        <div key={i} className="flex gap-2">
          <input
            aria-label={`Header ${i + 1} name`}
            placeholder="Name"
            className={`${inputClass} min-w-0 flex-1`}
            value={row.name}
            readOnly={readOnly}
            onChange={(e) => set(i, { ...row, name: e.target.value })}
          />
          <input
            aria-label={`Header ${i + 1} value`}
            placeholder="Value"
            className={`${inputClass} min-w-0 flex-1`}
            value={row.value}
            readOnly={readOnly}
            onChange={(e) => set(i, { ...row, value: e.target.value })}
          />
          {!readOnly && (
            <Button
              variant="ghost"
              aria-label={`Remove header ${i + 1}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <X size={14} />
            </Button>
          )}
        </div>
      ))}
      {!readOnly && (
        <Button size="sm" className="self-start" onClick={() => onChange([...value, { name: '', value: '' }])}>
          <Plus size={12} /> Add header
        </Button>
      )}
    </FieldShell>
  );
}

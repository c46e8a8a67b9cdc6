import { checkFields, type FieldDef } from './check-fields';
import type { FieldValue } from './field-values';
import type { CheckDraft } from './spec-conversion';

export const REQUIRED = 'This field is required';
export const NOT_A_NUMBER = 'This field must be a number';

export type FormErrors = Record<string, string>;

/** The error key of a check field. */
export const checkErrorKey = (index: number, key: string) => `checks.${index}.${key}`;

function fieldError(def: FieldDef, value: FieldValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return def.required ? REQUIRED : undefined;
  if (def.kind !== 'number') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  if (def.min !== undefined && n < def.min) return `This field must be at least ${def.min}`;
  return undefined;
}

/** Spec §5: name and schedule required; required check fields; numeric fields are numbers (min 0 where given). */
export function validateEditor(v: { name: string; schedule: string }, drafts: CheckDraft[] | null): FormErrors {
  const errors: FormErrors = {};
  if (!v.name.trim()) errors.name = REQUIRED;
  if (!v.schedule.trim()) errors.schedule = REQUIRED;
  drafts?.forEach((d, i) => {
    for (const def of checkFields(d.type)) {
      const e = fieldError(def, d.values[def.key]);
      if (e) errors[checkErrorKey(i, def.key)] = e;
    }
  });
  return errors;
}

import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { checkFields } from './check-fields';
import { CANARY_SETTING_KEYS, hasForm } from './check-types';
import { emptyField, isObj, readField, writeField, type FieldValue } from './field-values';

type Obj = Record<string, unknown>;

/** One check in the form: its field values plus the stored object, so keys the form has no field for survive. */
export interface CheckDraft {
  /** A local key for React lists. */
  key: string;
  type: string;
  values: Record<string, FieldValue>;
  original: Obj;
}

let seq = 0;
const nextKey = () => `check-${++seq}`;

export function draftFromCheck(type: string, check: Obj): CheckDraft {
  const values: Record<string, FieldValue> = {};
  for (const def of checkFields(type)) values[def.key] = readField(def, check);
  return { key: nextKey(), type, values, original: check };
}

export function newDraft(type: string): CheckDraft {
  const values: Record<string, FieldValue> = {};
  for (const def of checkFields(type)) values[def.key] = emptyField(def);
  return { key: nextKey(), type, values, original: {} };
}

export function checkFromDraft(d: CheckDraft): Obj {
  const check: Obj = structuredClone(d.original);
  for (const def of checkFields(d.type)) writeField(def, d.values[def.key] ?? emptyField(def), check);
  return check;
}

/** The check lists of a spec, in order, without its settings (schedule, interval, owner...). */
export function checkLists(spec: Obj): [string, unknown[]][] {
  return Object.entries(spec)
    .filter(([k, v]) => !CANARY_SETTING_KEYS.includes(k) && Array.isArray(v))
    .map(([k, v]) => [k, v as unknown[]]);
}

/** Spec: the Form tab only when every check has a form type. */
export function isFormSpec(spec: Obj): boolean {
  return checkLists(spec).every(([type, list]) => hasForm(type) && list.every(isObj));
}

export function draftsFromSpec(spec: Obj): CheckDraft[] {
  return checkLists(spec).flatMap(([type, list]) => list.filter(isObj).map((c) => draftFromCheck(type, c)));
}

/** The settings keys kept beside the checks (all but schedule, which has its own field). */
export function specSettings(spec: Obj): Obj {
  return Object.fromEntries(Object.entries(spec).filter(([k]) => k !== 'schedule' && CANARY_SETTING_KEYS.includes(k)));
}

/** Check lists by type (canary-checker's shape), after the given settings. */
export function specFromDrafts(drafts: CheckDraft[], settings: Obj = {}): Obj {
  const spec: Obj = { ...settings };
  for (const d of drafts) ((spec[d.type] ??= []) as unknown[]).push(checkFromDraft(d));
  return spec;
}

/** The Code tab's text: the spec without its schedule. */
export function specToYaml(spec: Obj): string {
  const rest = Object.fromEntries(Object.entries(spec).filter(([k]) => k !== 'schedule'));
  return Object.keys(rest).length ? toYaml(rest) : '';
}

/** Parses the Code tab; an error message when it is not a YAML mapping. */
export function parseSpecYaml(text: string): { spec: Obj } | { error: string } {
  let value: unknown;
  try {
    value = text.trim() ? parseYaml(text) : {};
  } catch (e) {
    return { error: `Invalid YAML: ${(e as Error).message.split('\n')[0]}` };
  }
  if (!isObj(value)) return { error: 'The spec must be a YAML mapping of check types to lists of checks' };
  const { schedule: _schedule, ...rest } = value;
  return { spec: rest };
}

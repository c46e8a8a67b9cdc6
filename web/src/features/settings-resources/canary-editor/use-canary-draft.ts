import { useMemo, useState } from 'react';
import { parseLabels } from '../form-values';
import type { ResourceRow } from '../resources-api';
import { checkType, type CheckType } from './check-types';
import { isObj } from './field-values';
import {
  draftsFromSpec,
  isFormSpec,
  newDraft,
  parseSpecYaml,
  specFromDrafts,
  specSettings,
  specToYaml,
  type CheckDraft,
} from './spec-conversion';
import { validateEditor, type FormErrors } from './validation';

type Obj = Record<string, unknown>;
export type EditorTab = 'form' | 'code';

export interface CanaryFields {
  name: string;
  namespace: string;
  icon: string;
  labels: string;
  schedule: string;
}

function initial(row: ResourceRow | undefined, type: CheckType | undefined) {
  const spec = isObj(row?.spec) ? row.spec : {};
  const fields: CanaryFields = {
    name: row?.name ?? '',
    namespace: row?.namespace ?? 'default',
    icon: row?.icon ?? '',
    labels: JSON.stringify(row?.labels ?? {}, null, 2),
    schedule: row?.schedule ?? (typeof spec.schedule === 'string' ? spec.schedule : ''),
  };
  if (!row) {
    const t = type ?? checkType('http')!;
    return t.hasForm
      ? { fields, tab: 'form' as const, drafts: [newDraft(t.type)], code: '', settings: {} }
      : { fields, tab: 'code' as const, drafts: [], code: t.template ?? `${t.type}: []\n`, settings: {} };
  }
  const form = isFormSpec(spec);
  return {
    fields,
    tab: form ? ('form' as const) : ('code' as const),
    drafts: form ? draftsFromSpec(spec) : [],
    code: specToYaml(spec),
    settings: specSettings(spec),
  };
}

/** The editor's state: canary fields, the checks (Form tab) or the YAML (Code tab), and validation. */
export function useCanaryDraft(row: ResourceRow | undefined, type: CheckType | undefined) {
  const [init] = useState(() => initial(row, type));
  const [fields, setFields] = useState(init.fields);
  const [tab, setTab] = useState<EditorTab>(init.tab);
  const [drafts, setDrafts] = useState<CheckDraft[]>(init.drafts);
  const [code, setCode] = useState(init.code);
  const [settings, setSettings] = useState<Obj>(init.settings);
  const [codeError, setCodeError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  const errors: FormErrors = submitted ? validateEditor(fields, tab === 'form' ? drafts : null) : {};
  /** Spec: only form types may use the Form tab. */
  const formAvailable = useMemo(() => {
    if (tab === 'form') return true;
    const parsed = parseSpecYaml(code);
    return 'error' in parsed || isFormSpec(parsed.spec);
  }, [tab, code]);

  function switchTab(next: EditorTab) {
    if (next === tab) return;
    setCodeError(undefined);
    if (next === 'code') {
      setCode(specToYaml(specFromDrafts(drafts, settings)));
      setTab('code');
      return;
    }
    const parsed = parseSpecYaml(code);
    if ('error' in parsed) return setCodeError(parsed.error);
    if (!isFormSpec(parsed.spec)) return setCodeError('These check types can only be edited as code');
    setDrafts(draftsFromSpec(parsed.spec));
    setSettings(specSettings(parsed.spec));
    setTab('form');
  }

  /** The row to write, or null when the form is invalid (messages are then shown). */
  function payload(existing: boolean): Obj | null {
    setSubmitted(true);
    let checks: Obj;
    if (tab === 'form') checks = specFromDrafts(drafts, settings);
    else {
      const parsed = parseSpecYaml(code);
      if ('error' in parsed) {
        setCodeError(parsed.error);
        return null;
      }
      setCodeError(undefined);
      checks = parsed.spec;
    }
    if (Object.keys(validateEditor(fields, tab === 'form' ? drafts : null)).length) return null;
    const schedule = fields.schedule.trim();
    const out: Obj = { spec: { ...checks, schedule }, schedule, icon: fields.icon.trim() || null };
    // Settings document: unparsable labels are ignored (the stored value stays).
    const labels = parseLabels(fields.labels);
    if (labels) out.labels = labels;
    if (!existing) {
      out.name = fields.name.trim();
      out.namespace = fields.namespace.trim() || 'default';
    }
    return out;
  }

  return {
    fields,
    setField: (k: keyof CanaryFields, v: string) => setFields((f) => ({ ...f, [k]: v })),
    tab,
    switchTab,
    formAvailable,
    drafts,
    setDrafts,
    code,
    setCode,
    codeError,
    errors,
    payload,
  };
}

import * as RadixTabs from '@radix-ui/react-tabs';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { LazyCodeEditor } from '../../../components/code/lazy-code-editor';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { isSourceManaged } from '../form-values';
import type { ResourceRow } from '../resources-api';
import { CanaryFields } from './canary-fields';
import { CheckForm } from './check-form';
import { CHECK_TYPES, type CheckType } from './check-types';
import { ChoiceSelect } from './choice-select';
import { newDraft } from './spec-conversion';
import { useCanaryDraft, type EditorTab } from './use-canary-draft';

export interface CanaryEditorProps {
  /** The saved canary; absent for a new one. */
  row?: ResourceRow;
  /** The tile picked for a new canary. */
  initialType?: CheckType;
  /** Without write permission everything is read-only and no buttons show. */
  readOnly: boolean;
  busy?: boolean;
  /** The server's message when a save was refused; the form keeps what was typed. */
  error?: string;
  onSubmit: (payload: Record<string, unknown>) => void;
  onBack?: () => void;
  onDelete?: () => void;
}

const TAB_CLASS =
  '-mb-px border-b-2 border-transparent px-3 py-1.5 text-sm text-gray-600 hover:text-gray-900 disabled:cursor-not-allowed disabled:text-gray-300 data-[state=active]:border-blue-600 data-[state=active]:text-blue-700';
const FORM_TYPES = CHECK_TYPES.filter((t) => t.hasForm);

/** The canary spec editor: canary fields, a Form/Code tab pair and Back, Delete and Save or Update. */
export function CanaryEditor({
  row,
  initialType,
  readOnly,
  busy,
  error,
  onSubmit,
  onBack,
  onDelete,
}: CanaryEditorProps) {
  const existing = !!row;
  const managed = isSourceManaged(row);
  // Settings document: source-managed resources (files, CRDs) keep their spec read-only.
  const locked = readOnly || managed;
  const d = useCanaryDraft(row, initialType);
  const [addType, setAddType] = useState(initialType?.hasForm ? initialType.type : 'http');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const payload = d.payload(existing);
    if (payload) onSubmit(payload);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Health Check form">
      <CanaryFields
        fields={d.fields}
        setField={d.setField}
        errors={d.errors}
        existing={existing}
        source={row?.source ?? 'UI'}
        readOnly={readOnly}
        contentLocked={locked}
      />
      {managed && <p className="text-xs text-gray-500">Managed by {row?.source}: the spec is read-only here.</p>}
      <RadixTabs.Root value={d.tab} onValueChange={(v) => d.switchTab(v as EditorTab)} className="flex flex-col">
        <RadixTabs.List aria-label="Spec editor" className="flex gap-1 border-b border-gray-200">
          <RadixTabs.Trigger
            value="form"
            className={TAB_CLASS}
            disabled={!d.formAvailable}
            title={d.formAvailable ? undefined : 'These check types can only be edited as code'}
          >
            Form
          </RadixTabs.Trigger>
          <RadixTabs.Trigger value="code" className={TAB_CLASS}>
            Code
          </RadixTabs.Trigger>
        </RadixTabs.List>
        <RadixTabs.Content value="form" className="flex flex-col gap-3 pt-3">
          {d.drafts.length === 0 && <p className="text-sm text-gray-500">No checks yet.</p>}
          {d.drafts.map((draft, i) => (
            <CheckForm
              key={draft.key}
              draft={draft}
              index={i}
              errors={d.errors}
              readOnly={locked}
              onChange={(next) => d.setDrafts(d.drafts.map((x) => (x.key === draft.key ? next : x)))}
              onRemove={
                d.drafts.length > 1 ? () => d.setDrafts(d.drafts.filter((x) => x.key !== draft.key)) : undefined
              }
            />
          ))}
          {!locked && (
            <div className="flex items-center gap-2">
              <ChoiceSelect
                label="Check type to add"
                value={addType}
                choices={FORM_TYPES.map((t) => ({ value: t.type, label: t.label }))}
                onChange={setAddType}
              />
              <Button size="sm" onClick={() => d.setDrafts([...d.drafts, newDraft(addType)])}>
                <Plus size={12} /> Add check
              </Button>
            </div>
          )}
        </RadixTabs.Content>
        <RadixTabs.Content value="code" className="flex flex-col gap-1 pt-3">
          <LazyCodeEditor
            value={d.code}
            onChange={d.setCode}
            readOnly={locked}
            language="yaml"
            size="medium"
            ariaLabel="Spec"
          />
        </RadixTabs.Content>
      </RadixTabs.Root>
      <FormMessage kind="error">{d.codeError}</FormMessage>
      <FormMessage kind="error">{error}</FormMessage>
      {(onBack || !readOnly) && (
        <div className="flex items-center gap-2 border-t border-gray-100 pt-3">
          {onBack && (
            <Button onClick={onBack} disabled={busy}>
              <ArrowLeft size={14} /> Back
            </Button>
          )}
          <span className="flex-1" />
          {!readOnly && existing && onDelete && (
            <Button variant="danger" onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          )}
          {!readOnly && !managed && (
            <Button type="submit" variant="primary" disabled={busy}>
              {existing ? (busy ? 'Updating…' : 'Update') : busy ? 'Saving…' : 'Save'}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}

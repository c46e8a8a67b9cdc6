import { Controller, useForm } from 'react-hook-form';
import { LazyCodeEditor } from '../../components/code/lazy-code-editor';
import { Button } from '../../components/ui/button';
import { isSourceManaged, toFormValues, type ResourceFormValues } from './form-values';
import type { ResourceKind } from './resource-kinds';
import type { ResourceRow } from './resources-api';
import { LabelsField } from './labels-field';
import { TextField } from './text-field';

export interface ResourceFormProps {
  kind: ResourceKind;
  row?: ResourceRow;
  /** Without write permission everything is read-only and no buttons show. */
  readOnly: boolean;
  busy?: boolean;
  onSubmit: (values: ResourceFormValues) => void;
  onDelete?: () => void;
}

/** The generic edit form with the settings document's read-only rules. */
export function ResourceForm({ kind, row, readOnly, busy, onSubmit, onDelete }: ResourceFormProps) {
  const existing = !!row;
  const { register, control, handleSubmit, formState } = useForm<ResourceFormValues>({
    defaultValues: toFormValues(kind, row),
  });
  const has = (f: string) => kind.fields.includes(f as never);
  const identityLocked = existing || readOnly;
  const contentLocked = readOnly || isSourceManaged(row);
  const errors = formState.errors;

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3" aria-label={`${kind.title} form`}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <TextField
          label="Name"
          readOnly={identityLocked}
          error={errors.name?.message}
          {...register('name', { required: 'This field is required' })}
        />
        {has('namespace') && <TextField label="Namespace" readOnly={identityLocked} {...register('namespace')} />}
        {has('icon') && <TextField label="Icon" readOnly={readOnly} {...register('icon')} />}
        {has('schedule') && (
          <TextField label="Schedule" readOnly={readOnly} placeholder="@every 5m" {...register('schedule')} />
        )}
        {has('source') && existing && <TextField label="Source" readOnly {...register('source')} />}
        {(kind.extra ?? []).map((f) => (
          <TextField
            key={f.key}
            label={f.kind === 'list' ? `${f.label} (comma separated)` : f.label}
            readOnly={readOnly}
            error={errors.extra?.[f.key]?.message}
            {...register(`extra.${f.key}`, f.required ? { required: 'This field is required' } : {})}
          />
        ))}
      </div>
      {has('labels') && <LabelsField rows={3} readOnly={contentLocked} {...register('labels')} />}
      {has('spec') && (
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">Spec</span>
          <Controller
            control={control}
            name="spec"
            render={({ field }) => (
              <LazyCodeEditor
                value={field.value}
                onChange={field.onChange}
                readOnly={contentLocked}
                language="yaml"
                size="medium"
                ariaLabel="Spec"
              />
            )}
          />
        </div>
      )}
      {!readOnly && (
        <div className="flex justify-end gap-2 pt-2">
          {existing && onDelete && (
            <Button variant="danger" onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={busy}>
            {existing ? (busy ? 'Updating…' : 'Update') : busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      )}
    </form>
  );
}

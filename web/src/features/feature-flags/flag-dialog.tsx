import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormField, FormMessage } from '../../components/ui/form-field';
import type { FlagRow, FlagValues } from './flags-api';

export const MISSING_DETAILS = 'please provide all details';

/** Add or edit one flag: name and value are needed (spec), description is optional. */
export function FlagDialog({
  flag,
  busy,
  onSave,
  onClose,
}: {
  flag?: FlagRow;
  busy: boolean;
  onSave: (values: FlagValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<FlagValues>({
    name: flag?.name ?? '',
    value: flag?.value ?? '',
    description: flag?.description ?? '',
  });
  const [error, setError] = useState<string>();
  const set = (key: keyof FlagValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!values.name.trim() || !values.value.trim()) return setError(MISSING_DETAILS);
    setError(undefined);
    onSave(values);
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={flag ? 'Edit Feature Flag' : 'Add Feature Flag'}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <FormField label="Name" value={values.name} onChange={set('name')} placeholder="e.g. logs.disable" />
        <FormField label="Value" value={values.value} onChange={set('value')} placeholder="true" />
        <FormField label="Description" value={values.description} onChange={set('description')} />
        <FormMessage kind="error">{error}</FormMessage>
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {flag ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

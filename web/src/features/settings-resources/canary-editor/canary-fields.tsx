import { LabelsField } from '../labels-field';
import { TextField } from '../text-field';
import { SCHEDULE_OPTIONS } from './check-types';
import { ChoiceSelect } from './choice-select';
import { FieldShell, inputClass } from './field-shell';
import type { CanaryFields as Fields } from './use-canary-draft';
import type { FormErrors } from './validation';

/** Name, Namespace, Icon, Schedule, Source and Labels of the canary itself. */
export function CanaryFields({
  fields,
  setField,
  errors,
  existing,
  source,
  readOnly,
  contentLocked,
}: {
  fields: Fields;
  setField: (k: keyof Fields, v: string) => void;
  errors: FormErrors;
  existing: boolean;
  source: string;
  readOnly: boolean;
  /** Source-managed or read-only: labels and schedule (part of the spec) are locked. */
  contentLocked: boolean;
}) {
  const identityLocked = existing || readOnly;
  const schedules =
    SCHEDULE_OPTIONS.includes(fields.schedule) || !fields.schedule
      ? SCHEDULE_OPTIONS
      : [fields.schedule, ...SCHEDULE_OPTIONS];
  return (
    <>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <TextField
          label="Name"
          value={fields.name}
          readOnly={identityLocked}
          error={errors.name}
          onChange={(e) => setField('name', e.target.value)}
        />
        <TextField
          label="Namespace"
          value={fields.namespace}
          readOnly={identityLocked}
          onChange={(e) => setField('namespace', e.target.value)}
        />
        <TextField
          label="Icon"
          value={fields.icon}
          readOnly={contentLocked}
          onChange={(e) => setField('icon', e.target.value)}
        />
        <FieldShell label="Schedule" error={errors.schedule}>
          <ChoiceSelect
            label="Schedule"
            invalid={!!errors.schedule}
            className={`${inputClass} py-1.5`}
            value={fields.schedule}
            choices={schedules}
            placeholder="Select a schedule"
            disabled={contentLocked}
            onChange={(s) => setField('schedule', s)}
          />
        </FieldShell>
        <TextField label="Source" value={source} readOnly />
      </div>
      <LabelsField
        rows={2}
        readOnly={contentLocked}
        value={fields.labels}
        onChange={(e) => setField('labels', e.target.value)}
      />
    </>
  );
}

import { ROLES } from '@opsdeck/common';
import { FormField } from '../../components/ui/form-field';
import type { UserValues } from './users-api';
import type { UserErrors } from './validate-user';

/** First name, last name, email and role, with their messages. */
export function UserFormFields({
  values,
  errors,
  onChange,
}: {
  values: UserValues;
  errors: UserErrors;
  onChange: (values: UserValues) => void;
}) {
  const set = (key: keyof UserValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <FormField label="First Name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
        <FormField label="Last Name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <FormField label="Email" type="email" value={values.email} onChange={set('email')} error={errors.email} />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-700">Role</span>
        <select
          aria-label="Role"
          aria-invalid={!!errors.role}
          value={values.role}
          onChange={set('role')}
          className="rounded-md border border-gray-300 px-3 py-2"
        >
          <option value="">Select a role</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        {errors.role && <span className="text-xs text-red-600">{errors.role}</span>}
      </label>
    </div>
  );
}

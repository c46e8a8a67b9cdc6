import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { UserFormFields } from './user-form-fields';
import { updateRoles, updateUser, userKeys, type Identity, type UserValues } from './users-api';
import { serverFieldErrors, validateUser, type UserErrors } from './validate-user';

const toValues = (u: Identity): UserValues => ({
  firstName: u.traits.name.first,
  lastName: u.traits.name.last,
  email: u.email,
  role: u.roles[0] ?? 'viewer',
});

/** Edit User: names and e-mail through PATCH /users/:id, the role through /api/rbac/:id/update_role. */
export function EditUserDialog({ user, onClose }: { user: Identity; onClose: () => void }) {
  const client = useQueryClient();
  const [values, setValues] = useState(() => toValues(user));
  const [errors, setErrors] = useState<UserErrors>({});
  const save = useMutation({
    mutationFn: async ({ role, ...rest }: UserValues) => {
      await updateUser(user.id, { ...rest, email: rest.email.trim() });
      if (!user.roles.includes(role) || user.roles.length !== 1) await updateRoles(user.id, [role]);
    },
    onSuccess: () => {
      toast.success(`${values.firstName} ${values.lastName} updated successfully`);
      void client.invalidateQueries({ queryKey: userKeys.list });
      onClose();
    },
    onError: (e) => setErrors(e instanceof ApiError ? serverFieldErrors(e.body) : {}),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    const problems = validateUser(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(values);
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Edit User">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <UserFormFields values={values} errors={errors} onChange={setValues} />
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../api/errors';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-field';
import { UserFormFields } from './user-form-fields';
import { inviteUser, userKeys, type Invitation, type UserValues } from './users-api';
import { serverFieldErrors, validateUser, type UserErrors } from './validate-user';

const EMPTY: UserValues = { firstName: '', lastName: '', email: '', role: '' };

/** Invite: creates the user and shows the invitation link (also mailed when SMTP is configured). */
export function InviteUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<UserErrors>({});
  const [invitation, setInvitation] = useState<Invitation>();
  const invite = useMutation({
    mutationFn: inviteUser,
    meta: { handlesError: true },
    onSuccess: (answer) => {
      setInvitation(answer);
      toast.success(`${values.firstName} ${values.lastName} invited successfully`);
      void client.invalidateQueries({ queryKey: userKeys.list });
    },
    onError: (e) => setErrors(e instanceof ApiError ? serverFieldErrors(e.body) : {}),
  });
  const close = (o: boolean) => {
    if (!o) {
      setValues(EMPTY);
      setErrors({});
      setInvitation(undefined);
      invite.reset();
    }
    onOpenChange(o);
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    const problems = validateUser(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) invite.mutate({ ...values, email: values.email.trim() });
  }
  return (
    <Dialog open={open} onOpenChange={close} title="Invite User">
      {invitation ? (
        <div className="flex flex-col gap-2 text-sm">
          <p>
            {invitation.mail_sent
              ? 'An invitation mail has been sent. The invitation link:'
              : 'Send this invitation link to the user:'}
          </p>
          <code data-testid="invite-link" className="rounded-md bg-gray-50 p-2 text-xs break-all">
            {invitation.link}
          </code>
          <div className="flex justify-end gap-2 pt-2">
            <Button onClick={() => void navigator.clipboard?.writeText(invitation.link)}>Copy link</Button>
            <Button variant="primary" onClick={() => close(false)}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <UserFormFields values={values} errors={errors} onChange={setValues} />
          {invite.isError && !Object.keys(errors).length && (
            <FormMessage kind="error">{errorMessage(invite.error)}</FormMessage>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <Button onClick={() => close(false)}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={invite.isPending}>
              {invite.isPending ? 'Inviting...' : 'Invite'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

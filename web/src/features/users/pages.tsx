import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCan } from '../../api/use-current-user';
import { PageLayout } from '../../components/layout/page-layout';
import { DataTable } from '../../components/table/data-table';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/feedback';
import { EditUserDialog } from './edit-user-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { userColumns } from './user-columns';
import { deleteUser, fetchUsers, userKeys, type Identity } from './users-api';

const NO_USERS: Identity[] = [];

/** /settings/users (read on identities; invite, edit and delete need write). */
export function UsersPage() {
  const client = useQueryClient();
  const canWrite = useCan('identities', 'write');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Identity>();
  const [deleting, setDeleting] = useState<Identity>();
  const users = useQuery({ queryKey: userKeys.list, queryFn: fetchUsers });
  const remove = useMutation({
    mutationFn: (u: Identity) => deleteUser(u.id),
    onSuccess: () => {
      toast.success('user deleted successfully');
      setDeleting(undefined);
      void client.invalidateQueries({ queryKey: userKeys.list });
    },
  });
  const columns = useMemo(() => userColumns({ canWrite, onEdit: setEditing, onDelete: setDeleting }), [canWrite]);
  const invite = canWrite && (
    <Button variant="primary" size="sm" onClick={() => setInviting(true)}>
      <UserPlus size={14} /> Invite User
    </Button>
  );
  return (
    <PageLayout title="Users" extra={invite} onRefresh={() => void users.refetch()} loading={users.isFetching}>
      {users.isError && !users.data ? (
        <ErrorPanel error={users.error} />
      ) : (
        <div className="p-4">
          <DataTable
            columns={columns}
            data={users.data ?? NO_USERS}
            isLoading={users.isPending}
            getRowId={(u) => u.id}
          />
        </div>
      )}
      <InviteUserDialog open={inviting} onOpenChange={setInviting} />
      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(undefined)}
        title="Delete User"
        message="Are you sure you want to delete this user ?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </PageLayout>
  );
}

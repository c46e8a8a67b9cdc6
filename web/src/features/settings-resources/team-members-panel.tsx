import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCan } from '../../api/use-current-user';
import { DataTable } from '../../components/table/data-table';
import { columnHelper } from '../../components/table/table-features';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/feedback';
import { AddMembersDialog } from './add-members-dialog';
import {
  addTeamMembers,
  fetchTeamMembers,
  removeTeamMember,
  teamMemberKeys,
  type MemberRow,
  type Person,
} from './team-members-api';

const col = columnHelper<MemberRow>();
const NO_MEMBERS: MemberRow[] = [];

/** The manageTeam tab: members, Add Members and Remove user (both need write on teams). */
export function TeamMembersPanel({ teamId }: { teamId: string }) {
  const client = useQueryClient();
  const canWrite = useCan('teams', 'write');
  const [adding, setAdding] = useState(false);
  const result = useQuery({ queryKey: teamMemberKeys.list(teamId), queryFn: () => fetchTeamMembers(teamId) });
  const reload = () => client.invalidateQueries({ queryKey: teamMemberKeys.list(teamId) });
  const add = useMutation({
    mutationFn: (people: Person[]) =>
      addTeamMembers(
        teamId,
        people.map((p) => p.id),
      ),
    onSuccess: (_r, people) => {
      toast.success(`${people.map((p) => p.name).join(', ')} added to the team successfully`);
      setAdding(false);
      void reload();
    },
  });
  const remove = useMutation({
    mutationFn: (person: Person) => removeTeamMember(teamId, person.id),
    onSuccess: (_r, person) => {
      toast.success(`${person.name} removed from team successfully`);
      void reload();
    },
  });
  // `remove` is a new object every render; its `mutate` is stable, so the columns are built once.
  const removeMember = remove.mutate;
  const columns = useMemo(
    () => [
      col.accessor((r) => r.person_id?.name ?? '', { id: 'name', header: 'Name' }),
      col.accessor((r) => r.person_id?.email ?? '', { id: 'email', header: 'Email' }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          canWrite && row.original.person_id ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600"
              onClick={() => removeMember(row.original.person_id!)}
            >
              Remove user
            </Button>
          ) : null,
      }),
    ],
    [canWrite, removeMember],
  );
  if (result.isError && !result.data) return <ErrorPanel error={result.error} />;
  const members = result.data ?? NO_MEMBERS;
  return (
    <div className="flex flex-col gap-3">
      {canWrite && (
        <div className="flex justify-end">
          <Button variant="primary" size="sm" onClick={() => setAdding(true)}>
            <Plus size={14} /> Add Members
          </Button>
        </div>
      )}
      <DataTable
        columns={columns}
        data={members}
        isLoading={result.isPending}
        getRowId={(r) => r.person_id?.id ?? ''}
        emptyText="You haven't added any team members to the team yet"
      />
      {adding && (
        <AddMembersDialog
          memberIds={new Set(members.map((m) => m.person_id?.id ?? ''))}
          busy={add.isPending}
          onAdd={(people) => add.mutate(people)}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}

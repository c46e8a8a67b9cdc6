import { useQuery } from '@tanstack/react-query';
import { db, unwrap } from '../../api/db';
import { DataTable } from '../../components/table/data-table';
import { columnHelper } from '../../components/table/table-features';
import { ErrorPanel } from '../../components/ui/feedback';

interface MemberRow {
  team_id: string;
  person_id: { id: string; name: string; email?: string | null } | null;
}

const col = columnHelper<MemberRow>();
const columns = [
  col.accessor((r) => r.person_id?.name ?? '', { id: 'name', header: 'Name' }),
  col.accessor((r) => r.person_id?.email ?? '', { id: 'email', header: 'Email' }),
];

/** GET /team_members?team_id=eq.{id}&select=*,person_id(*) — the manageTeam tab's member list. */
export function TeamMembersPanel({ teamId }: { teamId: string }) {
  const result = useQuery({
    queryKey: ['team-members', teamId],
    queryFn: async () =>
      (unwrap(await db.from('team_members').select('*,person_id(*)').eq('team_id', teamId)) ?? []) as MemberRow[],
  });
  if (result.isError && !result.data) return <ErrorPanel error={result.error} />;
  return (
    <DataTable
      columns={columns}
      data={result.data ?? []}
      isLoading={result.isPending}
      getRowId={(r) => r.person_id?.id ?? ''}
      emptyText="You haven't added any team members to the team yet."
    />
  );
}

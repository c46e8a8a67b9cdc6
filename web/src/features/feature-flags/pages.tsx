import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCan } from '../../api/use-current-user';
import { PageLayout } from '../../components/layout/page-layout';
import { DataTable } from '../../components/table/data-table';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../components/ui/feedback';
import { FlagDialog } from './flag-dialog';
import { flagColumns } from './flag-columns';
import { fetchFlags, flagKeys, isLocal, type FlagRow } from './flags-api';
import { useFlagMutations } from './use-flag-mutations';

export const LOCAL_REFUSAL = 'Cannot edit local feature flags';
const NO_FLAGS: FlagRow[] = [];

/** /settings/feature-flags: stored and local flags; add, edit, remove need write on properties. */
export function FeatureFlagsPage() {
  const canWrite = useCan('properties', 'write');
  const [editing, setEditing] = useState<FlagRow | 'new'>();
  const [removing, setRemoving] = useState<FlagRow>();
  const flags = useQuery({ queryKey: flagKeys.list, queryFn: fetchFlags });
  const { add, update, remove } = useFlagMutations(() => {
    setEditing(undefined);
    setRemoving(undefined);
  });
  const columns = useMemo(() => {
    const guard = (act: (f: FlagRow) => void) => (f: FlagRow) => (isLocal(f) ? toast.error(LOCAL_REFUSAL) : act(f));
    return flagColumns({ canWrite, onEdit: guard(setEditing), onRemove: guard(setRemoving) });
  }, [canWrite]);
  const addButton = canWrite && (
    <Button variant="primary" size="sm" onClick={() => setEditing('new')}>
      <Plus size={14} /> Add
    </Button>
  );
  const current = editing === 'new' ? undefined : editing;
  return (
    <PageLayout
      title="Feature Flags"
      extra={addButton}
      onRefresh={() => void flags.refetch()}
      loading={flags.isFetching}
    >
      {flags.isError && !flags.data ? (
        <ErrorPanel error={flags.error} />
      ) : (
        <div className="p-4">
          <DataTable
            columns={columns}
            data={flags.data ?? NO_FLAGS}
            isLoading={flags.isPending}
            getRowId={(f) => f.name}
          />
        </div>
      )}
      {editing && (
        <FlagDialog
          flag={current}
          busy={add.isPending || update.isPending}
          onClose={() => setEditing(undefined)}
          onSave={(values) => (current ? update.mutate({ name: current.name, values }) : add.mutate(values))}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(undefined)}
        title="Remove Feature Flag"
        message={`Are you sure you want to remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.name)}
      />
    </PageLayout>
  );
}

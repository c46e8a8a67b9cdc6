import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../api/use-current-user';
import { paths } from '../../app/paths';
import { FeatureRoute } from '../../components/gates/feature-route';
import { PageLayout } from '../../components/layout/page-layout';
import { DataTable } from '../../components/table/data-table';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/feedback';
import { CreateCanaryDialog } from './canary-editor/create-canary-dialog';
import { CreateResourceDialog } from './create-resource-dialog';
import { resourceColumns } from './resource-columns';
import { resourceKind, type ResourceKind } from './resource-kinds';
import { fetchResources, resourceKeys, type ResourceRow } from './resources-api';
import { UnknownTable } from './unknown-table';

const EMPTY: ResourceRow[] = [];

function ResourceList({ kind }: { kind: ResourceKind }) {
  const navigate = useNavigate();
  const canWrite = useCan(kind.object, 'write');
  const [adding, setAdding] = useState(false);
  const result = useQuery({ queryKey: resourceKeys.list(kind.table), queryFn: () => fetchResources(kind) });
  const add = canWrite && (
    <Button variant="primary" size="sm" onClick={() => setAdding(true)}>
      <Plus size={14} /> Add
    </Button>
  );
  return (
    <PageLayout title={kind.title} extra={add} onRefresh={() => void result.refetch()} loading={result.isFetching}>
      {result.isError && !result.data ? (
        <ErrorPanel error={result.error} />
      ) : (
        <div className="p-4">
          <DataTable
            columns={resourceColumns(kind)}
            data={result.data ?? EMPTY}
            isLoading={result.isPending}
            getRowId={(r) => String(r[kind.key])}
            onRowClick={(r) => navigate(paths.settingsRow.href(kind.table, String(r[kind.key])))}
          />
        </div>
      )}
      {kind.table === 'canaries' ? (
        <CreateCanaryDialog open={adding} onOpenChange={setAdding} />
      ) : (
        <CreateResourceDialog kind={kind} open={adding} onOpenChange={setAdding} />
      )}
    </PageLayout>
  );
}

/** /settings/{table}: newest first, at most 100, deleted rows left out; add button with write permission. */
export default function ResourceListPage({ table }: { table?: string }) {
  const params = useParams();
  const kind = resourceKind(table ?? params.table);
  return kind ? (
    <FeatureRoute feature={kind.feature} object={kind.object}>
      <ResourceList key={kind.table} kind={kind} />
    </FeatureRoute>
  ) : (
    <UnknownTable />
  );
}

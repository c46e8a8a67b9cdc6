import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../api/use-current-user';
import { paths } from '../../app/paths';
import { FeatureRoute } from '../../components/gates/feature-route';
import { PageLayout } from '../../components/layout/page-layout';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorPanel, Spinner } from '../../components/ui/feedback';
import { Tabs } from '../../components/ui/tabs';
import { CanarySpecPanel } from './canary-editor/canary-spec-panel';
import { NotFoundBody } from './not-found-body';
import { ResourceForm } from './resource-form';
import { ResourceJobHistory } from './resource-job-history';
import { resourceKind, type ResourceKind } from './resource-kinds';
import { fetchResource, resourceKeys } from './resources-api';
import { TeamMembersPanel } from './team-members-panel';
import { UnknownTable } from './unknown-table';
import { useResourceMutations } from './use-resource-mutations';

function ResourceDetail({ kind, id }: { kind: ResourceKind; id: string }) {
  const navigate = useNavigate();
  const canWrite = useCan(kind.object, 'write');
  const [tab, setTab] = useState('spec');
  const [confirming, setConfirming] = useState(false);
  const result = useQuery({ queryKey: resourceKeys.one(kind.table, id), queryFn: () => fetchResource(kind, id) });
  const { update, remove } = useResourceMutations(kind);
  const row = result.data ?? undefined;
  const title = (
    <Breadcrumb
      items={[
        { label: 'Settings' },
        { label: kind.title, to: paths.settingsTable.href(kind.table) },
        { label: row?.name ?? id },
      ]}
    />
  );

  let body;
  if (result.isPending) body = <Spinner />;
  else if (result.isError) body = <ErrorPanel error={result.error} />;
  else if (!row) body = <NotFoundBody />;
  else {
    const items = [
      {
        value: 'spec',
        label: 'Spec',
        // The canary spec editor replaces the generic form for health checks.
        content:
          kind.table === 'canaries' ? (
            <CanarySpecPanel
              key={row.updated_at ?? ''}
              row={row}
              readOnly={!canWrite}
              deleting={remove.isPending}
              onDelete={() => setConfirming(true)}
            />
          ) : (
            <ResourceForm
              key={row.updated_at ?? ''}
              kind={kind}
              row={row}
              readOnly={!canWrite}
              busy={update.isPending || remove.isPending}
              onSubmit={(values) => update.mutate({ id, values, name: row.name })}
              onDelete={() => setConfirming(true)}
            />
          ),
      },
    ];
    if (kind.table === 'teams')
      items.push({ value: 'manageTeam', label: 'Manage Team', content: <TeamMembersPanel teamId={id} /> });
    if (kind.jobResourceType)
      items.push({ value: 'jobHistory', label: 'Job History', content: <ResourceJobHistory resourceId={id} /> });
    body = <Tabs items={items} value={tab} onValueChange={setTab} />;
  }

  return (
    <PageLayout title={title} onRefresh={() => void result.refetch()} loading={result.isFetching}>
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${row?.name ?? ''}`}
        message={`Are you sure you want to delete ${row?.name ?? 'this resource'}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id, name: row?.name ?? id },
            {
              onSuccess: () => {
                setConfirming(false);
                navigate(paths.settingsTable.href(kind.table));
              },
            },
          )
        }
      />
    </PageLayout>
  );
}

/** /settings/{table}/{id}: breadcrumb, edit form and tabs; No resources found when nothing loads. */
export default function ResourceDetailPage() {
  const { table, id = '' } = useParams();
  const kind = resourceKind(table);
  return kind ? (
    <FeatureRoute feature={kind.feature} object={kind.object}>
      <ResourceDetail key={`${kind.table}/${id}`} kind={kind} id={id} />
    </FeatureRoute>
  ) : (
    <UnknownTable />
  );
}

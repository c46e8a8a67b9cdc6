import { lazy, Suspense, useMemo } from 'react';
import { PageLayout } from '../../../components/layout/page-layout';
import { AutoRefreshSelect } from '../../../components/refresh/auto-refresh-select';
import { TimeRangePicker } from '../../../components/time-range/time-range-picker';
import { ErrorPanel } from '../../../components/ui/feedback';
import { useAgentNames } from '../api/get-agents';
import { useChecksSummary } from '../api/get-checks-summary';
import type { CheckSummary } from '../api/types';
import { AGENT_TAB, computeTabs, groupByOptions, labelKeys, tabByOptions } from '../lib/check-grouping';
import { filterChecks } from '../lib/filter-checks';
import { ChecksCards } from './checks-cards';
import { ChecksPivot } from './checks-pivot';
import { ChecksTable } from './checks-table';
import { HealthSidebar } from './health-sidebar';
import { HealthTabs } from './health-tabs';
import { HealthToolbar } from './health-toolbar';
import { useHealthParams } from './use-health-params';
import { useHealthRefresh } from './use-health-refresh';

const CheckDrawer = lazy(() => import('../drawer/check-drawer'));
const EMPTY: CheckSummary[] = [];
const NO_AGENTS: Record<string, string> = {};

/** /health: the health dashboard (shell document §2), every choice in the URL. */
export function HealthPage() {
  const { params, update, range, setRange } = useHealthParams();
  const refresh = useHealthRefresh(range);
  const summary = useChecksSummary(range, refresh.intervalMs);
  const agents = useAgentNames(params.tabBy === AGENT_TAB);
  const all = summary.data ?? EMPTY;
  const agentNames = agents.data ?? NO_AGENTS;

  const groupOptions = useMemo(() => groupByOptions(all), [all]);
  const tabOptions = useMemo(() => tabByOptions(all), [all]);
  const keys = useMemo(() => labelKeys(all), [all]);
  const tabs = useMemo(() => computeTabs(all, params.tabBy, agentNames), [all, params.tabBy, agentNames]);
  const visible = useMemo(() => filterChecks(all, params, agentNames), [all, params, agentNames]);
  const groupLabel = groupOptions.find((o) => o.value === params.groupBy)?.label ?? params.groupBy;
  const open = (c: CheckSummary) => update({ checkId: c.id });

  let body;
  if (summary.isError && !summary.data) body = <ErrorPanel error={summary.error} />;
  else if (params.pivotBy === 'labels' && params.pivotLabel)
    body = <ChecksPivot checks={visible} labelKey={params.pivotLabel} cellType={params.pivotCellType} onOpen={open} />;
  else if (params.layout === 'card' && !summary.isPending)
    body = visible.length ? (
      <ChecksCards checks={visible} groupBy={params.groupBy} onOpen={open} />
    ) : (
      <p className="p-8 text-center text-sm text-gray-500">No data available</p>
    );
  else
    body = (
      <ChecksTable
        checks={visible}
        isLoading={summary.isPending}
        groupBy={params.groupBy}
        groupLabel={groupLabel}
        sortBy={params.sortBy}
        sortDesc={params.sortDesc}
        onSortChange={(sortBy, sortDesc) => update({ sortBy, sortDesc })}
        onOpen={open}
      />
    );

  return (
    <PageLayout
      title="Health"
      onRefresh={() => void summary.refetch({ cancelRefetch: true })}
      loading={summary.isFetching}
      extra={
        <>
          <TimeRangePicker value={range} onChange={(r) => setRange(r)} />
          <span
            title={
              refresh.effective !== refresh.option ? `Refreshing every ${refresh.effective} for this range` : undefined
            }
          >
            <AutoRefreshSelect value={refresh.option} onChange={refresh.setOption} />
          </span>
        </>
      }
      subheader={
        <>
          <HealthToolbar
            params={params}
            update={update}
            groupOptions={groupOptions}
            tabOptions={tabOptions}
            labelKeys={keys}
          />
          <HealthTabs tabs={tabs} value={params.tab} onChange={(tab) => update({ tab })} />
        </>
      }
    >
      <div className="flex h-full min-h-0">
        <HealthSidebar checks={all} params={params} update={update} />
        <div className="min-w-0 flex-1 overflow-auto p-4">{body}</div>
      </div>
      {params.checkId && (
        <Suspense fallback={null}>
          <CheckDrawer
            checkId={params.checkId}
            summary={all.find((c) => c.id === params.checkId)}
            onClose={() => update({ checkId: undefined })}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}

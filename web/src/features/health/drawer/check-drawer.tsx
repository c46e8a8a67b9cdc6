import { useState } from 'react';
import { Drawer } from '../../../components/ui/drawer';
import { Tabs } from '../../../components/ui/tabs';
import { StatusDot } from '../../../components/ui/status-dot';
import { presetDisplay } from '../../../lib/time-range';
import { useCheckDetail } from '../api/get-check-detail';
import { useCheckGraph } from '../api/get-check-graph';
import type { CheckSummary } from '../api/types';
import { DRAWER_RANGES } from '../lib/drawer-range';
import { checkHealth } from '../lib/filter-checks';
import { CheckLabels } from '../components/check-labels';
import { CheckDrawerFooter } from './check-drawer-footer';
import { CheckHistoryTab } from './check-history-tab';
import { CheckMetrics } from './check-metrics';
import { CheckRelationshipsTab } from './check-relationships-tab';
import { CheckSpecTab } from './check-spec-tab';
import { HealthOverview } from './health-overview';
import { LabelledSelect } from './labelled-select';
import { useDrawerRange } from './use-drawer-range';
import { useShortScreen } from './use-short-screen';

const RANGE_OPTIONS = DRAWER_RANGES.map((p) => ({ value: p, label: presetDisplay(p) }));

export interface CheckDrawerProps {
  checkId: string;
  /** The check's summary row when the dashboard has it (a link may name a check outside the list). */
  summary?: CheckSummary;
  onClose: () => void;
}

/** The check drawer (`checkId`): metrics, its own range, Health Overview, tabs and the footer actions. */
export default function CheckDrawer({ checkId, summary, onClose }: CheckDrawerProps) {
  const detail = useCheckDetail(checkId);
  const range = useDrawerRange(summary?.last_runtime);
  const graph = useCheckGraph(checkId, range.preset, range.resolve);
  const short = useShortScreen();
  const [tab, setTab] = useState('history');
  const name = summary?.name ?? detail.data?.name ?? '';
  const overview = <HealthOverview graph={graph.data} isLoading={graph.isPending} error={graph.error} />;
  const items = [
    { value: 'history', label: 'History', content: <CheckHistoryTab checkId={checkId} /> },
    ...(short ? [{ value: 'graph', label: 'Graph', content: overview }] : []),
    { value: 'spec', label: 'Spec', content: <CheckSpecTab spec={detail.data?.spec} isLoading={detail.isPending} /> },
    { value: 'relationships', label: 'Relationships', content: <CheckRelationshipsTab checkId={checkId} /> },
  ];
  return (
    <Drawer
      open
      onOpenChange={(o) => !o && onClose()}
      title={
        <span className="inline-flex items-center gap-2">
          <StatusDot status={summary ? checkHealth(summary) : undefined} />
          {name || 'Check'}
        </span>
      }
      footer={
        <CheckDrawerFooter
          checkId={checkId}
          canaryId={summary?.canary_id ?? detail.data?.canary_id}
          detail={detail.data}
        />
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <CheckLabels labels={summary?.labels} />
          <LabelledSelect
            caption="Time Range:"
            label="Check time range"
            value={range.preset}
            options={RANGE_OPTIONS}
            onChange={range.setPreset}
            className="shrink-0"
          />
        </div>
        <CheckMetrics
          check={summary}
          graph={graph.data}
          nextRuntime={detail.data?.next_runtime ?? summary?.next_runtime}
        />
        {!short && overview}
        <div className="-mx-4">
          <Tabs items={items} value={tab} onValueChange={setTab} />
        </div>
      </div>
    </Drawer>
  );
}

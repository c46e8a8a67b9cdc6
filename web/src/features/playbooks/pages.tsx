import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { AreaFrame } from '../../components/layout/area-frame';
import { LinkTabs } from '../../components/layout/link-tabs';
import { TimeRangePicker } from '../../components/time-range/time-range-picker';
import { useTimeRangeParam } from '../../components/time-range/use-time-range-param';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { presetRange } from '../../lib/time-range';

const TABS = [
  { label: 'Playbooks', to: paths.playbooks.href() },
  { label: 'Runs', to: paths.playbookRuns.href() },
];
/** spec: playbook runs default range 7 days. */
const RUNS_DEFAULT_RANGE = presetRange('1w');

export function PlaybooksPage() {
  return <AreaFrame title="Playbooks" subheader={<LinkTabs tabs={TABS} />} />;
}

export function PlaybookRunsPage() {
  const [range, setRange] = useTimeRangeParam(RUNS_DEFAULT_RANGE);
  return (
    <AreaFrame
      title="Playbook Runs"
      subheader={<LinkTabs tabs={TABS} />}
      extra={<TimeRangePicker value={range} onChange={setRange} />}
    />
  );
}

export function PlaybookRunPage() {
  const { id = '' } = useParams();
  return (
    <AreaFrame
      title={<Breadcrumb items={[{ label: 'Playbook Runs', to: paths.playbookRuns.href() }, { label: id }]} />}
    />
  );
}

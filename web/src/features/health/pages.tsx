import { AutoRefreshSelect, useAutoRefresh } from '../../components/refresh/auto-refresh-select';
import { AreaFrame } from '../../components/layout/area-frame';

/** /health: the health summary page with its auto-refresh selector (the health issue fills the body). */
export function HealthPage() {
  const refresh = useAutoRefresh('opsdeck.health.refresh');
  return <AreaFrame title="Health" extra={<AutoRefreshSelect value={refresh.option} onChange={refresh.setOption} />} />;
}

import { useMemo } from 'react';
import { useAutoRefresh, refreshIntervalMs } from '../../../components/refresh/auto-refresh-select';
import { resolveTimeRange, type TimeRange } from '../../../lib/time-range';
import { effectiveRefresh } from '../lib/refresh-fallback';

/** The summary auto-refresh: the choice kept in local storage, lengthened for long ranges. */
export function useHealthRefresh(range: TimeRange) {
  const refresh = useAutoRefresh('opsdeck.health.refresh');
  const effective = useMemo(() => {
    const bounds = resolveTimeRange(range);
    const rangeMs = bounds ? bounds.to.getTime() - bounds.from.getTime() : 0;
    return effectiveRefresh(refresh.option, rangeMs);
  }, [range, refresh.option]);
  return { ...refresh, effective, intervalMs: refreshIntervalMs(effective) };
}

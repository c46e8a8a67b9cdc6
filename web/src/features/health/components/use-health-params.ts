import { TIME_RANGE_PRESETS } from '@opsdeck/common';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTimeRangeParam } from '../../../components/time-range/use-time-range-param';
import { presetRange } from '../../../lib/time-range';
import { readHealthParams, writeHealthParams, type HealthParams } from '../lib/health-params';

/** spec: the health time range defaults to the second preset of the list. */
export const HEALTH_DEFAULT_RANGE = presetRange(TIME_RANGE_PRESETS[1]);

/** The dashboard's state, read from and written to the query string (the URL is the source of truth). */
export function useHealthParams() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = useMemo(() => readHealthParams(search), [key]);
  const [range, setRange] = useTimeRangeParam(HEALTH_DEFAULT_RANGE);
  const update = useCallback(
    (patch: Partial<HealthParams>) => setSearch((prev) => writeHealthParams(prev, patch)),
    [setSearch],
  );
  return { params, update, range: range ?? HEALTH_DEFAULT_RANGE, setRange };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTimeRange, writeTimeRange, type TimeRange } from '../../lib/time-range';

/** The page's time range, kept in the URL (rangeType, display, from, to, range, timeRange). */
export function useTimeRangeParam(fallback?: TimeRange) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const range = useMemo(() => readTimeRange(params, fallback), [key, fallback]);
  const setRange = useCallback(
    (next: TimeRange | undefined) =>
      setParams((prev) => {
        const p = writeTimeRange(prev, next);
        p.delete('pageIndex');
        return p;
      }),
    [setParams],
  );
  return [range, setRange] as const;
}

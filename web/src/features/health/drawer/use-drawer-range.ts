import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { presetToExpression, resolveTimeRange } from '../../../lib/time-range';
import { defaultDrawerRange, DRAWER_RANGES } from '../lib/drawer-range';

/** The drawer's own range (`checkTimeRange`), defaulting by the age of the last run. */
export function useDrawerRange(lastRuntime: string | null | undefined) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('checkTimeRange');
  const chosen = raw && (DRAWER_RANGES as readonly string[]).includes(raw) ? raw : undefined;
  const preset = chosen ?? defaultDrawerRange(lastRuntime);
  const setPreset = useCallback(
    (next: string) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        p.set('checkTimeRange', next);
        return p;
      }),
    [setParams],
  );
  const resolve = useCallback(() => {
    const b = resolveTimeRange({ type: 'relative', range: presetToExpression(preset), display: preset });
    const to = b?.to ?? new Date();
    return { from: (b?.from ?? new Date(to.getTime() - 3_600_000)).toISOString(), to: to.toISOString() };
  }, [preset]);
  return { preset, setPreset, resolve };
}

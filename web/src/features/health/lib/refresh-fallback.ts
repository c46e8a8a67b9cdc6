import { REFRESH_OPTIONS, type RefreshOption } from '@opsdeck/common';
import { refreshIntervalMs } from '../../../components/refresh/auto-refresh-select';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The shortest refresh a range allows: summaries over long ranges are expensive and barely change, so the
 * chosen option falls back to a longer one (shell document §2). Up to 3 h anything goes; up to a day at least
 * 60s; up to a week at least 5m; beyond that at least 15m.
 */
export function minimumRefreshMs(rangeMs: number): number {
  if (rangeMs <= 3 * HOUR) return 0;
  if (rangeMs <= DAY) return 60_000;
  if (rangeMs <= 7 * DAY) return 300_000;
  return 900_000;
}

/** The option actually used: None stays None; a too-short choice becomes the first option long enough. */
export function effectiveRefresh(chosen: RefreshOption, rangeMs: number): RefreshOption {
  const ms = refreshIntervalMs(chosen);
  const min = minimumRefreshMs(rangeMs);
  if (ms === 0 || ms >= min) return chosen;
  return REFRESH_OPTIONS.find((o) => refreshIntervalMs(o) >= min) ?? chosen;
}

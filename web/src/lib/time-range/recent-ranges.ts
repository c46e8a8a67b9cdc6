import { RECENT_TIME_RANGES_MAX } from '@opsdeck/common';
import { readLocal, writeLocal } from '../local-storage';
import type { TimeRange } from './time-range';

type AbsoluteRange = TimeRange & { type: 'absolute' };
export const RECENT_RANGES_KEY = 'opsdeck.recentTimeRanges';

/** Newest first, unique by from/to, at most 5 (settings document §4). */
export function addRecentRange(list: AbsoluteRange[], range: AbsoluteRange): AbsoluteRange[] {
  const rest = list.filter((r) => r.from !== range.from || r.to !== range.to);
  return [range, ...rest].slice(0, RECENT_TIME_RANGES_MAX);
}

export function loadRecentRanges(): AbsoluteRange[] {
  const list = readLocal<AbsoluteRange[]>(RECENT_RANGES_KEY, []);
  return Array.isArray(list) ? list.filter((r) => r?.type === 'absolute' && r.from && r.to) : [];
}

export function rememberRecentRange(range: AbsoluteRange): AbsoluteRange[] {
  const next = addRecentRange(loadRecentRanges(), range);
  writeLocal(RECENT_RANGES_KEY, next);
  return next;
}

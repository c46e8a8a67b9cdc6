import { JOB_HISTORY_DEFAULT_STATUS } from '@opsdeck/common';
import { parseTriStateParam, splitTriState } from '../../lib/tri-state';

/** Run-duration filter choices (the spec leaves the table out): label → minimum milliseconds. */
export const DURATION_OPTIONS: { value: string; label: string; ms: number }[] = [
  { value: '1s', label: '> 1s', ms: 1_000 },
  { value: '10s', label: '> 10s', ms: 10_000 },
  { value: '30s', label: '> 30s', ms: 30_000 },
  { value: '1m', label: '> 1m', ms: 60_000 },
  { value: '5m', label: '> 5m', ms: 300_000 },
  { value: '10m', label: '> 10m', ms: 600_000 },
  { value: '30m', label: '> 30m', ms: 1_800_000 },
  { value: '1h', label: '> 1h', ms: 3_600_000 },
];

export interface JobFilters {
  resourceType?: string;
  resourceId?: string;
  name?: string;
  status: string;
  duration?: string;
}

/** Reads the filters; a missing `status` means the default SUCCESS:-1, an empty one means no status filter. */
export function readJobFilters(params: URLSearchParams): JobFilters {
  return {
    resourceType: params.get('resourceType') || undefined,
    resourceId: params.get('resourceId') || undefined,
    name: params.get('name') || undefined,
    status: params.has('status') ? (params.get('status') ?? '') : JOB_HISTORY_DEFAULT_STATUS,
    duration: params.get('duration') || undefined,
  };
}

export function statusFilter(status: string) {
  return splitTriState(parseTriStateParam(status));
}

export function durationMs(duration: string | undefined): number | undefined {
  return DURATION_OPTIONS.find((o) => o.value === duration)?.ms;
}

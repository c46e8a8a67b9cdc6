/** The History tab's Duration filter (shell document §2, §5). */
export const DURATION_FILTER_OPTIONS = ['100ms', '500ms', '1s', '5s', '10s', '30s'] as const;
export const DURATION_FILTER_ERROR = 'duration is allowed only in milli seconds & seconds';

/** "250ms" → 250, "1.5s" → 1500; anything else (other units, no unit, text) → undefined. */
export function parseDurationFilter(value: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s)$/.exec(value.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  return Math.round(m[2] === 's' ? n * 1000 : n);
}

/** The validation message for a created value, or undefined when it is valid. */
export function validateDurationFilter(value: string): string | undefined {
  return parseDurationFilter(value) === undefined ? DURATION_FILTER_ERROR : undefined;
}

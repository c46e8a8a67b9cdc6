function trim(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)));
}

/**
 * The duration display rule (shell document §9): under 1000 ms in ms, under 60 s in seconds, then minutes,
 * then hours. Empty for missing values.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '';
  const abs = Math.abs(ms);
  if (abs < 1000) return `${Math.round(ms)}ms`;
  if (abs < 60_000) return `${trim(ms / 1000, 2)}s`;
  if (abs < 3_600_000) return `${trim(ms / 60_000, 1)}m`;
  return `${trim(ms / 3_600_000, 1)}h`;
}

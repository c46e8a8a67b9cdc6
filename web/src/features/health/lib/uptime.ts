export type UptimeColor = 'green' | 'orange' | 'red';

/**
 * The uptime bar shows the share of failed runs: its percentage is failed / (passed + failed) × 100, so an
 * empty bar is a perfect uptime. The spec's colours read on that percentage (shell document §4: green up to
 * 75, orange above 75, red above 90). Undefined when the check has no runs in the range.
 */
export function failedPercentage(uptime: { passed?: number | null; failed?: number | null } | undefined) {
  const passed = uptime?.passed ?? 0;
  const failed = uptime?.failed ?? 0;
  const total = passed + failed;
  return total === 0 ? undefined : (failed / total) * 100;
}

export function uptimeColor(percentage: number): UptimeColor {
  if (percentage > 90) return 'red';
  if (percentage > 75) return 'orange';
  return 'green';
}

/** "99.5%" uptime text: passed / total. */
export function uptimeText(uptime: { passed?: number | null; failed?: number | null } | undefined): string {
  const failed = failedPercentage(uptime);
  if (failed === undefined) return '';
  return `${Number((100 - failed).toFixed(2))}%`;
}

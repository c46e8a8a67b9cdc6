export type StatusColor = 'red' | 'gray' | 'orange' | 'green' | 'blue';

/** Status dot colour (shell document §4): red, gray and orange groups; anything else is green. */
export function statusColor(status: string | null | undefined): StatusColor {
  const s = (status ?? '').toLowerCase();
  if (['degraded', 'missing', 'unhealthy', 'failed', 'error'].includes(s)) return 'red';
  if (['unknown', 'suspended', 'stopped', 'stale'].includes(s)) return 'gray';
  if (['warning', 'warn', 'mixed'].includes(s)) return 'orange';
  if (s === 'running') return 'blue';
  return 'green';
}

export const DOT_CLASS: Record<StatusColor, string> = {
  red: 'bg-red-500',
  gray: 'bg-gray-400',
  orange: 'bg-orange-400',
  green: 'bg-green-500',
  blue: 'bg-blue-500',
};

export const TEXT_CLASS: Record<StatusColor, string> = {
  red: 'text-red-700 bg-red-50',
  gray: 'text-gray-700 bg-gray-100',
  orange: 'text-orange-700 bg-orange-50',
  green: 'text-green-700 bg-green-50',
  blue: 'text-blue-700 bg-blue-50',
};

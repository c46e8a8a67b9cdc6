import { format, formatDistanceToNowStrict } from 'date-fns';

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** "2024-05-01 13:04:05" in local time; empty when missing. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? format(d, 'yyyy-MM-dd HH:mm:ss') : '';
}

/** "5 minutes ago"; empty when missing. */
export function formatAge(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? formatDistanceToNowStrict(d, { addSuffix: true }) : '';
}

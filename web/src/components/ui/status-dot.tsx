import { cn } from '../../lib/cn';
import { DOT_CLASS, statusColor, TEXT_CLASS } from '../../lib/status-colors';

export function StatusDot({ status, className }: { status: string | null | undefined; className?: string }) {
  const color = statusColor(status);
  return (
    <span
      role="img"
      aria-label={status ?? 'unknown'}
      data-color={color}
      className={cn('inline-block h-2.5 w-2.5 shrink-0 rounded-full', DOT_CLASS[color], className)}
    />
  );
}

/** A status word with its dot, as in job and health tables. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const color = statusColor(status);
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 text-xs font-medium', TEXT_CLASS[color])}
    >
      <StatusDot status={status} />
      {status}
    </span>
  );
}

import { Bell, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { cn } from '../../lib/cn';
import { HelpMenu } from './help-menu';
import { UserMenu } from './user-menu';

export interface PageHeaderProps {
  title: ReactNode;
  /** Optional extra items (filters, buttons) shown after the title. */
  extra?: ReactNode;
  /** Shows the refresh button; it spins while `loading`. */
  onRefresh?: () => void;
  loading?: boolean;
}

/** Title, extra items, refresh, notifications bell, help menu and user menu (shell document §2). */
export function PageHeader({ title, extra, onRefresh, loading }: PageHeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-gray-200 bg-white px-4">
      {/* A breadcrumb title renders its own heading (its last crumb). */}
      {typeof title === 'string' ? (
        <h1 className="min-w-0 truncate text-lg font-semibold text-gray-900">{title}</h1>
      ) : (
        <div className="min-w-0">{title}</div>
      )}
      {extra && <div className="flex min-w-0 items-center gap-2">{extra}</div>}
      <div className="ml-auto flex items-center gap-1">
        {onRefresh && (
          <button
            type="button"
            onClick={onRefresh}
            aria-label="Refresh"
            aria-busy={loading ? 'true' : 'false'}
            className="rounded-md p-2 text-gray-600 hover:bg-gray-100"
          >
            <RefreshCw size={18} className={cn(loading && 'animate-spin')} />
          </button>
        )}
        <Link
          to={paths.notifications.href()}
          aria-label="Notifications"
          className="rounded-md p-2 text-gray-600 hover:bg-gray-100"
        >
          <Bell size={18} />
        </Link>
        <HelpMenu />
        <UserMenu />
      </div>
    </header>
  );
}

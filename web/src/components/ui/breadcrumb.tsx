import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: ReactNode;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1 text-lg font-semibold">
      {items.map((c, i) => (
        <Fragment key={i}>
          {i > 0 && <ChevronRight size={16} className="shrink-0 text-gray-400" />}
          {i === items.length - 1 ? (
            <h1 className="truncate text-gray-900">{c.label}</h1>
          ) : c.to ? (
            <Link to={c.to} className="truncate text-blue-700 hover:underline">
              {c.label}
            </Link>
          ) : (
            <span className="truncate text-gray-900">{c.label}</span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}

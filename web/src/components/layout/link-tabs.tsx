import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

/** Tabs that are routes (e.g. Catalog, Changes, Insights, Scrapers). */
export function LinkTabs({ tabs }: { tabs: { label: string; to: string; end?: boolean }[] }) {
  return (
    <nav aria-label="Tabs" className="flex gap-1 border-b border-gray-200 bg-white px-4">
      {tabs.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          end={t.end ?? true}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm',
              isActive ? 'border-blue-600 text-blue-700' : 'border-transparent text-gray-600 hover:text-gray-900',
            )
          }
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}

import { cn } from '../../../lib/cn';
import { ALL_TAB } from '../lib/check-grouping';

/** Tabs of Tab By: All first, the others alphabetical; nothing when there are none. */
export function HealthTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: string[];
  value?: string;
  onChange: (t?: string) => void;
}) {
  if (tabs.length === 0) return null;
  const active = value && tabs.includes(value) ? value : ALL_TAB;
  return (
    <div role="tablist" aria-label="Tabs" className="flex gap-1 overflow-x-auto border-b border-gray-200 bg-white px-4">
      {tabs.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={t === active}
          onClick={() => onChange(t === ALL_TAB ? undefined : t)}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap',
            t === active ? 'border-blue-600 text-blue-700' : 'border-transparent text-gray-600 hover:text-gray-900',
          )}
        >
          {t}
        </button>
      ))}
    </div>
  );
}

import { Code2, FileText } from 'lucide-react';
import { CHECK_TYPES, type CheckType } from './check-types';

/** The tile grid of check types a new canary starts from. */
export function TypeTiles({ onSelect }: { onSelect: (t: CheckType) => void }) {
  return (
    <ul aria-label="Check types" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      {CHECK_TYPES.map((t) => (
        <li key={t.type}>
          <button
            type="button"
            aria-label={t.label}
            onClick={() => onSelect(t)}
            className="flex w-full flex-col items-start gap-1 rounded-lg border border-gray-200 p-3 text-left hover:border-blue-500 hover:bg-blue-50 focus:ring-2 focus:ring-blue-500 focus:outline-none"
          >
            <span className="text-sm font-semibold text-gray-900">{t.label}</span>
            <span className="inline-flex items-center gap-1 text-xs text-gray-500">
              {t.hasForm ? <FileText size={12} /> : <Code2 size={12} />}
              {t.hasForm ? 'Form' : 'Code'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

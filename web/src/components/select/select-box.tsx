import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import { useAsyncOptions, type LoadOptions } from './use-async-options';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectBoxProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Static options filtered locally; or `loadOptions` for server search. */
  options?: SelectOption[];
  loadOptions?: LoadOptions;
  debounceMs?: number;
  placeholder?: string;
  clearable?: boolean;
  className?: string;
}

/** A searchable select with the spec's texts: No options found, Start typing to search. */
export function SelectBox({
  label,
  value,
  onChange,
  options,
  loadOptions,
  debounceMs,
  placeholder = 'All',
  clearable = true,
  className,
}: SelectBoxProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const remote = useAsyncOptions(loadOptions, search, debounceMs);
  const list = useMemo(() => {
    if (loadOptions) return remote.options;
    const q = search.trim().toLowerCase();
    return (options ?? []).filter((o) => !q || o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q));
  }, [loadOptions, remote.options, options, search]);
  const selected = (options ?? remote.options).find((o) => o.value === value);
  const empty =
    loadOptions && !search.trim() ? 'Start typing to search' : remote.loading ? 'Loading...' : 'No options found';

  return (
    <Popover.Root open={open} onOpenChange={(o) => (setOpen(o), o || setSearch(''))}>
      <div className={cn('inline-flex items-center rounded-md border border-gray-300 bg-white text-sm', className)}>
        <Popover.Trigger className="inline-flex min-w-0 items-center gap-1 px-2 py-1" aria-label={label}>
          <span className="text-gray-500">{label}:</span>
          <span className="max-w-48 truncate">{selected?.label ?? value ?? placeholder}</span>
          <ChevronDown size={14} />
        </Popover.Trigger>
        {clearable && value !== undefined && (
          <button
            type="button"
            aria-label={`Clear ${label}`}
            onClick={() => onChange(undefined)}
            className="pr-1.5 text-gray-400 hover:text-gray-700"
          >
            <X size={14} />
          </button>
        )}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-64 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <input
            autoFocus
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search..."
            aria-label={`Search ${label}`}
            className="mb-1 w-full rounded border border-gray-300 px-2 py-1 text-sm"
          />
          <ul role="listbox" aria-label={label} className="max-h-64 overflow-auto">
            {list.length === 0 && <li className="px-2 py-1.5 text-sm text-gray-500">{empty}</li>}
            {list.map((o) => (
              <li
                key={o.value}
                role="option"
                aria-selected={o.value === value}
                onClick={() => (onChange(o.value), setOpen(false), setSearch(''))}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-gray-100"
              >
                <Check size={14} className={o.value === value ? 'text-blue-600' : 'invisible'} />
                <span className="truncate">{o.label}</span>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

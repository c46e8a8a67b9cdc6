import { DEBOUNCE_MS } from '@opsdeck/common';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

export interface SearchInputProps {
  value: string;
  /** Called once typing pauses for `debounceMs` (spec: search 400 ms). */
  onChange: (value: string) => void;
  placeholder?: string;
  debounceMs?: number;
  className?: string;
}

/** A search box that reports its text after a pause; follows outside changes (e.g. the URL) to `value`. */
export function SearchInput({
  value,
  onChange,
  placeholder = 'Search',
  debounceMs = DEBOUNCE_MS.search,
  className,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => latest.current(text), debounceMs);
    return () => clearTimeout(t);
  }, [text, value, debounceMs]);
  return (
    <label className={cn('relative inline-flex items-center', className)}>
      <Search size={14} className="pointer-events-none absolute left-2 text-gray-400" />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="w-full rounded-md border border-gray-300 py-1 pr-2 pl-7 text-sm"
      />
    </label>
  );
}

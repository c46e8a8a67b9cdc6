import { REFRESH_OPTIONS, type RefreshOption } from '@opsdeck/common';
import { RefreshCcw } from 'lucide-react';
import { useState } from 'react';
import { readLocal, writeLocal } from '../../lib/local-storage';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** "30s" → 30000; "None" or anything unparsable → 0 (no refresh). Units s, m, h, d, w. */
export function refreshIntervalMs(option: string): number {
  const m = /^(\d+)([smhdw])$/.exec(option.trim());
  return m ? Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS] : 0;
}

/** The chosen refresh option, kept in local storage under `key`. */
export function useAutoRefresh(key: string, fallback: RefreshOption = 'None') {
  const [option, setOption] = useState<RefreshOption>(() => {
    const stored = readLocal<string>(key, fallback);
    return (REFRESH_OPTIONS as readonly string[]).includes(stored) ? (stored as RefreshOption) : fallback;
  });
  const set = (next: RefreshOption) => {
    setOption(next);
    writeLocal(key, next);
  };
  return { option, setOption: set, intervalMs: refreshIntervalMs(option) };
}

export function AutoRefreshSelect({ value, onChange }: { value: RefreshOption; onChange: (v: RefreshOption) => void }) {
  return (
    <label className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-2 py-1 text-sm">
      <RefreshCcw size={14} className="text-gray-500" />
      <span className="sr-only">Auto refresh</span>
      <select
        aria-label="Auto refresh"
        value={value}
        onChange={(e) => onChange(e.target.value as RefreshOption)}
        className="bg-transparent"
      >
        {REFRESH_OPTIONS.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

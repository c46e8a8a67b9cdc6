import { DEBOUNCE_MS } from '@opsdeck/common';
import { useEffect, useState } from 'react';
import type { SelectOption } from './select-box';

export type LoadOptions = (search: string, signal: AbortSignal) => Promise<SelectOption[]>;

/** Server search for a select box, debounced (100 ms by default; 500 ms in some pickers), latest wins. */
export function useAsyncOptions(
  load: LoadOptions | undefined,
  search: string,
  debounceMs: number = DEBOUNCE_MS.asyncOptions,
) {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!load || !search.trim()) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      load(search.trim(), controller.signal)
        .then((o) => !controller.signal.aborted && setOptions(o))
        .catch(() => !controller.signal.aborted && setOptions([]))
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, search, debounceMs]);
  return { options, loading };
}

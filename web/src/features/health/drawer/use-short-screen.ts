import { useEffect, useState } from 'react';

/** Screens shorter than this get the Graph tab instead of the chart above the tabs. */
const QUERY = '(max-height: 720px)';

export function useShortScreen(): boolean {
  const [short, setShort] = useState(() => globalThis.matchMedia?.(QUERY).matches ?? false);
  useEffect(() => {
    const m = globalThis.matchMedia?.(QUERY);
    if (!m) return;
    const on = () => setShort(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return short;
}

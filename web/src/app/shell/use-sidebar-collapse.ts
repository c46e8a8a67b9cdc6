import { useCallback, useEffect, useState } from 'react';
import { readLocal, writeLocal } from '../../lib/local-storage';

export const SIDEBAR_KEY = 'opsdeck.sidebar.collapsed';
/** spec: the sidebar collapses by itself under a viewport width of 1024 px. */
export const NARROW_QUERY = '(max-width: 1023px)';

function isNarrow(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(NARROW_QUERY).matches;
}

/** Collapsed state: the stored preference on wide screens, collapsed on narrow ones (toggle still works). */
export function useSidebarCollapse() {
  const [collapsed, setCollapsed] = useState(() => isNarrow() || readLocal(SIDEBAR_KEY, false));
  useEffect(() => {
    const mq = window.matchMedia?.(NARROW_QUERY);
    if (!mq) return;
    const onChange = () => setCollapsed(mq.matches || readLocal(SIDEBAR_KEY, false));
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      // Only a choice made on a wide screen is remembered; the narrow collapse is automatic.
      if (!isNarrow()) writeLocal(SIDEBAR_KEY, !c);
      return !c;
    });
  }, []);
  return { collapsed, toggle };
}

import { useEffect } from 'react';
import { getSession } from './auth-api';

/**
 * spec error catalogue: session_already_available goes home. A signed-in visitor of /login (not asked to
 * confirm an action or pass a second factor) is sent on at once.
 */
export function useAlreadySignedIn(enabled: boolean, goOn: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    getSession().then(
      (session) => {
        if (!cancelled && session?.user) goOn();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, goOn]);
}

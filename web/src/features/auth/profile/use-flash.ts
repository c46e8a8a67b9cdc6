import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors';

/** Spec (account pages): messages of /profile-settings clear after 10 s. */
export const MESSAGE_CLEAR_MS = 10_000;

export interface Flash {
  kind: 'error' | 'success';
  text: string;
}

/** One section's message, cleared after 10 s; `run` shows the success text or the error of a call. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(undefined), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const run = useCallback(async (call: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      setFlash(success ? { kind: 'success', text: success } : undefined);
      return true;
    } catch (e) {
      setFlash({ kind: 'error', text: errorMessage(e) });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { flash, setFlash, busy, run };
}

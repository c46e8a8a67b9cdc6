import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/errors';

/** A form's one call: `busy` while it runs, its error message (cleared when the next call starts) in `error`. */
export function useFormCall() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (call: () => Promise<unknown>) => {
    setError(undefined);
    setBusy(true);
    try {
      await call();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }, []);
  return { error, setError, busy, run };
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeReturnTo } from './return-to';

/** After a session is issued: forget what the anonymous page cached and go to return_to (same-origin) or home. */
export function useFinishSignIn(returnTo: string | null) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    client.clear();
    void navigate(safeReturnTo(returnTo), { replace: true });
  }, [client, navigate, returnTo]);
}

import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { fetchCurrentUser } from '../../api/current-user';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/ui/feedback';
import { safeReturnTo } from './return-to';

/** Where a 401 lands: signed in → back to return_to; otherwise → the sign-in page with the same return_to. */
export function AuthStateCheckerPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('return_to'));
  const session = useQuery({
    queryKey: ['auth-state-checker'],
    // Never the transport's 401 redirect here: that would come straight back to this page.
    queryFn: () => fetchCurrentUser({ authRedirect: false }),
    retry: false,
    gcTime: 0,
  });
  if (session.isPending) return <Spinner label="Checking session" />;
  if (session.isSuccess) return <Navigate to={returnTo} replace />;
  return <Navigate to={paths.login.href({ return_to: returnTo })} replace />;
}

import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Spinner } from '../../components/ui/feedback';
import { FormMessage } from '../../components/ui/form-field';
import { AccountFrame } from './account-frame';
import { verifyEmail } from './auth-api';

/** /verification?token=…: confirms the e-mail address of the link. */
export function VerificationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token!),
    enabled: !!token,
    retry: false,
    gcTime: 0,
  });
  return (
    <AccountFrame title="Verify account">
      {!token ? (
        <p className="text-center text-sm text-gray-600">
          Open the link of your verification mail to verify your e-mail.
        </p>
      ) : result.isPending ? (
        <Spinner label="Verifying" />
      ) : result.isError ? (
        <FormMessage kind="error">{errorMessage(result.error)}</FormMessage>
      ) : (
        <FormMessage kind="success">Your e-mail address has been verified.</FormMessage>
      )}
      <div className="mt-4 text-center text-sm">
        <Link to="/" className="text-blue-600 hover:underline">
          Continue
        </Link>
      </div>
    </AccountFrame>
  );
}

import { useSearchParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-field';
import { AccountFrame } from './account-frame';
import { acceptInvitation } from './auth-api';
import { NewPasswordForm } from './new-password-form';
import { useFinishSignIn } from './use-finish-sign-in';

/** /registration?token=…: the invited user sets a password, is signed in and goes home. */
export function RegistrationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const finish = useFinishSignIn('/');
  return (
    <AccountFrame title="Create account">
      {token ? (
        <>
          <p className="mb-4 text-sm text-gray-600">Choose a password of at least 12 characters.</p>
          <NewPasswordForm
            submitLabel="Create account"
            onSave={async (password) => {
              await acceptInvitation(token, password);
              finish();
            }}
          />
        </>
      ) : (
        <FormMessage kind="error">Sign-up is by invitation only: open the link of your invitation mail.</FormMessage>
      )}
    </AccountFrame>
  );
}

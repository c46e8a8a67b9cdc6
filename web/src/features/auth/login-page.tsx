import { useSearchParams } from 'react-router';
import { AccountFrame } from './account-frame';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';
import { TwoFactorForm } from './two-factor-form';
import { useAlreadySignedIn } from './use-already-signed-in';
import { useFinishSignIn } from './use-finish-sign-in';

/** The title follows the flow: aal2 → Two-Factor Authentication, refresh → Confirm Action, else sign-in. */
export function loginTitle(params: URLSearchParams): string {
  if (params.get('aal') === 'aal2') return 'Two-Factor Authentication';
  if (params.get('refresh') === 'true') return 'Confirm Action';
  return 'Sign In to your account';
}

/** /login?return_to=&refresh=&aal= (settings document §2, error catalogue §8). */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const returnTo = params.get('return_to');
  const finish = useFinishSignIn(returnTo);
  const secondFactor = params.get('aal') === 'aal2';
  useAlreadySignedIn(!secondFactor && params.get('refresh') !== 'true', finish);
  const toSecondFactor = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('aal', 'aal2');
        next.delete('refresh');
        return next;
      },
      { replace: true },
    );
  return (
    <AccountFrame title={loginTitle(params)}>
      {params.get('refresh') === 'true' && !secondFactor && (
        <p className="mb-4 text-center text-sm text-gray-600">Please confirm this action by signing in again.</p>
      )}
      {secondFactor ? (
        <TwoFactorForm onSignedIn={finish} />
      ) : (
        <>
          <SignInForm returnTo={returnTo} onTwoFactor={toSecondFactor} onSignedIn={finish} />
          <ProviderButtons returnTo={returnTo} />
        </>
      )}
    </AccountFrame>
  );
}

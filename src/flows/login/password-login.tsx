import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { selectLoginError } from '../../../machines/auth/auth.selectors';
import { PasswordForm } from '../../kits/eid/eid-forms';
import { LoginErrorAlert } from './login-error-alert';

/** The password tab: the `passwordLogin` form flow sends the login to the session (src/app/flows.ts). */
export function PasswordLogin() {
  const auth = useAuthActor();
  const error = useSelector(auth, selectLoginError);
  const ownError =
    error &&
    error.provider === 'password' &&
    error.code !== 'user_not_onboarded' &&
    error.code !== 'minor_not_allowed'
      ? error
      : null;
  return (
    <PasswordForm
      flowError={
        ownError ? (
          <LoginErrorAlert code={ownError.code} method="email" blockedUntil={ownError.blockedUntil} />
        ) : null
      }
    />
  );
}

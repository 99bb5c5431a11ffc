import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { Alert } from '../../ui/alert';
import { selectLoginError } from '../../../machines/auth/auth.selectors';
import { PasswordForm } from './login-forms';
import { useLoginErrorMessage } from './login-error-message';

/** The password tab: the `passwordLogin` form flow sends the login to the session (src/app/flows.ts). */
export function PasswordLogin() {
  const auth = useAuthActor();
  const error = useSelector(auth, selectLoginError);
  const messageFor = useLoginErrorMessage();
  const ownError =
    error &&
    error.provider === 'password' &&
    error.code !== 'user_not_onboarded' &&
    error.code !== 'minor_not_allowed'
      ? error
      : null;
  return (
    <PasswordForm flowError={ownError ? <Alert tone="error" title={messageFor(ownError.code)} /> : null} />
  );
}

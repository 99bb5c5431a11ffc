import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { waitForLoginOutcome } from '../../app/auth-outcome';
import { Alert } from '../../ui/alert';
import { selectLoginError } from '../../../machines/auth/auth.selectors';
import { PasswordForm } from './login-forms';
import { useLoginErrorMessage } from './login-error-message';

export function PasswordLogin() {
  const auth = useAuthActor();
  const error = useSelector(auth, selectLoginError);
  const messageFor = useLoginErrorMessage();
  const ownError =
    error && error.provider === 'password' && error.code !== 'user_not_onboarded' ? error : null;
  return (
    <PasswordForm
      flowError={ownError ? <Alert tone="error" title={messageFor(ownError.code)} /> : null}
      onSubmit={(values, signal) => {
        const outcome = waitForLoginOutcome(auth, signal);
        auth.send({ type: 'login.password', username: values.username, password: values.password });
        return outcome;
      }}
    />
  );
}

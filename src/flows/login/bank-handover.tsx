import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuthActor } from '../../app/auth-context';
import { Spinner } from '../../ui/spinner';

/**
 * /login/sb/:token: the login handed over from the bank portal. The token is removed from the URL
 * (and from history) before it is used, then finalises the login; failures go to /error-sb.
 */
export function BankHandover() {
  const auth = useAuthActor();
  const router = useRouter();
  const { token } = useParams({ strict: false }) as { token?: string };
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    window.history.replaceState(window.history.state, '', '/login/sb/handover');
    auth.send({ type: 'login.sbToken', token });
  }, [auth, router, token]);
  return <BankLoginPending />;
}

/** The wait while the bank portal's token finishes the login. */
export function BankLoginPending() {
  const { t } = useLingui();
  return (
    <div className="control-code" aria-busy="true">
      <Spinner label={t`Jungiamasi per banką…`} />
      <p>
        <Trans>Jungiamasi per banką…</Trans>
      </p>
    </div>
  );
}

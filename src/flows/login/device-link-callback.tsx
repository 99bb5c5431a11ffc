import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useAuthActor } from '../../app/auth-context';
import { selectLoginError } from '../../../machines/auth/auth.selectors';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { LoginErrorAlert } from './login-error-alert';

const QUERY_FIELDS = ['value', 'sessionSecretDigest', 'userChallengeVerifier'] as const;

/** The callback's query, or null when a field is missing (a link typed or copied by hand). */
function callbackQuery(search: string) {
  const params = new URLSearchParams(search);
  const [value, sessionSecretDigest, userChallengeVerifier] = QUERY_FIELDS.map((name) => params.get(name));
  if (!value || !sessionSecretDigest || !userChallengeVerifier) return null;
  return { value, sessionSecretDigest, userChallengeVerifier };
}

/**
 * /login/smart-id/callback: the Smart-ID app on this phone confirmed and came back. The query is removed
 * from the address (and history) before it is used once; with the browser's binding cookie it finishes
 * the login. Opened in another browser than the one that started the login, or a second time, it is
 * refused: the page says so and offers to log in again.
 */
export function DeviceLinkCallback() {
  const { t } = useLingui();
  const auth = useAuthActor();
  const router = useRouter();
  const error = useSelector(auth, selectLoginError);
  const failed = useSelector(auth, (s) => s.matches({ unauthorized: 'failed' }));
  const read = useRef(false);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const { pathname, searchStr } = router.state.location;
    const query = callbackQuery(searchStr);
    router.history.replace(pathname);
    if (query === null) setMissing(true);
    else auth.send({ type: 'login.deviceLinkCallback', ...query });
  }, [auth, router]);

  const again = (
    <Link className="btn btn--primary" to="/login/smart-id">
      <Trans>Prisijungti iš naujo</Trans>
    </Link>
  );
  if (missing || (failed && error?.code === 'invalid_grant')) {
    return (
      <div className="device-link-callback">
        <Alert tone="error" title={t`Šiuo adresu prisijungti nepavyko`}>
          <p>
            <Trans>
              Prisijungimą patvirtinti galima tik vieną kartą ir tik toje naršyklėje, kurioje jį pradėjote.
              Grįžkite į tą naršyklę arba prisijunkite iš naujo.
            </Trans>
          </p>
        </Alert>
        {again}
      </div>
    );
  }
  if (failed && error) {
    return (
      <div className="device-link-callback">
        <LoginErrorAlert code={error.code} method="smart-id" blockedUntil={error.blockedUntil} />
        {again}
      </div>
    );
  }
  return (
    <div className="control-code" aria-busy="true">
      <Spinner label={t`Jungiamasi prie Smart-ID…`} />
      <p>
        <Trans>Jungiamasi prie Smart-ID…</Trans>
      </p>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LoginErrorCode } from '../../../machines/auth/auth-types';
import { Alert } from '../../ui/alert';
import {
  useBannedUntilMessage,
  useLoginErrorMessage,
  useLoginNextStep,
} from '../../kits/eid/login-error-message';

type Method = 'smart-id' | 'mobile-id' | 'email';

/** Errors after which another way in is the next step (say what to do next). */
const OFFER_OTHER_METHODS: ReadonlySet<LoginErrorCode> = new Set<LoginErrorCode>([
  'user_cancelled',
  'session_expired',
  'smart_id_does_not_exist',
  'smart_id_basic',
  'mobile_id_does_not_exist',
  'phone_absent',
  'eid_not_configured',
]);

/**
 * A §8 login error on a login tab: what happened (the title), what to do next, and, where it helps, links
 * to the other login methods. The links keep the search (the return URL).
 */
export function LoginErrorAlert({
  code,
  method,
  blockedUntil,
}: {
  code: LoginErrorCode;
  method: Method;
  /** §8 IP ban: until when the address is blocked (ISO), when the server said. */
  blockedUntil?: string | undefined;
}) {
  const { t } = useLingui();
  const messageFor = useLoginErrorMessage();
  const bannedUntilFor = useBannedUntilMessage();
  const nextStepFor = useLoginNextStep();
  // An eID login's session that is no longer valid (used or ended), not a wrong password: most often the
  // Smart-ID app returned to another tab of this browser, where the login went on.
  const eidUsed = code === 'invalid_grant' && method !== 'email';
  const nextStep = eidUsed
    ? method === 'smart-id'
      ? t`Jei Smart-ID programėlė atidarė naują naršyklės skirtuką, prisijungimas tęsiamas ten – šį skirtuką galite uždaryti. Kitaip pradėkite iš naujo.`
      : t`Pradėkite iš naujo.`
    : nextStepFor(code);
  const others = OFFER_OTHER_METHODS.has(code);
  const banned = (code === 'ip_banned' || code === 'rate_limited') && blockedUntil ? blockedUntil : null;
  return (
    <Alert
      tone="error"
      title={
        banned
          ? bannedUntilFor(banned)
          : eidUsed
            ? t`Šis prisijungimas jau baigtas arba nebegalioja.`
            : messageFor(code)
      }
    >
      {nextStep || others ? (
        <>
          {nextStep ? <p>{nextStep}</p> : null}
          {others ? <OtherMethods current={method} /> : null}
        </>
      ) : null}
    </Alert>
  );
}

/** Links to the login methods other than `current`. */
export function OtherMethods({ current }: { current: Method }) {
  return (
    <p className="login__other-methods">
      <Trans>Kiti būdai:</Trans>{' '}
      {current !== 'smart-id' ? (
        <>
          <Link to="/login/smart-id" search={true}>
            Smart-ID
          </Link>{' '}
        </>
      ) : null}
      {current !== 'mobile-id' ? (
        <>
          <Link to="/login/mobile-id" search={true}>
            Mobile-ID
          </Link>{' '}
        </>
      ) : null}
      {current !== 'email' ? (
        <Link to="/login/email" search={true}>
          <Trans>Slaptažodis</Trans>
        </Link>
      ) : null}
    </p>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useAuthActor } from '../../app/auth-context';
import { safeReturnUrl } from '../../domain/return-url';
import { browserLocalStorage } from '../../browser/storage';
import { rememberLoginMethod } from '../../domain/login-method';
import { Button } from '../../ui/button';
import { Countdown } from '../../ui/countdown';
import { Modal } from '../../ui/modal';
import { useNow } from '../../ui/use-now';
import {
  selectInactivityActor,
  selectInactivitySecondsLeft,
  selectIsInactivityWarning,
  type InactivityActorRef,
} from '../../../machines/auth/auth.selectors';

const ACTIVITY_CHANNEL = 'portal-activity';
const ACTIVITY_THROTTLE_MS = 5_000;

/** Activity in this tab or any other open portal tab keeps the session alive (§4 inactivity). */
function useActivityForwarding(enabled: boolean) {
  const auth = useAuthActor();
  useEffect(() => {
    if (!enabled) return undefined;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ACTIVITY_CHANNEL);
    let last = 0;
    const onActivity = () => {
      const at = Date.now();
      if (at - last < ACTIVITY_THROTTLE_MS) return;
      last = at;
      auth.send({ type: 'session.activity', at });
      channel?.postMessage({ at });
    };
    const fromOtherTab = (event: MessageEvent<{ at?: unknown }>) => {
      if (typeof event.data?.at === 'number') auth.send({ type: 'session.activity', at: Date.now() });
    };
    channel?.addEventListener('message', fromOtherTab);
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity);
      channel?.removeEventListener('message', fromOtherTab);
      channel?.close();
    };
  }, [auth, enabled]);
}

function InactivityWarning({ inactivity }: { inactivity: InactivityActorRef }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const warning = useSelector(inactivity, selectIsInactivityWarning);
  const now = useNow(1000, warning);
  const seconds = useSelector(inactivity, (s) => selectInactivitySecondsLeft(s, now));
  return (
    <Modal
      open={warning}
      alert
      title={t`Ar dar esate čia?`}
      onClose={() => auth.send({ type: 'session.extend', at: Date.now() })}
    >
      <p>
        <Trans>Dėl saugumo jūsų sesija netrukus baigsis, nes kurį laiką nebuvote aktyvūs.</Trans>
      </p>
      <Countdown seconds={seconds} label={t`Sesija baigsis po`} />
      <div className="actions">
        {/* WCAG 2.2.1: one action extends the session. */}
        <Button onClick={() => auth.send({ type: 'session.extend', at: Date.now() })}>
          <Trans>Pratęsti sesiją</Trans>
        </Button>
        <Button variant="secondary" onClick={() => auth.send({ type: 'session.logout' })}>
          <Trans>Atsijungti</Trans>
        </Button>
      </div>
    </Modal>
  );
}

/**
 * Reacts to the session actor: navigates after login, logout and login errors, forwards activity and
 * shows the session-expiry warning. The rules live in machines/auth; this only maps them to URLs.
 */
export function SessionEffects() {
  const auth = useAuthActor();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const authorized = useSelector(auth, (s) => s.hasTag('authorized'));
  const bankError = useSelector(auth, (s) => s.hasTag('error-sb'));
  const notOnboarded = useSelector(auth, (s) => s.context.error?.code === 'user_not_onboarded');
  const inactivity = useSelector(auth, selectInactivityActor);
  const wasAuthorized = useRef(authorized);
  const pathname = location.pathname;
  useActivityForwarding(authorized);

  useEffect(() => {
    const sub = auth.on('session.ended', () => {
      void navigate({ to: '/login', replace: true });
    });
    return () => sub.unsubscribe();
  }, [auth, navigate]);

  useEffect(() => {
    if (authorized && !wasAuthorized.current) {
      const provider = auth.getSnapshot().context.provider;
      if (provider === 'smart_id') rememberLoginMethod('smart-id', browserLocalStorage());
      if (provider === 'mobile_id') rememberLoginMethod('mobile-id', browserLocalStorage());
      if (provider === 'password') rememberLoginMethod('password', browserLocalStorage());
      if (pathname.startsWith('/login') || pathname.startsWith('/register') || pathname === '/') {
        const search = location.search as { returnUrl?: unknown };
        const target = safeReturnUrl(search.returnUrl) ?? '/portal/dashboard';
        void navigate({ href: target, replace: true });
      }
    }
    wasAuthorized.current = authorized;
  }, [auth, authorized, location.search, navigate, pathname]);

  // Go to the bank error page when the bank login fails (on the change, so the visitor can leave it).
  const hadBankError = useRef(bankError);
  useEffect(() => {
    if (bankError && !hadBankError.current) void navigate({ to: '/error-sb', replace: true });
    hadBankError.current = bankError;
  }, [bankError, navigate]);

  // §4: leaving the bank error page resets the unauthorized state.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === '/error-sb' && pathname !== '/error-sb')
      auth.send({ type: 'error.dismiss' });
    previousPath.current = pathname;
  }, [auth, pathname]);

  useEffect(() => {
    if (notOnboarded) {
      void navigate({ to: '/error-500', search: { code: 'user_not_onboarded' } });
      auth.send({ type: 'error.dismiss' });
    }
  }, [auth, navigate, notOnboarded]);

  return inactivity ? <InactivityWarning inactivity={inactivity} /> : null;
}

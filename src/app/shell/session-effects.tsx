import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAuthActor } from '../auth-context';
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
 * Forwards activity to the session and shows its expiry warning. Where the app goes after a login, a
 * logout or a login error is decided in src/app/navigation.ts from the session's emitted events.
 */
export function SessionEffects() {
  const auth = useAuthActor();
  const authorized = useSelector(auth, (s) => s.hasTag('authorized'));
  const inactivity = useSelector(auth, selectInactivityActor);
  useActivityForwarding(authorized);
  return inactivity ? <InactivityWarning inactivity={inactivity} /> : null;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { selectIsDeviceLinkLogin } from '../../../machines/auth/auth.selectors';
import { selectDeviceLink, selectDeviceLinkSecondsLeft } from '../../../machines/auth/device-link.selectors';
import { QrCode } from '../../kits/eid/qr-code';
import { Button } from '../../ui/button';
import { Countdown } from '../../ui/countdown';
import { Spinner } from '../../ui/spinner';
import { useNow } from '../../ui/use-now';

/**
 * The Smart-ID QR screen: the code (rebuilt every second; hidden while no fresh one came for 3 s), the
 * link that opens the Smart-ID app on this phone, a countdown to the end of the 120 s window, cancel.
 */
export function DeviceLinkPanel({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const active = useSelector(auth, selectIsDeviceLinkLogin);
  const links = useSelector(auth, selectDeviceLink);
  const now = useNow(1000, active);
  const secondsLeft = useSelector(auth, (s) => selectDeviceLinkSecondsLeft(s, now));
  if (!active) return null;
  if (links === null) {
    return (
      <div className="control-code" aria-busy="true">
        <Spinner label={t`Jungiamasi prie Smart-ID…`} />
        <p>
          <Trans>Jungiamasi prie Smart-ID…</Trans>
        </p>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Atšaukti</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="control-code device-link">
      <h2 className="control-code__title">
        <Trans>Prisijunkite su Smart-ID</Trans>
      </h2>
      <div className="device-link__phone">
        <a className="btn btn--primary btn--block" href={links.web2app}>
          <Trans>Atidaryti Smart-ID programėlę</Trans>
        </a>
        <p className="field__hint">
          <Trans>Jei Smart-ID yra šiame telefone: patvirtinkite programėlėje, ir ji grąžins jus čia.</Trans>
        </p>
      </div>
      <div className="device-link__qr">
        <p>
          <Trans>
            Kitame įrenginyje atsidarykite Smart-ID programėlę, pasirinkite „Nuskaityti QR kodą“ ir
            nukreipkite kamerą į šį kodą.
          </Trans>
        </p>
        <div className="device-link__code">
          {links.fresh ? (
            <QrCode value={links.qr} label={t`Smart-ID QR kodas`} />
          ) : (
            <p className="device-link__stale" role="status">
              <Trans>Atnaujinamas QR kodas…</Trans>
            </p>
          )}
        </div>
      </div>
      {secondsLeft !== null ? <Countdown seconds={secondsLeft} label={t`Liko laiko:`} /> : null}
      <Button variant="secondary" onClick={onCancel}>
        <Trans>Atšaukti</Trans>
      </Button>
    </div>
  );
}

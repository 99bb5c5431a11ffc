import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { lazyTextPage } from '../../app/routes/pages-catalog';
import { useNow } from '../../ui/use-now';
import {
  selectControlCode,
  selectLoginError,
  selectSecondsLeft,
} from '../../../machines/auth/auth.selectors';
import { loginProviderOf, type EidProvider } from '../../api/contract/auth-codes';
import { ControlCode } from '../../kits/eid/control-code';
import { LoginErrorAlert } from './login-error-alert';
import { MobileIdForm, SmartIdForm } from '../../kits/eid/eid-forms';
import { useLoginErrorMessage } from '../../kits/eid/login-error-message';
import { useFocusAfterCancel } from '../../kits/eid/use-focus-after-cancel';
import { Suspense, type ComponentType } from 'react';
import { DeviceLinkStart } from './device-link-start';
import { browserLocalStorage } from '../../browser/storage';
import { isRememberedBrowser } from '../../browser/remembered-browser';
import { selectIsDeviceLinkLogin } from '../../../machines/auth/auth.selectors';

/** The QR screen, loaded when a QR login starts (the login page's first load does not carry it). */
// lazyTextPage is typed for routes (no props); the panel's one prop is restored here.
const DeviceLinkPanel = lazyTextPage(
  () => import('./device-link-login'),
  'DeviceLinkPanel',
) as unknown as ComponentType<{ onCancel: () => void }>;

/** "Log in as before", loaded only in a browser remembered from a QR or same-phone Smart-ID login. */
// lazyTextPage is typed for routes; used here as a plain component without props.
const RememberedOffer = lazyTextPage(
  () => import('./remembered-offer'),
  'RememberedOffer',
) as unknown as ComponentType;

function EidLogin({ provider }: { provider: EidProvider }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const inNotification = useSelector(auth, (s) => s.hasTag('eid'));
  // Smart-ID by QR code (or the app on this phone) replaces the form on the Smart-ID tab only.
  const inDeviceLink = useSelector(auth, selectIsDeviceLinkLogin) && provider === 'pension_smart_id';
  const inEid = inNotification || inDeviceLink;
  const controlCode = useSelector(auth, selectControlCode);
  const error = useSelector(auth, selectLoginError);
  const now = useNow(1000, inEid);
  const secondsLeft = useSelector(auth, (s) => selectSecondsLeft(s, now));
  const messageFor = useLoginErrorMessage();
  const { formRef, markCancelled } = useFocusAfterCancel(inEid);
  const ownError = error && error.provider === loginProviderOf(provider) ? error : null;
  // §8: smart_id_basic is shown in a closable modal for the pension Smart-ID provider, inline otherwise.
  const basicInModal = ownError?.code === 'smart_id_basic' && provider === 'pension_smart_id';
  const method = provider === 'pension_smart_id' ? 'smart-id' : 'mobile-id';
  const inline =
    ownError &&
    !basicInModal &&
    ownError.code !== 'user_not_onboarded' &&
    ownError.code !== 'minor_not_allowed' ? (
      <LoginErrorAlert code={ownError.code} method={method} blockedUntil={ownError.blockedUntil} />
    ) : null;
  const flow = { name: 'eidLogin', params: { provider } } as const;
  return (
    <>
      {inDeviceLink ? (
        <Suspense fallback={<Spinner label={t`Jungiamasi prie Smart-ID…`} />}>
          <DeviceLinkPanel
            onCancel={() => {
              markCancelled();
              auth.send({ type: 'eid.cancel' });
            }}
          />
        </Suspense>
      ) : null}
      {inNotification ? (
        <ControlCode
          provider={provider}
          controlCode={controlCode}
          secondsLeft={secondsLeft}
          onCancel={() => {
            markCancelled();
            auth.send({ type: 'eid.cancel' });
          }}
        />
      ) : null}
      {/* The form stays mounted (hidden) during the eID wait so nothing typed is lost on failure. */}
      <div hidden={inEid} ref={formRef}>
        {provider === 'pension_smart_id' ? (
          <>
            {isRememberedBrowser(browserLocalStorage(), Date.now()) ? (
              <Suspense fallback={null}>
                <RememberedOffer />
              </Suspense>
            ) : null}
            <SmartIdForm flow={flow} flowError={inline} />
            <DeviceLinkStart />
          </>
        ) : (
          <MobileIdForm flow={flow} flowError={inline} />
        )}
      </div>
      <Modal
        open={basicInModal}
        title={t`Smart-ID Basic paskyra`}
        closeLabel={t`Uždaryti`}
        onClose={() => auth.send({ type: 'error.dismiss' })}
      >
        <p>{messageFor('smart_id_basic')}</p>
        <div className="actions">
          {/* Leaving the tab closes the modal: the error belongs to the Smart-ID tab. */}
          <Link
            className="btn btn--primary"
            to="/login/mobile-id"
            search={true}
            onClick={() => auth.send({ type: 'error.dismiss' })}
          >
            <Trans>Prisijungti su Mobile-ID</Trans>
          </Link>
          <Link
            className="btn btn--secondary"
            to="/login/email"
            search={true}
            onClick={() => auth.send({ type: 'error.dismiss' })}
          >
            <Trans>Prisijungti slaptažodžiu</Trans>
          </Link>
        </div>
      </Modal>
    </>
  );
}

export function SmartIdLogin() {
  return <EidLogin provider="pension_smart_id" />;
}

export function MobileIdLogin() {
  return <EidLogin provider="pension_mobile_id" />;
}

import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../app/auth-context';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { useNow } from '../../ui/use-now';
import {
  selectControlCode,
  selectLoginError,
  selectSecondsLeft,
} from '../../../machines/auth/auth.selectors';
import { loginProviderOf, type EidProvider } from '../../api/contract/auth-codes';
import { ControlCode } from './control-code';
import { MobileIdForm, SmartIdForm } from './login-forms';
import { useLoginErrorMessage } from './login-error-message';

function EidLogin({ provider }: { provider: EidProvider }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const inEid = useSelector(auth, (s) => s.hasTag('eid'));
  const controlCode = useSelector(auth, selectControlCode);
  const error = useSelector(auth, selectLoginError);
  const now = useNow(1000, inEid);
  const secondsLeft = useSelector(auth, (s) => selectSecondsLeft(s, now));
  const messageFor = useLoginErrorMessage();
  const ownError = error && error.provider === loginProviderOf(provider) ? error : null;
  // §8: smart_id_basic is shown in a closable modal for the pension Smart-ID provider, inline otherwise.
  const basicInModal = ownError?.code === 'smart_id_basic' && provider === 'pension_smart_id';
  const inline =
    ownError &&
    !basicInModal &&
    ownError.code !== 'user_not_onboarded' &&
    ownError.code !== 'minor_not_allowed' ? (
      <Alert tone="error" title={messageFor(ownError.code)} />
    ) : null;
  const flow = { name: 'eidLogin', params: { provider } } as const;
  return (
    <>
      {inEid ? (
        <ControlCode
          provider={provider}
          controlCode={controlCode}
          secondsLeft={secondsLeft}
          onCancel={() => auth.send({ type: 'eid.cancel' })}
        />
      ) : null}
      {/* The form stays mounted (hidden) during the eID wait so nothing typed is lost on failure. */}
      <div hidden={inEid}>
        {provider === 'pension_smart_id' ? (
          <SmartIdForm flow={flow} flowError={inline} />
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

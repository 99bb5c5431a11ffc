import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { config } from '../../app/config';
import { useFlow } from '../../app/flow-context';
import type { EidProvider } from '../../api/contract/auth-codes';
import { Alert } from '../../ui/alert';
import { useNow } from '../../ui/use-now';
import {
  selectIsIdentifying,
  selectIsMinor,
  selectRegisterControlCode,
  selectRegisterError,
  selectRegisterSecondsLeft,
} from '../../../machines/auth/register.machine';
import { ControlCode } from '../../kits/eid/control-code';
import { useLoginErrorMessage } from '../../kits/eid/login-error-message';
import { MobileIdForm, SmartIdForm } from '../../kits/eid/eid-forms';
import { useFocusAfterCancel } from '../../kits/eid/use-focus-after-cancel';

/**
 * Registration by Smart-ID or Mobile-ID (§2): the person confirms their identity with eID and becomes a
 * potential customer who can log in. Adults only: a minor is directed to the customer centre before any
 * eID session starts. The flow is the `register` machine; this view only renders its state.
 */
function MinorNotice() {
  return (
    <Alert tone="warning" title={<Trans>Savitarnoje sutartį gali sudaryti tik pilnamečiai</Trans>}>
      <p>
        <Trans>
          Nepilnamečiams pensijų kaupimo sutartis sudaroma klientų aptarnavimo centre kartu su tėvais ar
          globėjais.{' '}
          <a href={config.customerCentreUrl} rel="noopener noreferrer">
            Rasti artimiausią centrą
          </a>
        </Trans>
      </p>
    </Alert>
  );
}

function AlreadyRegisteredNotice() {
  return (
    <Alert tone="info" title={<Trans>Jūs jau esate mūsų klientas</Trans>}>
      <p>
        <Trans>
          Registruotis dar kartą nereikia. <Link to="/login">Prisijunkite</Link> prie savitarnos.
        </Trans>
      </p>
    </Alert>
  );
}

function RegisterEid({ provider }: { provider: EidProvider }) {
  const actor = useFlow('register');
  const identifying = useSelector(actor, selectIsIdentifying);
  const controlCode = useSelector(actor, selectRegisterControlCode);
  const minor = useSelector(actor, selectIsMinor);
  const error = useSelector(actor, selectRegisterError);
  const now = useNow(1000, identifying);
  const secondsLeft = useSelector(actor, (snapshot) => selectRegisterSecondsLeft(snapshot, now));
  const messageFor = useLoginErrorMessage();
  const { formRef, markCancelled } = useFocusAfterCancel(identifying);

  // The form hands its values to this register actor (the `eidRegister` flow of src/app/flows.ts);
  // the success page follows from that flow's end (src/app/navigation.ts).
  const flow = { name: 'eidRegister', params: { provider, register: actor } } as const;

  const submitLabel = <Trans>Registruotis</Trans>;
  let flowError: ReactNode = null;
  if (minor) flowError = <MinorNotice />;
  else if (error === 'already_registered') flowError = <AlreadyRegisteredNotice />;
  else if (error) flowError = <Alert tone="error" title={messageFor(error)} />;

  return (
    <>
      {identifying ? (
        <ControlCode
          provider={provider}
          controlCode={controlCode}
          secondsLeft={secondsLeft}
          onCancel={() => {
            markCancelled();
            actor.send({ type: 'register.cancel' });
          }}
          title={<Trans>Patvirtinkite registraciją telefone</Trans>}
        />
      ) : null}
      {/* The form stays mounted (hidden) during the eID wait so nothing typed is lost on failure. */}
      <div hidden={identifying} ref={formRef}>
        {provider === 'pension_smart_id' ? (
          <SmartIdForm flow={flow} flowError={flowError} submitLabel={submitLabel} />
        ) : (
          <MobileIdForm flow={flow} flowError={flowError} submitLabel={submitLabel} />
        )}
      </div>
    </>
  );
}

export function RegisterSmartId() {
  const { t } = useLingui();
  return (
    <section className="card" aria-label={t`Registracija su Smart-ID`}>
      <RegisterEid provider="pension_smart_id" />
    </section>
  );
}

export function RegisterMobileId() {
  const { t } = useLingui();
  return (
    <section className="card" aria-label={t`Registracija su Mobile-ID`}>
      <RegisterEid provider="pension_mobile_id" />
    </section>
  );
}

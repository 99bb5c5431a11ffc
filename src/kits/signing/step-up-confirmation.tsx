import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginErrorCode } from '../../../machines/auth/auth-types';
import type { qualifyMachine } from '../../../machines/auth/qualify.machine';
import type { OfferedMethod } from '../../../machines/signing/offered-method';
import type { ConfirmThenSubmitMachine } from '../../../machines/step-up/confirm-then-submit.machine';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useNow } from '../../ui/use-now';
import { ControlCode } from '../eid/control-code';
import { useLoginErrorMessage } from '../eid/login-error-message';
import { EidMethodForm, type EidMethod } from '../eid/eid-method-form';

export type QualifyActorRef = ActorRefFrom<typeof qualifyMachine>;
export type ConfirmThenSubmitActorRef = ActorRefFrom<ConfirmThenSubmitMachine>;

/** §8 eID outcomes worded for a confirmation (not a login); the rest as at login. */
function useQualifyErrorMessage(): (code: LoginErrorCode) => string {
  const { t } = useLingui();
  const loginMessage = useLoginErrorMessage();
  return (code) => {
    switch (code) {
      case 'user_cancelled':
        return t`Patvirtinimas atšauktas telefone. Pakeitimas neišsaugotas.`;
      case 'session_expired':
        return t`Patvirtinimo laikas baigėsi. Bandykite dar kartą.`;
      case 'invalid_grant':
      case 'unknown':
        return t`Patvirtinti nepavyko. Bandykite dar kartą.`;
      default:
        return loginMessage(code);
    }
  };
}

export interface StepUpConfirmationProps {
  actor: QualifyActorRef;
  /** What is being confirmed, e.g. "Patvirtinkite slaptažodžio keitimą". */
  title: ReactNode;
  /** Shown above the choice, e.g. when the previous confirmation expired. */
  notice?: ReactNode;
  /** The method offered first: how the customer logged in, with their known Mobile-ID phone. */
  offered?: OfferedMethod | undefined;
  onBack: () => void;
}

/**
 * The fresh Smart-ID / Mobile-ID confirmation of a sensitive change (§4 Qualify; docs/security.md):
 * choose the method, compare the control code on the login's control-code screen, or read why it failed.
 */
export function StepUpConfirmationPanel({ actor, title, notice, offered, onBack }: StepUpConfirmationProps) {
  const state = useSelector(actor, (s) => s);
  const waiting = state.hasTag('eid-waiting');
  const now = useNow(1000, waiting);
  const messageFor = useQualifyErrorMessage();
  // The method last started with: offered again after a failure, in place of the one offered first.
  const [method, setMethod] = useState<{ provider: EidMethod; phoneNumber?: string | undefined } | null>(
    null,
  );

  if (state.matches('identifying')) {
    return (
      <ControlCode
        provider={method?.provider ?? 'pension_smart_id'}
        controlCode={state.context.controlCode}
        secondsLeft={
          state.context.expiresAt ? Math.max(0, Math.ceil((state.context.expiresAt - now) / 1000)) : null
        }
        onCancel={() => actor.send({ type: 'qualify.cancel' })}
        title={title}
      />
    );
  }

  return (
    <section className="step-up" aria-labelledby="step-up-title">
      <h2 id="step-up-title">{title}</h2>
      {state.context.error ? (
        <Alert tone="error" title={messageFor(state.context.error)} />
      ) : notice ? (
        <Alert tone="info" title={notice} />
      ) : null}
      <p>
        <Trans>
          Saugumo sumetimais šį pakeitimą reikia patvirtinti Smart-ID arba Mobile-ID. Patvirtinimas galioja 5
          minutes ir tik šiam pakeitimui.
        </Trans>
      </p>
      <EidMethodForm
        name="stepUp"
        legend={<Trans>Patvirtinimo būdas</Trans>}
        initialProvider={method?.provider ?? offered?.provider}
        initialPhone={method?.phoneNumber ?? offered?.phoneNumber}
        submitLabel={(provider) =>
          provider === 'pension_smart_id' ? (
            <Trans>Patvirtinti su Smart-ID</Trans>
          ) : (
            <Trans>Patvirtinti su Mobile-ID</Trans>
          )
        }
        onStart={(provider, phoneNumber) => {
          setMethod({ provider, phoneNumber });
          actor.send({ type: 'qualify.start', provider, ...(phoneNumber ? { phoneNumber } : {}) });
        }}
        onBack={onBack}
      />
    </section>
  );
}

export interface ConfirmThenSubmitPanelProps {
  /** The flow's shared child (machines/step-up/confirm-then-submit), or undefined when not running. */
  actor: ConfirmThenSubmitActorRef | undefined;
  /** What is being confirmed, e.g. "Patvirtinkite slaptažodžio keitimą". */
  title: ReactNode;
  /** Said while the change is being sent, e.g. "Išsaugoma…". */
  savingLabel: string;
  /** Back to the form: the flow's `confirm.back`. */
  onBack: () => void;
}

/**
 * The screen of the shared "fresh confirmation, then the change" child, for every sensitive change (the
 * password, the contacts, a bank account): the confirmation (saying why when the previous one expired),
 * then a spinner while the change is sent.
 */
export function ConfirmThenSubmitPanel({ actor, title, savingLabel, onBack }: ConfirmThenSubmitPanelProps) {
  if (!actor) return null;
  return <ConfirmThenSubmitSteps actor={actor} title={title} savingLabel={savingLabel} onBack={onBack} />;
}

function ConfirmThenSubmitSteps({
  actor,
  title,
  savingLabel,
  onBack,
}: ConfirmThenSubmitPanelProps & { actor: ConfirmThenSubmitActorRef }) {
  const state = useSelector(actor, (s) => s);
  const qualify = state.children.qualify as QualifyActorRef | undefined;
  if (state.matches('confirming') && qualify)
    return (
      <StepUpConfirmationPanel
        actor={qualify}
        offered={state.context.offered}
        title={title}
        notice={
          state.context.confirmationExpired ? (
            <Trans>Ankstesnis patvirtinimas nebegalioja. Patvirtinkite pakeitimą dar kartą.</Trans>
          ) : undefined
        }
        onBack={onBack}
      />
    );
  if (state.hasTag('loading'))
    return (
      <div role="status" aria-live="polite">
        <Spinner label={savingLabel} />
        <p>{savingLabel}</p>
      </div>
    );
  return null;
}

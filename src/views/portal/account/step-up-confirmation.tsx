import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginErrorCode } from '../../../../machines/auth/auth-types';
import type { qualifyMachine } from '../../../../machines/auth/qualify.machine';
import { normalizePhoneField, validatePhone } from '../../../domain/phone';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useNow } from '../../../ui/use-now';
import { validationMessage } from '../../forms/use-form';
import { ControlCode } from '../../login/control-code';
import { useLoginErrorMessage } from '../../login/login-error-message';

export type QualifyActorRef = ActorRefFrom<typeof qualifyMachine>;

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
  onBack: () => void;
}

/**
 * The fresh Smart-ID / Mobile-ID confirmation of a sensitive change (§4 Qualify; README "Security"):
 * choose the method, compare the control code on the login's control-code screen, or read why it failed.
 */
export function StepUpConfirmationPanel({ actor, title, notice, onBack }: StepUpConfirmationProps) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (s) => s);
  const waiting = state.hasTag('eid-waiting');
  const now = useNow(1000, waiting);
  const messageFor = useQualifyErrorMessage();
  const [provider, setProvider] = useState<'pension_smart_id' | 'pension_mobile_id'>('pension_smart_id');
  const [phone, setPhone] = useState('+370');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const phoneError = validatePhone(phone);

  if (state.matches('identifying')) {
    return (
      <ControlCode
        provider={provider}
        controlCode={state.context.controlCode}
        secondsLeft={
          state.context.expiresAt ? Math.max(0, Math.ceil((state.context.expiresAt - now) / 1000)) : null
        }
        onCancel={() => actor.send({ type: 'qualify.cancel' })}
        title={title}
      />
    );
  }

  const start = () => {
    if (provider === 'pension_mobile_id') {
      setPhoneTouched(true);
      if (phoneError) return;
      actor.send({ type: 'qualify.start', provider, phoneNumber: normalizePhoneField(phone) });
      return;
    }
    actor.send({ type: 'qualify.start', provider });
  };

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
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <fieldset className="fieldset">
          <legend>
            <Trans>Patvirtinimo būdas</Trans>
          </legend>
          <label className="choice">
            <input
              type="radio"
              name="stepUpProvider"
              checked={provider === 'pension_smart_id'}
              onChange={() => setProvider('pension_smart_id')}
            />{' '}
            Smart-ID
          </label>
          <label className="choice">
            <input
              type="radio"
              name="stepUpProvider"
              checked={provider === 'pension_mobile_id'}
              onChange={() => setProvider('pension_mobile_id')}
            />{' '}
            Mobile-ID
          </label>
        </fieldset>
        {provider === 'pension_mobile_id' ? (
          <TextField
            label={t`Mobile-ID telefono numeris`}
            name="stepUpPhone"
            type="tel"
            autoComplete="tel"
            value={phone}
            error={phoneTouched && phoneError ? validationMessage(phoneError, i18n.locale) : undefined}
            onValueChange={setPhone}
            onBlur={() => setPhoneTouched(true)}
          />
        ) : null}
        <div className="actions">
          <Button type="submit">
            {provider === 'pension_smart_id' ? (
              <Trans>Patvirtinti su Smart-ID</Trans>
            ) : (
              <Trans>Patvirtinti su Mobile-ID</Trans>
            )}
          </Button>
          <Button type="button" variant="secondary" onClick={onBack}>
            <Trans>Grįžti</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { formMachine } from '../../../../machines/forms/form.machine';
import { isSubmitting, visibleErrors } from '../../../../machines/forms/form.machine';
import type {
  PasswordChangeMachine,
  PasswordField,
} from '../../../../machines/account/password-change.machine';
import { config } from '../../../app/config';
import { useFlow } from '../../../app/flow-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { PasswordChecklist } from '../../forms/password-checklist';
import { SubmitErrorAlert } from '../../forms/submit-error-alert';
import { validationMessage } from '../../forms/use-form';
import { StepUpConfirmationPanel, type QualifyActorRef } from './step-up-confirmation';

export type PasswordChangeActorRef = ActorRefFrom<PasswordChangeMachine>;
type FormActorRef = ActorRefFrom<typeof formMachine>;

/** The §5 fields, bound to the flow's form child (validation and when to show errors live there). */
function PasswordFields({ form, error }: { form: FormActorRef; error: unknown }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(form, (s) => s);
  const values = snapshot.context.values as Record<PasswordField, string>;
  const shown = visibleErrors(snapshot);
  const errorOf = (name: PasswordField) => {
    const code = shown[name];
    return code ? validationMessage(code, i18n.locale) : undefined;
  };
  const busy = isSubmitting(snapshot);
  const field = (name: PasswordField) => ({
    name,
    value: values[name],
    error: errorOf(name),
    disabled: busy,
    onValueChange: (value: string) => form.send({ type: 'field.change', name, value }),
    onBlur: () => form.send({ type: 'field.blur', name }),
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.submit' });
      }}
    >
      <TextField
        label={t`Dabartinis slaptažodis`}
        type="password"
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <TextField
        label={t`Naujas slaptažodis`}
        type="password"
        autoComplete="new-password"
        hint={t`Bent 7 simboliai: didžioji ir mažoji raidė bei skaitmuo arba specialusis simbolis.`}
        {...field('newPassword')}
      />
      <PasswordChecklist password={values.newPassword} />
      <TextField
        label={t`Pakartokite naują slaptažodį`}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitErrorAlert error={error} />
      <div className="actions">
        <Button type="submit" loading={busy}>
          <Trans>Pakeisti slaptažodį</Trans>
        </Button>
        <Link className="btn btn--secondary" to="/portal/dashboard">
          <Trans>Atšaukti</Trans>
        </Link>
      </div>
    </form>
  );
}

/**
 * The password-change flow's screen: what it shows follows the machine (form, fresh Smart-ID / Mobile-ID
 * confirmation, saving, locked). Stories pass an actor restored at a state.
 */
export function PasswordChangeView({ actor }: { actor: PasswordChangeActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const form = state.children.form as FormActorRef | undefined;
  const qualify = state.children.qualify as QualifyActorRef | undefined;
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Slaptažodžio keitimas</Trans>
      </h1>
      <section className="card">
        {state.matches('editing') && form ? <PasswordFields form={form} error={state.context.error} /> : null}
        {state.matches('confirming') && qualify ? (
          <StepUpConfirmationPanel
            actor={qualify}
            title={<Trans>Patvirtinkite slaptažodžio keitimą</Trans>}
            notice={
              state.context.confirmationExpired ? (
                <Trans>Ankstesnis patvirtinimas nebegalioja. Patvirtinkite pakeitimą dar kartą.</Trans>
              ) : undefined
            }
            onBack={() => actor.send({ type: 'confirm.back' })}
          />
        ) : null}
        {state.hasTag('loading') ? (
          <div role="status" aria-live="polite">
            <Spinner label={t`Keičiamas slaptažodis…`} />
            <p>
              <Trans>Keičiamas slaptažodis…</Trans>
            </p>
          </div>
        ) : null}
        {state.matches('locked') ? (
          <>
            <Alert
              tone="error"
              title={t`Per daug kartų neteisingai įvestas dabartinis slaptažodis. Prisijungimas slaptažodžiu laikinai užblokuotas – skambinkite ${config.supportPhone}.`}
            />
            <Link className="btn btn--secondary" to="/portal/dashboard">
              <Trans>Į pradžią</Trans>
            </Link>
          </>
        ) : null}
      </section>
    </div>
  );
}

/** /portal/password-change: the flow with its actors provided at the composition root (src/app/flows.ts). */
export function PasswordChangePage() {
  return <PasswordChangeView actor={useFlow('passwordChange')} />;
}

export function PasswordChangeSuccessPage() {
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Slaptažodis pakeistas</Trans>
      </h1>
      <section className="card" role="status">
        <p>
          <Trans>Kitą kartą prisijungdami naudokite naująjį slaptažodį.</Trans>
        </p>
        <Link className="btn btn--primary" to="/portal/dashboard">
          <Trans>Į pradžią</Trans>
        </Link>
      </section>
    </div>
  );
}

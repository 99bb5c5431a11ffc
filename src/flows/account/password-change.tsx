import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { formMachine } from '../../../machines/forms/form.machine';
import type { PasswordChangeMachine, PasswordField } from '../../../machines/account/password-change.machine';
import { config } from '../../app/config';
import { useFlow } from '../../app/flow-context';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { PasswordChecklist } from '../../kits/forms/password-checklist';
import { SubmitOrCancel } from '../../kits/forms/submit-or-cancel';
import { useFieldBinding } from '../../kits/forms/use-field-binding';
import {
  ConfirmThenSubmitPanel,
  type ConfirmThenSubmitActorRef,
} from '../../kits/signing/step-up-confirmation';

export type PasswordChangeActorRef = ActorRefFrom<PasswordChangeMachine>;
type FormActorRef = ActorRefFrom<typeof formMachine>;

/**
 * The §5 fields, bound to the flow's form child (validation and when to show errors live there). A first
 * password (`create`) has no current-password field.
 */
function PasswordFields({ form, error, create }: { form: FormActorRef; error: unknown; create: boolean }) {
  const { t } = useLingui();
  const { values, submitting: busy, field, formProps } = useFieldBinding<PasswordField>(form);
  return (
    <form className="form" {...formProps}>
      {create ? null : (
        <TextField
          label={t`Dabartinis slaptažodis`}
          type="password"
          autoComplete="current-password"
          {...field('oldPassword')}
        />
      )}
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
      <SubmitOrCancel error={error} busy={busy} cancelTo="/portal/dashboard">
        {create ? <Trans>Sukurti slaptažodį</Trans> : <Trans>Pakeisti slaptažodį</Trans>}
      </SubmitOrCancel>
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
  const create = state.context.mode === 'create';
  return (
    <div className="page page--narrow">
      <h1>{create ? <Trans>Slaptažodžio sukūrimas</Trans> : <Trans>Slaptažodžio keitimas</Trans>}</h1>
      <section className="card">
        {create && state.matches('editing') ? (
          <p>
            <Trans>
              Jūs jungiatės su Smart-ID arba Mobile-ID ir slaptažodžio dar neturite. Susikurkite jį, jei
              norite prisijungti ir el. paštu ar naudotojo vardu su slaptažodžiu. Sukūrimą patvirtinsite
              Smart-ID arba Mobile-ID.
            </Trans>
          </p>
        ) : null}
        {state.matches('editing') && form ? (
          <PasswordFields form={form} error={state.context.error} create={create} />
        ) : null}
        {state.matches('submitting') ? (
          <ConfirmThenSubmitPanel
            actor={state.children.confirmThenSubmit as ConfirmThenSubmitActorRef | undefined}
            title={
              create ? (
                <Trans>Patvirtinkite slaptažodžio sukūrimą</Trans>
              ) : (
                <Trans>Patvirtinkite slaptažodžio keitimą</Trans>
              )
            }
            savingLabel={create ? t`Kuriamas slaptažodis…` : t`Keičiamas slaptažodis…`}
            onBack={() => actor.send({ type: 'confirm.back' })}
          />
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

const changeRoute = getRouteApi('/portal/password-change');
const successRoute = getRouteApi('/portal/password-change/success');

/**
 * /portal/password-change: the flow with its actors provided at the composition root (src/app/flows.ts);
 * a customer without a password (GetContactInformation `hasPassword`, read by the route's loader) creates
 * a first one instead.
 */
export function PasswordChangePage() {
  const contact = changeRoute.useLoaderData();
  const hasPassword = contact.state === 'Loaded' ? contact.data.hasPassword : true;
  return <PasswordChangeFlow key={String(hasPassword)} hasPassword={hasPassword} />;
}

/** Keyed by the mode, so a changed answer starts the right flow instead of reusing the other. */
function PasswordChangeFlow({ hasPassword }: { hasPassword: boolean }) {
  return <PasswordChangeView actor={useFlow('passwordChange', { input: { hasPassword } })} />;
}

export function PasswordChangeSuccessPage() {
  const { created } = successRoute.useSearch();
  return (
    <div className="page page--narrow">
      <h1>{created ? <Trans>Slaptažodis sukurtas</Trans> : <Trans>Slaptažodis pakeistas</Trans>}</h1>
      <section className="card" role="status">
        <p>
          {created ? (
            <Trans>
              Dabar prie savitarnos galite prisijungti ir slaptažodžiu: skirtuke „Slaptažodis“ įveskite savo
              el. paštą arba naudotojo vardą ir naująjį slaptažodį.
            </Trans>
          ) : (
            <Trans>Kitą kartą prisijungdami naudokite naująjį slaptažodį.</Trans>
          )}
        </p>
        <Link className="btn btn--primary" to="/portal/dashboard">
          <Trans>Į pradžią</Trans>
        </Link>
      </section>
    </div>
  );
}

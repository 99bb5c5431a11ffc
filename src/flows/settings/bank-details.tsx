import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { formMachine } from '../../../machines/forms/form.machine';
import type { BankAccountField, BankAccountMachine } from '../../../machines/settings/bank-account.machine';
import { useFlow } from '../../app/flow-context';
import { formatIban } from '../../domain/bank-account';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { SubmitOrCancel } from '../../kits/forms/submit-or-cancel';
import { useFieldBinding } from '../../kits/forms/use-field-binding';
import {
  ConfirmThenSubmitPanel,
  type ConfirmThenSubmitActorRef,
} from '../../kits/signing/step-up-confirmation';
import './settings.css';

const route = getRouteApi('/portal/user-information/bank-details');

export type BankAccountActorRef = ActorRefFrom<BankAccountMachine>;
type FormActorRef = ActorRefFrom<typeof formMachine>;

function BankFields({ form, error }: { form: FormActorRef; error: unknown }) {
  const { t } = useLingui();
  const { submitting: busy, field, formProps } = useFieldBinding<BankAccountField>(form);
  return (
    <form className="form" {...formProps}>
      <TextField
        label={t`Banko sąskaitos numeris (IBAN)`}
        hint={t`Pvz., LT12 1000 0111 0100 1000`}
        autoComplete="off"
        spellCheck={false}
        {...field('bankAccountNumber')}
      />
      <TextField
        label={t`Banko SWIFT kodas`}
        hint={t`8 arba 11 simbolių, pvz., HABALT22`}
        autoComplete="off"
        spellCheck={false}
        {...field('swiftCode')}
      />
      <SubmitOrCancel error={error} busy={busy} cancelTo="/portal/user-information">
        <Trans>Pridėti sąskaitą</Trans>
      </SubmitOrCancel>
    </form>
  );
}

/** The bank-account flow's screen: form, fresh confirmation, saving, added. */
export function BankAccountView({ actor }: { actor: BankAccountActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const form = state.children.form as FormActorRef | undefined;
  return (
    <section className="card" aria-labelledby="bank-add-title">
      <h2 id="bank-add-title">
        <Trans>Nauja banko sąskaita</Trans>
      </h2>
      {state.matches('editing') && form ? <BankFields form={form} error={state.context.error} /> : null}
      {state.matches('submitting') ? (
        <ConfirmThenSubmitPanel
          actor={state.children.confirmThenSubmit as ConfirmThenSubmitActorRef | undefined}
          title={<Trans>Patvirtinkite banko sąskaitos pridėjimą</Trans>}
          savingLabel={t`Išsaugoma…`}
          onBack={() => actor.send({ type: 'confirm.back' })}
        />
      ) : null}
      {state.matches('added') ? (
        <>
          <Alert tone="success" title={t`Banko sąskaita pridėta.`} />
          <Button variant="secondary" onClick={() => actor.send({ type: 'account.another' })}>
            <Trans>Pridėti kitą sąskaitą</Trans>
          </Button>
        </>
      ) : null}
    </section>
  );
}

/** /portal/user-information/bank-details: the accounts (GetBankAccounts) and adding one. */
export function BankDetailsPage() {
  const { bankAccounts } = route.useLoaderData();
  const accounts = bankAccounts.data ?? [];
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Banko sąskaita</Trans>
      </h1>
      <section className="card" aria-labelledby="bank-list-title">
        <h2 id="bank-list-title">
          <Trans>Jūsų banko sąskaitos</Trans>
        </h2>
        {accounts.length === 0 ? (
          <p>
            <Trans>Banko sąskaita dar nenurodyta.</Trans>
          </p>
        ) : (
          <ul data-testid="bank-accounts">
            {accounts.map((account) => (
              <li key={account.id}>
                <span className="nowrap">{formatIban(account.bankAccountNumber)}</span>, {account.bankName} (
                {account.swiftCode}){account.isPrimary ? <Trans> – pagrindinė</Trans> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <BankAccountView
        actor={useFlow('bankAccount', {
          input: { existingIbans: accounts.map((account) => account.bankAccountNumber) },
        })}
      />
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { formMachine } from '../../../machines/forms/form.machine';
import type { ChosenAddress } from '../../../machines/settings/address-search.machine';
import {
  EMPTY_CONTACTS_VALUES,
  pendingChangeOf,
  type ContactsChangeInput,
  type ContactsChangeMachine,
  type ContactsField,
  type ContactsValues,
} from '../../../machines/settings/contacts-change.machine';
import type { EndpointResponse } from '../../api/contract/endpoints';
import { useFlow } from '../../app/flow-context';
import { formatDateTime } from '../../domain/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { usePortalErrorMessage } from '../../kits/forms/portal-error-message';
import { SubmitOrCancel } from '../../kits/forms/submit-or-cancel';
import { useFieldBinding } from '../../kits/forms/use-field-binding';
import {
  ConfirmThenSubmitPanel,
  type ConfirmThenSubmitActorRef,
} from '../../kits/signing/step-up-confirmation';
import { AddressSearch } from './address-search';
import { BrokerContacts } from './broker-contacts';
import { SelectField } from '../../ui/select-field';
import './settings.css';

const route = getRouteApi('/portal/user-information/contacts');

export type ContactsChangeActorRef = ActorRefFrom<ContactsChangeMachine>;
type FormActorRef = ActorRefFrom<typeof formMachine>;
type ContactInformation = EndpointResponse<'Users.GetContactInformation'>;
type Option = { value: string; label: string };

/** The flow's input from GetContactInformation: the form starts with the current details. */
export function contactsInputOf(info: ContactInformation): ContactsChangeInput {
  const address = info.address;
  const values: ContactsValues = {
    ...EMPTY_CONTACTS_VALUES,
    email: info.email ?? '',
    phoneNumber: info.phoneNumber ?? '+370',
    secondaryPhoneNumber: info.secondaryPhoneNumber ?? '',
    ...(address
      ? {
          countryCode: address.countryCode,
          state: address.state ?? '',
          municipality: address.municipality ?? '',
          city: address.city,
          street: address.street,
          house: address.house,
          flat: address.flat ?? '',
          postalCode: address.postalCode,
        }
      : {}),
  };
  return {
    values,
    current: {
      email: info.email ?? '',
      phoneNumber: info.phoneNumber ?? '',
      secondaryPhoneNumber: info.secondaryPhoneNumber ?? '',
    },
    pending: info.pendingContactChanges ?? [],
  };
}

const ADDRESS_FIELDS = [
  'countryCode',
  'state',
  'municipality',
  'city',
  'street',
  'house',
  'flat',
  'postalCode',
] as const;

/** §5 fields bound to the flow's form child, with the address search filling the address. */
function ContactFields({
  form,
  error,
  countries,
  states,
}: {
  form: FormActorRef;
  error: unknown;
  countries: readonly Option[];
  states: readonly Option[];
}) {
  const { t } = useLingui();
  const binding = useFieldBinding<ContactsField>(form);
  const { submitting: busy, field } = binding;
  const values = binding.values as ContactsValues;
  const search = useFlow('addressSearch');
  const fill = useCallback(
    (address: ChosenAddress) => {
      for (const name of ADDRESS_FIELDS)
        form.send({ type: 'field.change', name, value: address[name] ?? '' });
    },
    [form],
  );
  const focusAddress = useCallback(() => document.getElementById('contacts-street')?.focus(), []);
  const stateOptions: Option[] = [{ value: '', label: t`Nepasirinkta` }, ...states];
  return (
    <form className="form" {...binding.formProps}>
      <TextField label={t`El. paštas`} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t`Mobiliojo telefono numeris`}
        type="tel"
        autoComplete="tel"
        hint={t`Pvz., +370 612 34567 arba 8 612 34567. Užtenka vieno telefono numerio – šio arba papildomo.`}
        {...field('phoneNumber')}
      />
      <TextField
        label={t`Papildomas telefono numeris (neprivaloma)`}
        type="tel"
        autoComplete="tel"
        {...field('secondaryPhoneNumber')}
      />
      <fieldset className="fieldset">
        <legend>
          <Trans>Gyvenamosios vietos adresas</Trans>
        </legend>
        <AddressSearch actor={search} onChosen={fill} onManual={focusAddress} />
        <div className="settings-grid">
          <SelectField label={t`Šalis`} options={countries} {...field('countryCode')} disabled={busy} />
          {values.countryCode === 'LT' ? (
            <SelectField label={t`Apskritis`} options={stateOptions} {...field('state')} disabled={busy} />
          ) : null}
          <TextField label={t`Savivaldybė`} {...field('municipality')} />
          <TextField label={t`Miestas ar gyvenvietė`} autoComplete="address-level2" {...field('city')} />
          <TextField
            id="contacts-street"
            label={t`Gatvė`}
            autoComplete="address-line1"
            {...field('street')}
          />
          <TextField label={t`Namo numeris`} {...field('house')} />
          <TextField label={t`Buto numeris (neprivaloma)`} {...field('flat')} />
          <TextField label={t`Pašto kodas`} autoComplete="postal-code" {...field('postalCode')} />
        </div>
      </fieldset>
      <SubmitOrCancel error={error} busy={busy} cancelTo="/portal/user-information">
        <Trans>Išsaugoti</Trans>
      </SubmitOrCancel>
    </form>
  );
}

/** The code sent to the new e-mail or phone (docs/security.md: the change applies once it is entered). */
function CodePanel({ actor }: { actor: ContactsChangeActorRef }) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const messageFor = usePortalErrorMessage();
  const pending = pendingChangeOf(state.context);
  // The code typed belongs to the change it was sent for: the phone's code field starts empty after the
  // e-mail's code was entered.
  const pendingKey = pending ? `${pending.kind}:${pending.value}` : '';
  const [typed, setTyped] = useState({ for: pendingKey, code: '' });
  const code = typed.for === pendingKey ? typed.code : '';
  const setCode = (value: string) => setTyped({ for: pendingKey, code: value });
  if (!pending) return null;
  const codeError = state.context.codeError;
  const error =
    codeError === 'code-format'
      ? t`Įveskite 6 skaitmenų kodą.`
      : codeError !== null && codeError !== undefined
        ? messageFor(codeError)
        : undefined;
  const expires = formatDateTime(pending.expiresAt);
  const busy = state.hasTag('loading');
  return (
    <section aria-labelledby="contact-code-title">
      <h2 id="contact-code-title">
        {pending.kind === 'email' ? (
          <Trans>Patvirtinkite naują el. pašto adresą</Trans>
        ) : (
          <Trans>Patvirtinkite naują telefono numerį</Trans>
        )}
      </h2>
      {state.context.codeResent ? <Alert tone="success" title={t`Naujas kodas išsiųstas.`} /> : null}
      <p>
        <Trans>
          Išsiuntėme 6 skaitmenų kodą į {pending.value}. Kodas galioja iki {expires}. Pakeitimas įsigalios,
          kai įvesite kodą.
        </Trans>
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'code.submit', code });
        }}
      >
        <TextField
          label={t`Patvirtinimo kodas`}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error}
          disabled={busy}
          onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
        />
        <div className="actions">
          <Button type="submit" loading={state.matches('checkingCode')}>
            <Trans>Patvirtinti</Trans>
          </Button>
          <Button
            variant="secondary"
            loading={state.matches('resending')}
            disabled={pending.resendsLeft === 0}
            aria-describedby="contact-code-resends"
            onClick={() => actor.send({ type: 'code.resend' })}
          >
            <Trans>Siųsti kodą dar kartą</Trans>
          </Button>
        </div>
        <p id="contact-code-resends">
          {pending.resendsLeft === 0 ? (
            <Trans>
              Naujo kodo paprašyti nebegalite – visi kartai išnaudoti. Įveskite paskutinį gautą kodą.
            </Trans>
          ) : (
            <Trans>Galite paprašyti naujo kodo dar {pending.resendsLeft} k.</Trans>
          )}
        </p>
      </form>
    </section>
  );
}

/** The contacts flow's screen: form, fresh confirmation, saving, or the code; follows the machine. */
export function ContactsView({
  actor,
  countries,
  states,
}: {
  actor: ContactsChangeActorRef;
  countries: readonly Option[];
  states: readonly Option[];
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s);
  const form = state.children.form as FormActorRef | undefined;
  const verifying = state.matches('verifying') || state.matches('checkingCode') || state.matches('resending');
  return (
    <section className="card">
      {state.matches('editing') && form ? (
        <ContactFields form={form} error={state.context.error} countries={countries} states={states} />
      ) : null}
      {state.matches('submitting') ? (
        <ConfirmThenSubmitPanel
          actor={state.children.confirmThenSubmit as ConfirmThenSubmitActorRef | undefined}
          title={<Trans>Patvirtinkite kontaktinių duomenų keitimą</Trans>}
          savingLabel={t`Išsaugoma…`}
          onBack={() => actor.send({ type: 'confirm.back' })}
        />
      ) : null}
      {verifying ? <CodePanel actor={actor} /> : null}
    </section>
  );
}

/** /portal/user-information/contacts */
export function ContactsPage() {
  const { contacts, countries, states, broker } = route.useLoaderData();
  const info = contacts.data;
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Kontaktiniai duomenys</Trans>
      </h1>
      {info ? (
        <ContactsFlow
          info={info}
          countries={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          states={(states.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        />
      ) : (
        <Alert tone="info" title={<Trans>Kontaktinių duomenų nėra.</Trans>} />
      )}
      <BrokerContacts data={broker} />
    </div>
  );
}

function ContactsFlow({
  info,
  countries,
  states,
}: {
  info: ContactInformation;
  countries: readonly Option[];
  states: readonly Option[];
}) {
  const actor = useFlow('contactsChange', { input: contactsInputOf(info) });
  return <ContactsView actor={actor} countries={countries} states={states} />;
}

/** /portal/user-information/contacts/success */
export function ContactsSuccessPage() {
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Kontaktiniai duomenys atnaujinti</Trans>
      </h1>
      <section className="card" role="status">
        <p>
          <Trans>Jūsų kontaktiniai duomenys išsaugoti. Pranešimus siųsime nurodytais kontaktais.</Trans>
        </p>
        <div className="actions">
          <Link className="btn btn--primary" to="/portal/user-information">
            <Trans>Mano duomenys</Trans>
          </Link>
          <Link className="btn btn--secondary" to="/portal/dashboard">
            <Trans>Į pradžią</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import {
  addressSearchMachine,
  type AddressSuggestion,
  type ChosenAddress,
} from '../machines/settings/address-search.machine';
import {
  addressSearchFailure,
  gediminoAddress,
  gediminoSuggestions,
} from '../machines/settings/address-search.fixtures';
import { bankAccountMachine } from '../machines/settings/bank-account.machine';
import { invalidIbanFailure, validBankAccountValues } from '../machines/settings/bank-account.fixtures';
import { contactsChangeMachine, type VerifyCodeInput } from '../machines/settings/contacts-change.machine';
import {
  contactsChangeInput,
  contactsChangePendingInput,
  emailAlreadyExists,
  newEmailValues,
  pendingEmail,
  wrongCode,
} from '../machines/settings/contacts-change.fixtures';
import type { PendingContactChange } from '../src/api/contract/users';
import { FlowHostProvider, type FlowHost } from '../src/app/flow-context';
import { ToastRegion } from '../src/ui/toast';
import { BankAccountView } from '../src/flows/settings/bank-details';
import { ContactsView } from '../src/flows/settings/contacts';
import { authorized, never } from './support/fakes';
import { settingsApi, type SettingsMode } from './support/settings-data';
import { StoryApp, StoryRouter, storyReferral } from './support/story-router';
import { confirmed, confirmThenSubmitWith, qualifyOf } from './support/step-up-fakes';

/**
 * Issue 14: my details, contacts (address search, the fresh Smart-ID / Mobile-ID confirmation, the code
 * sent to a new e-mail or phone), bank accounts, notification channels and consents, and the toast.
 * Screens with a loader are the real routes over a fake API (loaded, empty, failed); the flows' states are
 * the real machines driven with fakes to each state.
 */
const meta = {
  title: 'Portal/Settings',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function page(url: string, mode: SettingsMode, name: string, withReferral = false): Story {
  return {
    name,
    render: () => (
      <StoryApp
        url={url}
        auth={authorized}
        api={settingsApi(mode)}
        referral={withReferral ? storyReferral : null}
      />
    ),
  };
}

export const UserInformation = page('/portal/user-information', 'loaded', 'My details – loaded');
export const UserInformationBroker = page(
  '/portal/user-information',
  'loaded',
  'My details – with the broker’s contacts (referral code)',
  true,
);
export const UserInformationFailed = page('/portal/user-information', 'failed', 'My details – failed');
export const ContactsPage = page('/portal/user-information/contacts', 'loaded', 'Contacts – live form');
export const ContactsFailed = page('/portal/user-information/contacts', 'failed', 'Contacts – failed');
export const ContactsSuccess = page(
  '/portal/user-information/contacts/success',
  'loaded',
  'Contacts – saved',
);
export const BankDetails = page('/portal/user-information/bank-details', 'loaded', 'Bank details – loaded');
export const BankDetailsEmpty = page(
  '/portal/user-information/bank-details',
  'empty',
  'Bank details – none yet',
);
export const NotificationOptions = page('/portal/notifications-options', 'loaded', 'Notification options');
export const CoreNotifications = page(
  '/portal/notifications-options/core-notifications',
  'loaded',
  'Core notifications – channels',
);
export const GdprNotifications = page(
  '/portal/notifications-options/gdpr-notifications',
  'loaded',
  'Consents – marketing not selected yet',
);
export const NotificationsFailed = page(
  '/portal/notifications-options',
  'failed',
  'Notification options – failed',
);

// ── the flows at each state ────────────────────────────────────────────────────────────────────

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const addressSearchWith = (search: () => Promise<AddressSuggestion[]>) =>
  addressSearchMachine.provide({
    actors: {
      searchAddresses: fromPromise<AddressSuggestion[], { text: string }>(search),
      getAddress: fromPromise<ChosenAddress, { id: number }>(() => Promise.resolve(gediminoAddress)),
    },
  });

/** Runs `steps` once against a started actor of `machine`, then renders `view(actor)`. */
function Driven({
  machine,
  input,
  steps,
  view,
  search = () => Promise.resolve(gediminoSuggestions),
}: {
  machine: AnyStateMachine;
  input?: unknown;
  steps: ((actor: AnyActorRef) => void)[];
  view: (actor: AnyActorRef) => React.ReactNode;
  search?: () => Promise<AddressSuggestion[]>;
}) {
  const [actor] = useState(() => createActor(machine, input === undefined ? {} : { input }).start());
  const [plan] = useState(steps);
  const [host] = useState<FlowHost>(() => ({
    // Only the address search is asked for by name inside these views.
    flows: { addressSearch: addressSearchWith(search) } as unknown as FlowHost['flows'],
    flowEvent: () => undefined,
  }));
  useEffect(() => {
    void (async () => {
      for (const step of plan) {
        step(actor);
        await tick();
        await tick();
      }
    })();
  }, [actor, plan]);
  return (
    <StoryRouter url="/portal/user-information/contacts">
      <FlowHostProvider host={host}>
        <div className="page page--narrow">{view(actor)}</div>
      </FlowHostProvider>
    </StoryRouter>
  );
}

const child = (actor: AnyActorRef, id: string) =>
  (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
const fill = (values: Record<string, string>) => (actor: AnyActorRef) => {
  for (const [name, value] of Object.entries(values))
    child(actor, 'form')?.send({ type: 'field.change', name, value });
};
const submit = (actor: AnyActorRef) => child(actor, 'form')?.send({ type: 'form.submit' });

const countries = [
  { value: 'LT', label: 'Lietuva' },
  { value: 'LV', label: 'Latvija' },
];
const states = [{ value: 'Kauno apskritis', label: 'Kauno apskritis' }];

function contacts(
  fakes: {
    update?: () => Promise<PendingContactChange[]>;
    verify?: () => Promise<PendingContactChange[]>;
    resend?: () => Promise<PendingContactChange>;
  },
  steps: ((actor: AnyActorRef) => void)[],
  options: { pendingAtStart?: boolean; search?: () => Promise<AddressSuggestion[]> } = {},
) {
  const machine = contactsChangeMachine.provide({
    actors: {
      confirmThenSubmit: confirmThenSubmitWith(fakes.update ? { submit: fakes.update } : {}),
      verifyContact: fromPromise<PendingContactChange[], VerifyCodeInput>(fakes.verify ?? never),
      resendContactCode: fromPromise<PendingContactChange, { verificationId: number }>(fakes.resend ?? never),
    },
  });
  return (
    <Driven
      machine={machine}
      input={options.pendingAtStart ? contactsChangePendingInput : contactsChangeInput}
      steps={steps}
      {...(options.search ? { search: options.search } : {})}
      view={(actor) => (
        <ContactsView
          actor={actor as Parameters<typeof ContactsView>[0]['actor']}
          countries={countries}
          states={states}
        />
      )}
    />
  );
}

const typeAddress = (text: string) => (actor: AnyActorRef) => {
  // The address search is the form's sibling flow; its field is typed like a customer would.
  void actor;
  const input = document.querySelector<HTMLInputElement>('input[name="addressSearch"]');
  if (!input) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

export const ContactsEditing: Story = { name: 'Contacts – editing', render: () => contacts({}, []) };
export const ContactsErrors: Story = {
  name: 'Contacts – §5 errors after a submit',
  render: () => contacts({}, [fill({ email: 'ona*@example.com', phoneNumber: '8623' }), submit]),
};
export const ContactsAddressSuggestions: Story = {
  name: 'Contacts – address suggestions',
  render: () => contacts({}, [typeAddress('Gedimino')]),
};
export const ContactsAddressNotFound: Story = {
  name: 'Contacts – address not found (manual entry)',
  render: () => contacts({}, [typeAddress('zzz')], { search: () => Promise.resolve([]) }),
};
export const ContactsAddressFailed: Story = {
  name: 'Contacts – address search failed',
  render: () =>
    contacts({}, [typeAddress('Gedimino')], { search: () => Promise.reject(addressSearchFailure) }),
};
export const ContactsConfirming: Story = {
  name: 'Contacts – confirm with Smart-ID / Mobile-ID',
  render: () => contacts({}, [fill(newEmailValues), submit]),
};
export const ContactsSaving: Story = {
  name: 'Contacts – saving',
  render: () => contacts({}, [fill(newEmailValues), submit, confirmed]),
};
export const ContactsEmailExists: Story = {
  name: 'Contacts – §8 Email already exists',
  render: () =>
    contacts({ update: () => Promise.reject(emailAlreadyExists) }, [fill(newEmailValues), submit, confirmed]),
};
export const ContactsCode: Story = {
  name: 'Contacts – the code sent to the new e-mail',
  render: () => contacts({}, [], { pendingAtStart: true }),
};
export const ContactsCodeMalformed: Story = {
  name: 'Contacts – a code that is not 6 digits',
  render: () =>
    contacts({}, [(actor) => actor.send({ type: 'code.submit', code: '12' })], { pendingAtStart: true }),
};
export const ContactsCodeWrong: Story = {
  name: 'Contacts – a wrong code',
  render: () =>
    contacts(
      { verify: () => Promise.reject(wrongCode) },
      [(actor) => actor.send({ type: 'code.submit', code: '123456' })],
      {
        pendingAtStart: true,
      },
    ),
};
export const ContactsCodeResent: Story = {
  name: 'Contacts – a new code sent',
  render: () =>
    contacts(
      { resend: () => Promise.resolve({ ...pendingEmail, resendsLeft: 2 }) },
      [(actor) => actor.send({ type: 'code.resend' })],
      { pendingAtStart: true },
    ),
};
export const ContactsCodeNoMoreResends: Story = {
  name: 'Contacts – the last new code sent: no more resends, and why',
  render: () =>
    contacts(
      { resend: () => Promise.resolve({ ...pendingEmail, resendsLeft: 0 }) },
      [(actor) => actor.send({ type: 'code.resend' })],
      { pendingAtStart: true },
    ),
};
export const ContactsCodeChecking: Story = {
  name: 'Contacts – checking the code',
  render: () =>
    contacts({}, [(actor) => actor.send({ type: 'code.submit', code: '123456' })], { pendingAtStart: true }),
};

function bank(create: () => Promise<void>, steps: ((actor: AnyActorRef) => void)[]) {
  const machine = bankAccountMachine.provide({
    actors: {
      confirmThenSubmit: confirmThenSubmitWith({
        initiate: () => Promise.resolve({ controlCode: '4821', token: 'story', startedAt: Date.now() }),
        submit: create,
      }),
    },
  });
  return (
    <Driven
      machine={machine}
      steps={steps}
      view={(actor) => <BankAccountView actor={actor as Parameters<typeof BankAccountView>[0]['actor']} />}
    />
  );
}

export const BankEditing: Story = { name: 'Bank account – editing', render: () => bank(never, []) };
export const BankErrors: Story = {
  name: 'Bank account – §5 IBAN and SWIFT errors',
  render: () =>
    bank(never, [fill({ bankAccountNumber: 'LT65 7300 0012 3456 7891', swiftCode: 'HABA' }), submit]),
};
export const BankConfirming: Story = {
  name: 'Bank account – confirm with Smart-ID / Mobile-ID',
  render: () => bank(never, [fill(validBankAccountValues), submit]),
};
export const BankControlCode: Story = {
  name: 'Bank account – control code',
  render: () =>
    bank(never, [
      fill(validBankAccountValues),
      submit,
      (actor) => qualifyOf(actor)?.send({ type: 'qualify.start', provider: 'pension_smart_id' }),
    ]),
};
export const BankSaving: Story = {
  name: 'Bank account – saving',
  render: () => bank(never, [fill(validBankAccountValues), submit, confirmed]),
};
export const BankRefused: Story = {
  name: 'Bank account – §8 invalid IBAN from the server',
  render: () =>
    bank(() => Promise.reject(invalidIbanFailure), [fill(validBankAccountValues), submit, confirmed]),
};
export const BankAdded: Story = {
  name: 'Bank account – added',
  render: () => bank(() => Promise.resolve(), [fill(validBankAccountValues), submit, confirmed]),
};

export const Toasts: Story = {
  name: 'Toasts – success, general and one that stays until dismissed (§9)',
  render: () => (
    <ToastRegion
      closeLabel="Uždaryti"
      onDismiss={() => undefined}
      toasts={[
        { id: 1, tone: 'success', text: 'Pranešimų nustatymai išsaugoti.', autoCloseMs: null },
        { id: 2, tone: 'info', text: 'Nustatymai atnaujinti.', autoCloseMs: null },
        {
          id: 3,
          tone: 'error',
          text: 'Per daug nesėkmingų užklausų. Jūsų IP adresas užblokuotas iki 2026-11-23 10:15.',
          autoCloseMs: null,
        },
      ]}
    />
  ),
};

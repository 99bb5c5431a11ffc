import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { qualifyMachine } from '../machines/auth/qualify.machine';
import { confirmThenSignMachine } from '../machines/signing/confirm-then-sign.machine';
import {
  eInvoiceAgreementsMachine,
  type EInvoiceAgreementsEvent,
  type EInvoiceOptions,
} from '../machines/invoices/e-invoice-agreements.machine';
import {
  closedOptions,
  openOptions,
  revolutValues,
  SEB_IBAN,
  sebValues,
} from '../machines/invoices/e-invoice-agreements.fixtures';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../machines/signing/signing.machine';
import { InvoiceAgreementsPanel } from '../src/flows/e-invoices/e-invoices';

/**
 * Issue 14: the e-invoice agreements screen in every state of its machine
 * (machines/invoices/e-invoice-agreements.machine.ts), driven by the events a customer sends, with fakes
 * that answer at once or never (so a story stays frozen where it should).
 */
const meta: Meta = { title: 'Portal/E-invoice agreements' };
export default meta;
type Story = StoryObj;

const never = <T,>() => new Promise<T>(() => undefined);

const AGREEMENTS = [
  {
    agreementId: 41,
    agreement: 'EIS-2023-004512',
    contractNumber: '3P-2014207',
    fundName: 'Medio',
    sum: 100,
    paymentDay: 5,
    period: 'monthly' as const,
    bankAccountNumber: SEB_IBAN,
    bankName: 'AB SEB bankas',
    contractDate: '2025-10-01',
    status: 'active' as const,
  },
  {
    agreementId: 40,
    agreement: 'EIS-2021-001877',
    contractNumber: '3P-2014207',
    fundName: 'Medio',
    sum: 300,
    paymentDay: 20,
    period: 'quarterly' as const,
    bankAccountNumber: SEB_IBAN,
    bankName: 'AB SEB bankas',
    contractDate: '2021-03-15',
    status: 'disabled' as const,
  },
];

interface Fakes {
  load?: () => Promise<EInvoiceOptions>;
  disable?: () => Promise<void>;
  start?: () => Promise<StartSigningOutput>;
  ping?: () => Promise<PingSigningOutput>;
}

function machineWith(fakes: Fakes): AnyStateMachine {
  return eInvoiceAgreementsMachine.provide({
    actors: {
      loadOptions: fromPromise<EInvoiceOptions>(fakes.load ?? (() => Promise.resolve(openOptions))),
      disableAgreement: fromPromise<void, { agreementId: number }>(fakes.disable ?? never),
      sign: confirmThenSignMachine.provide({
        actors: {
          qualify: qualifyMachine,
          signing: signingMachine.provide({
            actors: {
              startSigning: fromPromise<StartSigningOutput, StartSigningInput>(fakes.start ?? never),
              pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(fakes.ping ?? never),
            },
          }),
        },
      }),
    },
  });
}

function Screen({
  fakes = {},
  events,
  loginProvider = 'smart_id',
}: {
  fakes?: Fakes;
  events: EInvoiceAgreementsEvent[];
  loginProvider?: 'smart_id' | 'password';
}) {
  const [actor] = useState(() => createActor(machineWith(fakes), { input: { loginProvider } }).start());
  useEffect(() => {
    void (async () => {
      for (const event of events) {
        actor.send(event);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    })();
  }, [actor, events]);
  return (
    <div className="page records">
      <InvoiceAgreementsPanel
        agreements={AGREEMENTS}
        actor={actor as Parameters<typeof InvoiceAgreementsPanel>[0]['actor']}
      />
    </div>
  );
}

const create: EInvoiceAgreementsEvent = { type: 'agreement.create' };
const disable: EInvoiceAgreementsEvent = { type: 'agreement.disable', agreementId: 41 };

export const List: Story = {
  name: 'List with the new-agreement button',
  render: () => <Screen events={[]} />,
};
export const Loading: Story = {
  name: 'Loading contracts and accounts',
  render: () => <Screen fakes={{ load: never }} events={[create]} />,
};
export const LoadFailed: Story = {
  name: 'Loading failed (retry)',
  render: () => <Screen fakes={{ load: () => Promise.reject(new Error('network')) }} events={[create]} />,
};
export const NotAllowed: Story = {
  name: '§5 no new agreement may be submitted',
  render: () => <Screen fakes={{ load: () => Promise.resolve(closedOptions) }} events={[create]} />,
};
export const Editing: Story = { name: 'The form', render: () => <Screen events={[create]} /> };
export const BankUnsupported: Story = {
  name: '§5 unsupported bank, with the supported ones',
  render: () => <Screen events={[create, { type: 'agreement.submit', values: revolutValues }]} />,
};
const submitSeb: EInvoiceAgreementsEvent = { type: 'agreement.submit', values: sebValues };
const signBegin: EInvoiceAgreementsEvent = { type: 'sign.begin' };
export const Review: Story = {
  name: 'What is signed, in words',
  render: () => <Screen events={[create, submitSeb]} />,
};
export const Qualifying: Story = {
  name: 'Confirm with Smart-ID / Mobile-ID first (password login)',
  render: () => <Screen loginProvider="password" events={[create, submitSeb, signBegin]} />,
};
export const Signing: Story = {
  name: 'Signing: choose the method',
  render: () => <Screen events={[create, submitSeb, signBegin]} />,
};
export const Created: Story = {
  name: 'Signed',
  render: () => (
    <Screen
      fakes={{
        start: () => Promise.resolve({ token: 'story', controlCode: '4821', startedAt: Date.now() }),
        ping: () =>
          Promise.resolve({
            status: 'signed',
            documentId: null,
            message: null,
            contractNumber: '3P-2014207',
          }),
      }}
      events={[create, submitSeb, signBegin]}
    />
  ),
};
export const ConfirmingDisable: Story = {
  name: 'Disable: the confirmation dialog',
  render: () => <Screen events={[disable]} />,
};
export const Disabling: Story = {
  name: 'Disable: in progress',
  render: () => <Screen events={[disable, { type: 'disable.confirm' }]} />,
};
export const DisableFailed: Story = {
  name: 'Disable: failed, nothing changed',
  render: () => (
    <Screen
      fakes={{ disable: () => Promise.reject(new Error('network')) }}
      events={[disable, { type: 'disable.confirm' }]}
    />
  ),
};
export const Disabled: Story = {
  name: 'Disabled',
  render: () => (
    <Screen fakes={{ disable: () => Promise.resolve() }} events={[disable, { type: 'disable.confirm' }]} />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { invalidValidity, newDraft } from '../machines/aml/aml.fixtures';
import {
  amlMachine,
  type AmlOpenedDraft,
  type AmlValidityOutput,
  type FillDraftInput,
} from '../machines/aml/aml.machine';
import { stepUpConfirmation } from '../machines/auth/qualify.fixtures';
import type { LogStepInput, PdfDocument } from '../machines/onboarding/onboarding-types';
import {
  thirdPillarMachine,
  type ThirdPillarFacts,
  type ThirdPillarRequest,
} from '../machines/onboarding/third-pillar.machine';
import {
  FIXTURE_WIZARD_NOW,
  paymentAbove,
  paymentEmpty,
  paymentWithin,
  thirdPillarFacts,
  thirdPillarPreview,
} from '../machines/onboarding/third-pillar.fixtures';
import { confirmThenSignMachine } from '../machines/signing/confirm-then-sign.machine';
import type { ThirdPillarPaymentPlan } from '../src/domain/third-pillar-payments';
import { ThirdPillarView } from '../src/flows/onboarding/third-pillar';
import { StoryRouter } from './support/story-router';

/**
 * /portal/onboarding/* for pillar III: every step and lockout, driven through the real machine with
 * fakes (the questionnaire's own states are in Portal/AML, the signing states in Portal/Signing).
 */
const meta = {
  title: 'Portal/Onboarding pillar III',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Fakes {
  load?: () => Promise<ThirdPillarFacts>;
  preview?: () => Promise<PdfDocument>;
  /** What the questionnaire's IsAmlValid answers (a short questionnaire that is Valid finishes at once). */
  aml?: AmlValidityOutput;
}

type Step = 'fund' | 'provider' | 'next' | 'sign' | 'qualified' | { payment: ThirdPillarPaymentPlan };

function Wizard({
  fakes,
  steps = [],
  loginProvider = 'smart_id',
  url = '/portal/onboarding/choose-third-pillar-fund',
}: {
  fakes: Fakes;
  steps?: readonly Step[];
  loginProvider?: 'smart_id' | 'password';
  url?: string;
}) {
  const [actor] = useState(() =>
    createActor(
      thirdPillarMachine.provide({
        actors: {
          loadOnboarding: fromPromise<ThirdPillarFacts, { pillar: 2 | 3 }>(fakes.load ?? never),
          logStep: fromPromise<void, LogStepInput>(() => Promise.resolve()),
          aml: amlMachine.provide({
            actors: {
              loadValidity: fromPromise<AmlValidityOutput, void>(async () => fakes.aml ?? invalidValidity),
              openDraft: fromPromise<AmlOpenedDraft, void>(async () => newDraft),
              fillDraft: fromPromise<void, FillDraftInput>(async () => undefined),
            },
          }),
          fetchPreview: fromPromise<PdfDocument, { request: ThirdPillarRequest }>(fakes.preview ?? never),
          sign: confirmThenSignMachine,
        },
      }),
      { input: { loginProvider, now: FIXTURE_WIZARD_NOW } },
    ).start(),
  );
  const [plan] = useState(steps);
  useEffect(() => {
    void (async () => {
      await tick();
      for (const step of plan) {
        const target = actor as AnyActorRef;
        if (step === 'fund') target.send({ type: 'fund.select', fundNr: '301' });
        else if (step === 'provider') target.send({ type: 'provider.select', providerId: 5 });
        else if (step === 'next') target.send({ type: 'step.next' });
        else if (step === 'sign') target.send({ type: 'sign.begin' });
        else if (step === 'qualified')
          target.send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation });
        else target.send({ type: 'payment.set', payment: step.payment });
        await tick();
        await tick();
      }
    })();
  }, [actor, plan]);
  return (
    <StoryRouter url={url}>
      <ThirdPillarView actor={actor} />
    </StoryRouter>
  );
}

const loaded =
  (facts: Partial<ThirdPillarFacts> = {}) =>
  () =>
    Promise.resolve({ ...thirdPillarFacts, ...facts });
const valid = loaded({ amlValid: true });
const toPayments: Step[] = ['fund', 'next', 'next'];
const toSign: Step[] = [...toPayments, { payment: paymentWithin }, 'next'];

export const Loading: Story = { name: 'loading', render: () => <Wizard fakes={{}} /> };
export const LoadFailed: Story = {
  name: 'load failed – retry',
  render: () => <Wizard fakes={{ load: () => Promise.reject(new Error('network')) }} />,
};
export const Minor: Story = {
  name: 'lockout – minor',
  render: () => <Wizard fakes={{ load: loaded({ adult: false }) }} />,
};
export const PhoneRequired: Story = {
  name: 'lockout – phone required',
  render: () => <Wizard fakes={{ load: loaded({ phoneRequired: true }) }} />,
};
export const AmlRequired: Story = {
  name: 'lockout – questionnaire first (USA / foreign resident)',
  render: () => <Wizard fakes={{ load: loaded({ amlRequired: true }) }} />,
};
export const ThirdPillarExists: Story = {
  name: 'third-pillar-exists (§8 already a contract)',
  render: () => <Wizard fakes={{ load: loaded({ hasContract: true }) }} />,
};
export const ChooseFund: Story = {
  name: 'choose-third-pillar-fund',
  render: () => <Wizard fakes={{ load: loaded() }} steps={['fund']} />,
};
export const ChooseFundWithTransfer: Story = {
  name: 'choose-third-pillar-fund – savings with another company',
  render: () => <Wizard fakes={{ load: loaded() }} steps={['fund', 'provider']} />,
};
export const ChooseFundNoProviders: Story = {
  name: 'choose-third-pillar-fund – the list of other companies failed (no question)',
  render: () => <Wizard fakes={{ load: loaded({ transferProviders: [] }) }} steps={['fund']} />,
};
export const AmlProcess: Story = {
  name: 'aml-process – the short questionnaire (AML not Valid)',
  render: () => <Wizard fakes={{ load: loaded() }} steps={['fund', 'next']} />,
};
export const AmlReview: Story = {
  name: 'aml-validating – under review (Pending)',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), aml: { status: 'Pending', validUntil: null } }}
      steps={['fund', 'next']}
    />
  ),
};
export const ClientData: Story = {
  name: 'client-data (AML Valid: the AML steps are skipped)',
  render: () => <Wizard fakes={{ load: valid }} steps={['fund', 'next']} />,
};
export const Payments: Story = {
  name: 'payments-into-fund',
  render: () => <Wizard fakes={{ load: valid }} steps={toPayments} />,
};
export const PaymentsProblems: Story = {
  name: 'payments-into-fund – no amount yet',
  render: () => <Wizard fakes={{ load: valid }} steps={[...toPayments, { payment: paymentEmpty }, 'next']} />,
};
export const PaymentsAboveThreshold: Story = {
  name: 'payments-into-fund – above 1,000 EUR a year (83 a month)',
  render: () => <Wizard fakes={{ load: valid }} steps={[...toPayments, { payment: paymentAbove }, 'next']} />,
};
export const PaymentsNoBankAccount: Story = {
  name: 'payments-into-fund – no bank account (bank transfer only)',
  render: () => <Wizard fakes={{ load: loaded({ amlValid: true, bankAccounts: [] }) }} steps={toPayments} />,
};
export const PreviewLoading: Story = {
  name: 'sign-agreement – preparing the contract PDF',
  render: () => <Wizard fakes={{ load: valid }} steps={toSign} />,
};
export const PreviewFailed: Story = {
  name: 'sign-agreement – the contract PDF failed',
  render: () => (
    <Wizard fakes={{ load: valid, preview: () => Promise.reject(new Error('pdf')) }} steps={toSign} />
  ),
};
export const Reviewing: Story = {
  name: 'sign-agreement – read the preview, sign',
  render: () => (
    <Wizard fakes={{ load: valid, preview: () => Promise.resolve(thirdPillarPreview) }} steps={toSign} />
  ),
};
export const ReviewingWithTransfer: Story = {
  name: 'sign-agreement – with a transfer from another company',
  render: () => (
    <Wizard
      fakes={{ load: valid, preview: () => Promise.resolve(thirdPillarPreview) }}
      steps={['fund', 'provider', ...toSign.slice(1)]}
    />
  ),
};
export const Qualifying: Story = {
  name: 'sign-agreement – password login confirms with eID first',
  render: () => (
    <Wizard
      loginProvider="password"
      fakes={{ load: valid, preview: () => Promise.resolve(thirdPillarPreview) }}
      steps={[...toSign, 'sign']}
    />
  ),
};
export const Signing: Story = {
  name: 'sign-agreement – signing',
  render: () => (
    <Wizard
      fakes={{ load: valid, preview: () => Promise.resolve(thirdPillarPreview) }}
      steps={[...toSign, 'sign']}
    />
  ),
};

function SuccessWizard({
  payment,
  transfer = false,
}: {
  payment: ThirdPillarPaymentPlan;
  transfer?: boolean;
}) {
  const [actor] = useState(() => {
    const machine = thirdPillarMachine.provide({
      actors: { logStep: fromPromise<void, LogStepInput>(() => Promise.resolve()) },
    });
    const snapshot = machine.resolveState({
      value: 'success',
      context: {
        loginProvider: 'smart_id',
        now: FIXTURE_WIZARD_NOW,
        resume: {},
        facts: thirdPillarFacts,
        fundNr: '301',
        fundMissing: false,
        transferFromProviderId: transfer ? 5 : null,
        amlDone: true,
        clientConfirmed: true,
        payment,
        paymentProblems: [],
        preview: null,
        contractNumber: '3P-5000002',
        effectiveDate: transfer ? '2026-03-11' : null,
        error: null,
      },
    });
    return createActor(machine, {
      snapshot,
      input: { loginProvider: 'smart_id', now: FIXTURE_WIZARD_NOW },
    }).start();
  });
  return (
    <StoryRouter url="/portal/onboarding/success-third-pillar">
      <ThirdPillarView actor={actor} />
    </StoryRouter>
  );
}

export const Success: Story = {
  name: 'success-third-pillar – e-invoice',
  render: () => <SuccessWizard payment={paymentWithin} />,
};
export const SuccessWithTransfer: Story = {
  name: 'success-third-pillar – savings from another company expected',
  render: () => <SuccessWizard payment={paymentWithin} transfer />,
};
export const SuccessAboveThreshold: Story = {
  name: 'success-third-pillar – bank transfer above the threshold',
  render: () => <SuccessWizard payment={{ ...paymentAbove, limitAcknowledged: true }} />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { stepUpConfirmation } from '../machines/auth/qualify.fixtures';
import type { LogStepInput, OnboardingFacts, PdfDocument } from '../machines/onboarding/onboarding-types';
import { secondPillarMachine, type SecondPillarRequest } from '../machines/onboarding/second-pillar.machine';
import { contractPreview, onboardingFacts } from '../machines/onboarding/second-pillar.fixtures';
import { confirmThenSignMachine } from '../machines/signing/confirm-then-sign.machine';
import { SecondPillarView } from '../src/flows/onboarding/second-pillar';
import { StoryRouter } from './support/story-router';

/**
 * /portal/onboarding/* for pillar II: every step and lockout, driven through the real machine with
 * fakes (the signing states themselves are in Portal/Signing).
 */
const meta = {
  title: 'Portal/Onboarding pillar II',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Fakes {
  load?: () => Promise<OnboardingFacts>;
  preview?: () => Promise<PdfDocument>;
}

type Step = 'fund' | 'provider' | 'next' | 'sign' | 'qualified';

function Wizard({
  fakes,
  steps = [],
  loginProvider = 'smart_id',
}: {
  fakes: Fakes;
  steps?: readonly Step[];
  loginProvider?: 'smart_id' | 'password';
}) {
  const [actor] = useState(() =>
    createActor(
      secondPillarMachine.provide({
        actors: {
          loadOnboarding: fromPromise<OnboardingFacts, { pillar: 2 | 3 }>(fakes.load ?? never),
          logStep: fromPromise<void, LogStepInput>(() => Promise.resolve()),
          fetchPreview: fromPromise<PdfDocument, { request: SecondPillarRequest }>(fakes.preview ?? never),
          sign: confirmThenSignMachine,
        },
      }),
      { input: { loginProvider } },
    ).start(),
  );
  const [plan] = useState(steps);
  useEffect(() => {
    void (async () => {
      await tick();
      for (const step of plan) {
        const target = actor as AnyActorRef;
        if (step === 'fund') target.send({ type: 'fund.select', fundNr: '207' });
        else if (step === 'provider') target.send({ type: 'provider.select', providerId: 2 });
        else if (step === 'next') target.send({ type: 'step.next' });
        else if (step === 'sign') target.send({ type: 'sign.begin' });
        else target.send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation });
        await tick();
        await tick();
      }
    })();
  }, [actor, plan]);
  return (
    <StoryRouter url="/portal/onboarding">
      <SecondPillarView actor={actor} />
    </StoryRouter>
  );
}

const loaded =
  (facts: Partial<OnboardingFacts> = {}) =>
  () =>
    Promise.resolve({ ...onboardingFacts, ...facts });

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
  render: () => <Wizard fakes={{ load: loaded({ amlRequired: true, amlValid: false }) }} />,
};
export const AlreadyOnboarded: Story = {
  name: 'already-onboarded',
  render: () => <Wizard fakes={{ load: loaded({ hasContract: true }) }} />,
};
export const ChooseFund: Story = {
  name: 'choose-second-pillar-fund',
  render: () => <Wizard fakes={{ load: loaded() }} steps={['fund']} />,
};
export const ChooseFundWithTransfer: Story = {
  name: 'choose-second-pillar-fund – savings with another company',
  render: () => <Wizard fakes={{ load: loaded() }} steps={['fund', 'provider']} />,
};
export const ChooseFundNoProviders: Story = {
  name: 'choose-second-pillar-fund – the list of other companies failed (no question)',
  render: () => <Wizard fakes={{ load: loaded({ transferProviders: [] }) }} steps={['fund']} />,
};
export const PaymentsStopped: Story = {
  name: 'payments-stopped',
  render: () => <Wizard fakes={{ load: loaded({ paymentsStopped: true }) }} steps={['fund', 'next']} />,
};
export const ClientData: Story = {
  name: 'client-data',
  render: () => <Wizard fakes={{ load: loaded() }} steps={['fund', 'next']} />,
};
export const PreviewLoading: Story = {
  name: 'sign-agreement – preparing the contract PDF',
  render: () => <Wizard fakes={{ load: loaded() }} steps={['fund', 'next', 'next']} />,
};
export const PreviewFailed: Story = {
  name: 'sign-agreement – the contract PDF failed',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), preview: () => Promise.reject(new Error('pdf')) }}
      steps={['fund', 'next', 'next']}
    />
  ),
};
export const Reviewing: Story = {
  name: 'sign-agreement – read the preview, sign',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), preview: () => Promise.resolve(contractPreview) }}
      steps={['fund', 'next', 'next']}
    />
  ),
};
export const ReviewingWithTransfer: Story = {
  name: 'sign-agreement – with a transfer from another company',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), preview: () => Promise.resolve(contractPreview) }}
      steps={['fund', 'provider', 'next', 'next']}
    />
  ),
};
export const Qualifying: Story = {
  name: 'sign-agreement – password login confirms with eID first',
  render: () => (
    <Wizard
      loginProvider="password"
      fakes={{ load: loaded(), preview: () => Promise.resolve(contractPreview) }}
      steps={['fund', 'next', 'next', 'sign']}
    />
  ),
};
export const Signing: Story = {
  name: 'sign-agreement – signing',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), preview: () => Promise.resolve(contractPreview) }}
      steps={['fund', 'next', 'next', 'sign']}
    />
  ),
};

function SuccessWizard({ transfer = false }: { transfer?: boolean }) {
  const [actor] = useState(() => {
    const machine = secondPillarMachine.provide({
      actors: { logStep: fromPromise<void, LogStepInput>(() => Promise.resolve()) },
    });
    const snapshot = machine.resolveState({
      value: 'success',
      context: {
        loginProvider: 'smart_id',
        resume: {},
        facts: onboardingFacts,
        fundNr: '207',
        fundMissing: false,
        transferFromProviderId: transfer ? 2 : null,
        clientConfirmed: true,
        preview: null,
        contractNumber: '2P-5000001',
        effectiveDate: transfer ? '2026-03-09' : null,
        error: null,
      },
    });
    return createActor(machine, { snapshot, input: { loginProvider: 'smart_id' } }).start();
  });
  return (
    <StoryRouter url="/portal/onboarding/success-second-pillar">
      <SecondPillarView actor={actor} />
    </StoryRouter>
  );
}

export const Success: Story = { name: 'success-second-pillar', render: () => <SuccessWizard /> };
export const SuccessWithTransfer: Story = {
  name: 'success-second-pillar – savings from another company expected',
  render: () => <SuccessWizard transfer />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { amlMachine, type AmlOpenedDraft, type AmlValidityOutput } from '../machines/aml/aml.machine';
import {
  FUND_CHANGE_NOW,
  fundChangeFacts,
  fundChangePreview,
  pillar3Contract,
} from '../machines/fund-change/fund-change.fixtures';
import type { FundChangeFacts, FundChangePreviewRequest } from '../machines/fund-change/fund-change-types';
import { fundChangeMachine } from '../machines/fund-change/fund-change.machine';
import type { PdfDocument } from '../machines/onboarding/onboarding-types';
import { confirmThenSignMachine } from '../machines/signing/confirm-then-sign.machine';
import { FundChangeView } from '../src/flows/fund-change/fund-change-view';
import { StoryRouter } from './support/story-router';

/**
 * /portal/fund-change/*: every step and lockout, driven through the real machine with fakes (the signing
 * and AML screens' own states are in Portal/Signing and Portal/AML).
 */
const meta = {
  title: 'Portal/Fund change',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => undefined);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Fakes {
  load?: () => Promise<FundChangeFacts>;
  preview?: () => Promise<PdfDocument>;
}

type Step = 'contract3' | 'fund' | 'next' | 'accept' | 'sign';

/** The short AML child at its first step (the questionnaire is due, a fresh draft). */
const amlChild = amlMachine.provide({
  actors: {
    loadValidity: fromPromise<AmlValidityOutput, void>(() =>
      Promise.resolve({ status: 'Invalid', validUntil: null }),
    ),
    openDraft: fromPromise<AmlOpenedDraft, void>(() =>
      Promise.resolve({ id: 1, declarationJson: '{}', savedAt: FUND_CHANGE_NOW }),
    ),
  },
});

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
      fundChangeMachine.provide({
        actors: {
          loadFundChange: fromPromise<FundChangeFacts, void>(fakes.load ?? never),
          fetchPreview: fromPromise<PdfDocument, { request: FundChangePreviewRequest }>(
            fakes.preview ?? never,
          ),
          aml: amlChild,
          sign: confirmThenSignMachine,
        },
      }),
      { input: { loginProvider, now: FUND_CHANGE_NOW } },
    ).start(),
  );
  const [plan] = useState(steps);
  useEffect(() => {
    void (async () => {
      await tick();
      for (const step of plan) {
        const target = actor as AnyActorRef;
        if (step === 'contract3') target.send({ type: 'contract.select', contractNr: '3P-2008813' });
        else if (step === 'fund') target.send({ type: 'fund.select', fundNr: '302' });
        else if (step === 'next') target.send({ type: 'step.next' });
        else if (step === 'accept') target.send({ type: 'terms.accept', accepted: true });
        else target.send({ type: 'sign.begin' });
        await tick();
        await tick();
      }
    })();
  }, [actor, plan]);
  return (
    <StoryRouter url="/portal/fund-change">
      <FundChangeView actor={actor} />
    </StoryRouter>
  );
}

const loaded =
  (facts: Partial<FundChangeFacts> = {}) =>
  () =>
    Promise.resolve({ ...fundChangeFacts, ...facts });
const chosen = ['contract3', 'fund'] as const;

export const Loading: Story = { name: 'loading', render: () => <Wizard fakes={{}} /> };
export const LoadFailed: Story = {
  name: 'load failed – retry',
  render: () => <Wizard fakes={{ load: () => Promise.reject(new Error('network')) }} />,
};
export const Minor: Story = {
  name: 'lockout – minor',
  render: () => <Wizard fakes={{ load: loaded({ adult: false }) }} />,
};
export const AmlRequired: Story = {
  name: 'lockout – questionnaire first (USA / foreign resident)',
  render: () => <Wizard fakes={{ load: loaded({ amlRequired: true, amlValid: false }) }} />,
};
export const NoContract: Story = {
  name: 'lockout – no contract to change',
  render: () => (
    <Wizard
      fakes={{
        load: loaded({
          contracts: [
            {
              ...pillar3Contract,
              pendingChange: {
                fundNr: '302',
                fundName: 'Bold III pakopos pensijų fondas',
                effectiveDate: '2026-12-03',
              },
            },
          ],
        }),
      }}
    />
  ),
};
export const Start: Story = {
  name: 'start – choose the contract',
  render: () => <Wizard fakes={{ load: loaded() }} />,
};
export const StartWithCosts: Story = {
  name: 'start – pillar III fund chosen: 10 % withdrawal fee, no start fee, the date',
  render: () => <Wizard fakes={{ load: loaded() }} steps={chosen} />,
};
export const StartWithStartFee: Story = {
  name: 'start – a young contract: the start fee applies',
  render: () => (
    <Wizard
      fakes={{
        load: loaded({
          contracts: [
            { ...pillar3Contract, signDate: '2026-05-04', contractValue: 850, lastWithdrawal: null },
          ],
        }),
      }}
      steps={chosen}
    />
  ),
};
export const AmlProcess: Story = {
  name: 'aml-process – the short questionnaire (AML not valid)',
  render: () => <Wizard fakes={{ load: loaded({ amlValid: false }) }} steps={[...chosen, 'next']} />,
};
export const ClientData: Story = {
  name: 'client-data',
  render: () => <Wizard fakes={{ load: loaded() }} steps={[...chosen, 'next']} />,
};
export const PreviewLoading: Story = {
  name: 'preview – preparing the PDF',
  render: () => <Wizard fakes={{ load: loaded() }} steps={[...chosen, 'next', 'next']} />,
};
export const PreviewFailed: Story = {
  name: 'preview – the PDF failed',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), preview: () => Promise.reject(new Error('pdf')) }}
      steps={[...chosen, 'next', 'next']}
    />
  ),
};
export const Reviewing: Story = {
  name: 'preview – read, accept, sign',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), preview: () => Promise.resolve(fundChangePreview) }}
      steps={[...chosen, 'next', 'next']}
    />
  ),
};
export const Qualifying: Story = {
  name: 'preview – password login confirms with eID first',
  render: () => (
    <Wizard
      loginProvider="password"
      fakes={{ load: loaded(), preview: () => Promise.resolve(fundChangePreview) }}
      steps={[...chosen, 'next', 'next', 'accept', 'sign']}
    />
  ),
};
export const Signing: Story = {
  name: 'preview – signing',
  render: () => (
    <Wizard
      fakes={{ load: loaded(), preview: () => Promise.resolve(fundChangePreview) }}
      steps={[...chosen, 'next', 'next', 'accept', 'sign']}
    />
  ),
};

function Restored({ value, url }: { value: string | Record<string, string>; url: string }) {
  const [actor] = useState(() => {
    const snapshot = fundChangeMachine.resolveState({
      value: value as never,
      context: {
        loginProvider: 'smart_id',
        now: FUND_CHANGE_NOW,
        today: '2026-11-23',
        resume: {},
        facts: fundChangeFacts,
        contractNr: '3P-2008813',
        fundNr: '302',
        amlDone: false,
        clientConfirmed: true,
        accepted: true,
        choiceMissing: false,
        acceptanceMissing: false,
        preview: null,
        effectiveDate: '2026-12-03',
        error: null,
      },
    });
    return createActor(fundChangeMachine, {
      snapshot,
      input: { loginProvider: 'smart_id', now: FUND_CHANGE_NOW },
    }).start();
  });
  return (
    <StoryRouter url={url}>
      <FundChangeView actor={actor} />
    </StoryRouter>
  );
}

export const AmlPending: Story = {
  name: 'aml-validating – the questionnaire is under review',
  render: () => <Restored value="amlPending" url="/portal/fund-change/aml-validating" />,
};
export const AmlInvalid: Story = {
  name: 'aml-validating – the questionnaire was not approved',
  render: () => <Restored value="amlInvalid" url="/portal/fund-change/aml-validating" />,
};
export const CreateInvoice: Story = {
  name: 'create-invoice – contributions to the new fund',
  render: () => <Restored value={{ signed: 'createInvoice' }} url="/portal/fund-change/create-invoice" />,
};
export const Success: Story = {
  name: 'success',
  render: () => <Restored value={{ signed: 'success' }} url="/portal/fund-change/success" />,
};

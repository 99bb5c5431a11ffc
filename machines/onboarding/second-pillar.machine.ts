/**
 * Joining pillar II (§2 Onboarding, /portal/onboarding/*): one state per step, tagged `step:<route
 * segment>`, so the URL follows the machine and a typed-in or reloaded URL sends `step.goto`, accepted
 * only when every earlier step is complete.
 *
 *   loading -> minor | already-onboarded | phone-required | aml-required            (lockouts, §1, §6)
 *           -> choose-second-pillar-fund (+ savings with another company?) -> [payments-stopped] -> client-data
 *           -> sign-agreement (preview PDF -> the signing kit's child) -> success-second-pillar
 *
 * - Each step is logged with Contracts/Log when it is entered (§7, sent synchronously: the step waits
 *   for nothing, but the log call is made before anything else of the step).
 * - The fund step also asks whether the customer has pillar II savings with another company
 *   (`provider.select`, optional, only a listed company of this pillar). The chosen company goes with the
 *   preview and the signing as `transferFromProviderId` (§1: registered within 3 working days, then
 *   transferred 3 days later); the ping's `effectiveDate` (the day the savings arrive) is kept for the
 *   success screen.
 * - The contract preview (GetSecondPillarNewContractPreview) is fetched before anything is signed.
 * - Signing is the signing kit's child (machines/signing/confirm-then-sign.machine.ts): a customer logged
 *   in by password or the bank handover confirms with Smart-ID / Mobile-ID first (§4), then signs.
 * Actors (provided at src/flows/onboarding/onboarding-actors.ts): loadOnboarding, logStep, fetchPreview, sign.
 */
import { assign, fromPromise, setup } from 'xstate';
import { confirmThenSignMachine, type ConfirmThenSignOutput } from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import {
  isOfferedProvider,
  transferFieldOf,
  type LogStepInput,
  type OnboardingFacts,
  type PdfDocument,
} from './onboarding-types';
import { contractSigningStates, signedContractOf } from './contract-signing-states';
import { onboardingLockouts, onboardingOpening, onboardingOpeningGuards, stepLog } from './onboarding-states';

export const SECOND_PILLAR_STEPS = [
  'choose-second-pillar-fund',
  'payments-stopped',
  'client-data',
  'sign-agreement',
] as const;
export type SecondPillarStep = (typeof SECOND_PILLAR_STEPS)[number];

export interface SecondPillarInput {
  loginProvider: LoginProvider | null;
  /** What a reload finds in the session's draft (the fund chosen, contacts confirmed, the transfer). */
  resume?: SecondPillarResume | undefined;
}

export interface SecondPillarResume {
  fundNr?: string | null;
  clientConfirmed?: boolean;
  transferFromProviderId?: number | null;
}

export interface SecondPillarRequest {
  pillar: 2;
  body: { fundNr: string; gdpr: boolean; transferFromProviderId?: number };
}

export interface SecondPillarContext {
  loginProvider: LoginProvider | null;
  resume: SecondPillarResume;
  facts: OnboardingFacts | null;
  fundNr: string | null;
  /** "Toliau" was pressed before a fund was chosen: the fund step says so at the list. */
  fundMissing: boolean;
  /** The company the customer's pillar II savings come from; null when none (no transfer). */
  transferFromProviderId: number | null;
  clientConfirmed: boolean;
  preview: PdfDocument | null;
  contractNumber: string | null;
  /** From the signing: the day the transferred savings arrive (yyyy-MM-dd), when a transfer was signed. */
  effectiveDate: string | null;
  error: unknown;
}

export type SecondPillarEvent =
  | { type: 'fund.select'; fundNr: string }
  | { type: 'provider.select'; providerId: number | null }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: SecondPillarStep }
  | { type: 'load.retry' }
  | { type: 'preview.retry' }
  | { type: 'sign.begin' }
  | { type: 'sign.back' };

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/onboarding/onboarding-actors.ts)`);
}

const PILLAR = 2 as const;

/** The body of GetSecondPillarNewContractPreview / SecondPillarCreateNewContract (§7). */
export function requestOf(context: SecondPillarContext): SecondPillarRequest {
  return {
    pillar: PILLAR,
    body: {
      fundNr: context.fundNr ?? '',
      gdpr: true,
      ...transferFieldOf(context.transferFromProviderId),
    },
  };
}

const log = stepLog(PILLAR);

export const secondPillarMachine = setup({
  types: {
    context: {} as SecondPillarContext,
    events: {} as SecondPillarEvent,
    input: {} as SecondPillarInput,
    tags: {} as
      | 'loading'
      | 'error'
      | 'step:already-onboarded'
      | 'step:minor'
      | 'step:phone-required'
      | 'step:aml-required'
      | 'step:choose-second-pillar-fund'
      | 'step:payments-stopped'
      | 'step:client-data'
      | 'step:sign-agreement'
      | 'step:success-second-pillar',
  },
  actors: {
    loadOnboarding: fromPromise<OnboardingFacts, { pillar: 2 | 3 }>(async () =>
      notProvided('loadOnboarding'),
    ),
    logStep: fromPromise<void, LogStepInput>(async () => notProvided('logStep')),
    fetchPreview: fromPromise<PdfDocument, { request: SecondPillarRequest }>(async () =>
      notProvided('fetchPreview'),
    ),
    sign: confirmThenSignMachine,
  },
  guards: {
    ...onboardingOpeningGuards,
    hasFund: ({ context }) => context.fundNr !== null,
    /** Only "none" or a company the list offered (of this pillar) can be chosen. */
    offeredProvider: ({ context }, params: { providerId: number | null }) =>
      isOfferedProvider(context.facts, params.providerId),
    paymentsStopped: ({ context }) => context.facts?.paymentsStopped === true,
    canGoToPaymentsStopped: ({ context }) =>
      context.fundNr !== null && context.facts?.paymentsStopped === true,
    canGoToSignAgreement: ({ context }) => context.fundNr !== null && context.clientConfirmed,
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
  },
  actions: {
    storePreview: assign((_, params: { preview: PdfDocument }) => ({ preview: params.preview, error: null })),
    storeContract: assign((_, params: { output: ConfirmThenSignOutput }) => signedContractOf(params.output)),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    ignoreLogFailure: () => undefined,
    storeFacts: assign(({ context }, params: { facts: OnboardingFacts }) => {
      const resumed = context.resume.fundNr ?? null;
      const known = params.facts.funds.some((fund) => fund.fundNr === resumed);
      const transfer = context.resume.transferFromProviderId ?? null;
      return {
        facts: params.facts,
        fundNr: known ? resumed : null,
        transferFromProviderId: known && isOfferedProvider(params.facts, transfer) ? transfer : null,
        clientConfirmed: known && context.resume.clientConfirmed === true,
      };
    }),
  },
}).createMachine({
  id: 'secondPillarOnboarding',
  description: 'Joining pillar II: choose the fund, confirm the contacts, read and sign the contract.',
  context: ({ input }) => ({
    loginProvider: input.loginProvider,
    resume: input.resume ?? {},
    facts: null,
    fundNr: null,
    fundMissing: false,
    transferFromProviderId: null,
    clientConfirmed: false,
    preview: null,
    contractNumber: null,
    effectiveDate: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...onboardingOpening({
      description: 'Reads the customer’s flags (§6), the pillar II funds and the contacts.',
      pillar: PILLAR,
      exists: 'alreadyOnboarded',
    }),
    minor: onboardingLockouts.minor,
    alreadyOnboarded: {
      description: 'The customer already has a pillar II contract (already-onboarded).',
      tags: ['step:already-onboarded'],
      invoke: log('already-onboarded'),
    },
    phoneRequired: onboardingLockouts.phoneRequired,
    amlRequired: onboardingLockouts.amlRequired,
    wizard: {
      initial: 'chooseFund',
      on: {
        'step.goto': [
          {
            guard: ({ event }) => event.step === 'choose-second-pillar-fund',
            target: '.chooseFund',
          },
          {
            guard: ({ event, context }) =>
              event.step === 'payments-stopped' &&
              context.fundNr !== null &&
              context.facts?.paymentsStopped === true,
            target: '.paymentsStopped',
          },
          {
            guard: ({ event, context }) => event.step === 'client-data' && context.fundNr !== null,
            target: '.clientData',
          },
          {
            guard: ({ event, context }) =>
              event.step === 'sign-agreement' && context.fundNr !== null && context.clientConfirmed,
            target: '.signAgreement',
          },
        ],
      },
      states: {
        chooseFund: {
          description:
            'Funds by the customer’s age group with their fees (§9); the life-cycle fund of the birth year is suggested.',
          tags: ['step:choose-second-pillar-fund'],
          invoke: log('choose-second-pillar-fund'),
          on: {
            'fund.select': {
              actions: assign({
                fundNr: ({ event }) => event.fundNr,
                fundMissing: false,
                clientConfirmed: false,
              }),
            },
            'provider.select': {
              guard: { type: 'offeredProvider', params: ({ event }) => ({ providerId: event.providerId }) },
              actions: assign({ transferFromProviderId: ({ event }) => event.providerId }),
            },
            'step.next': [
              { guard: 'canGoToPaymentsStopped', target: 'paymentsStopped' },
              { guard: 'hasFund', target: 'clientData' },
              // Pressed before a fund is chosen: the step stays and says so (the button is never disabled).
              { actions: assign({ fundMissing: true }) },
            ],
          },
        },
        paymentsStopped: {
          description: 'Contributions to an earlier pillar II contract were stopped: they start again.',
          tags: ['step:payments-stopped'],
          invoke: log('payments-stopped'),
          on: {
            'step.next': 'clientData',
            'step.back': 'chooseFund',
          },
        },
        clientData: {
          description: 'The customer confirms or corrects the contacts (the existing contacts page).',
          tags: ['step:client-data'],
          invoke: log('client-data'),
          on: {
            'step.next': { target: 'signAgreement', actions: assign({ clientConfirmed: true }) },
            'step.back': [{ guard: 'paymentsStopped', target: 'paymentsStopped' }, { target: 'chooseFund' }],
          },
        },
        signAgreement: {
          description: 'The contract preview (a PDF of this customer’s contract) is read, then signed.',
          tags: ['step:sign-agreement'],
          invoke: log('sign-agreement'),
          on: { 'step.back': { target: 'clientData' } },
          ...contractSigningStates({
            machineId: 'secondPillarOnboarding',
            request: requestOf,
            previewFailed: '§8 "contract PDF failed to load": retry.',
          }),
        },
      },
    },
    success: {
      description:
        'Signed: the contract appears in the contracts overview with its status and 30-day cancellation.',
      tags: ['step:success-second-pillar'],
      invoke: log('success-second-pillar'),
    },
  },
});

export type SecondPillarMachine = typeof secondPillarMachine;

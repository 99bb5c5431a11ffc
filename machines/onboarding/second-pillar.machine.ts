/**
 * Joining pillar II (§2 Onboarding, /portal/onboarding/*): one state per step, tagged `step:<route
 * segment>`, so the URL follows the machine and a typed-in or reloaded URL sends `step.goto`, accepted
 * only when every earlier step is complete.
 *
 *   loading -> minor | already-onboarded | phone-required | aml-required            (lockouts, §1, §6)
 *           -> choose-second-pillar-fund -> [payments-stopped] -> client-data
 *           -> sign-agreement (preview PDF -> [qualify, §4] -> signing child) -> success-second-pillar
 *
 * - Each step is logged with Contracts/Log when it is entered (§7, sent synchronously: the step waits
 *   for nothing, but the log call is made before anything else of the step).
 * - The contract preview (GetSecondPillarNewContractPreview) is fetched before anything is signed.
 * - A customer logged in by password or the bank handover confirms with Smart-ID / Mobile-ID first
 *   (the qualify child; §4), then signs (the one signing child, machines/signing).
 * Actors (provided at src/flows/onboarding/onboarding-actors.ts): loadOnboarding, logStep, fetchPreview, qualify,
 * signing.
 */
import { assign, fromPromise, setup } from 'xstate';
import { qualifyMachine, type QualifyConfirmedEvent } from '../auth/qualify.machine';
import { signingMachine, type SigningInput, type SigningResultOutput } from '../signing/signing.machine';
import {
  needsQualify,
  type LoginProviderKind,
  type LogStepInput,
  type OnboardingFacts,
  type PdfDocument,
  type StepUpConfirmation,
} from './onboarding-types';

export const SECOND_PILLAR_STEPS = [
  'choose-second-pillar-fund',
  'payments-stopped',
  'client-data',
  'sign-agreement',
] as const;
export type SecondPillarStep = (typeof SECOND_PILLAR_STEPS)[number];

export interface SecondPillarInput {
  loginProvider: LoginProviderKind | null;
  /** What a reload finds in the session's draft (the fund chosen, contacts confirmed). */
  resume?: { fundNr?: string | null; clientConfirmed?: boolean } | undefined;
}

export interface SecondPillarRequest {
  pillar: 2;
  body: { fundNr: string; gdpr: boolean; confirmation?: string };
}

export interface SecondPillarContext {
  loginProvider: LoginProviderKind | null;
  resume: { fundNr?: string | null; clientConfirmed?: boolean };
  facts: OnboardingFacts | null;
  fundNr: string | null;
  clientConfirmed: boolean;
  preview: PdfDocument | null;
  confirmation: StepUpConfirmation | null;
  contractNumber: string | null;
  error: unknown;
}

export type SecondPillarEvent =
  | { type: 'fund.select'; fundNr: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: SecondPillarStep }
  | { type: 'load.retry' }
  | { type: 'preview.retry' }
  | { type: 'sign.begin' }
  | { type: 'signing.back' }
  | { type: 'qualify.back' }
  | QualifyConfirmedEvent;

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/onboarding/onboarding-actors.ts)`);
}

const PILLAR = 2 as const;

/**
 * Contracts/Log of a step, started when the step is entered. A failed log never blocks the customer
 * (the step stays); it is only noted (`ignoreLogFailure`), so the error does not crash the wizard.
 */
const log = (step: string) => ({
  id: 'logStep',
  src: 'logStep' as const,
  input: (): LogStepInput => ({ pillar: PILLAR, step }),
  onError: { actions: 'ignoreLogFailure' as const },
});

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
    qualify: qualifyMachine,
    signing: signingMachine,
  },
  guards: {
    isMinor: (_, params: { facts: OnboardingFacts }) => !params.facts.adult,
    hasContract: (_, params: { facts: OnboardingFacts }) => params.facts.hasContract,
    phoneRequired: (_, params: { facts: OnboardingFacts }) => params.facts.phoneRequired,
    amlRequired: (_, params: { facts: OnboardingFacts }) => params.facts.amlRequired,
    hasFund: ({ context }) => context.fundNr !== null,
    paymentsStopped: ({ context }) => context.facts?.paymentsStopped === true,
    canGoToPaymentsStopped: ({ context }) =>
      context.fundNr !== null && context.facts?.paymentsStopped === true,
    canGoToSignAgreement: ({ context }) => context.fundNr !== null && context.clientConfirmed,
    needsQualify: ({ context }) => needsQualify(context.loginProvider) && context.confirmation === null,
  },
  actions: {
    ignoreLogFailure: () => undefined,
    storeFacts: assign(({ context }, params: { facts: OnboardingFacts }) => {
      const resumed = context.resume.fundNr ?? null;
      const known = params.facts.funds.some((fund) => fund.fundNr === resumed);
      return {
        facts: params.facts,
        fundNr: known ? resumed : null,
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
    clientConfirmed: false,
    preview: null,
    confirmation: null,
    contractNumber: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the customer’s flags (§6), the pillar II funds and the contacts.',
      tags: ['loading'],
      invoke: {
        id: 'loadOnboarding',
        src: 'loadOnboarding',
        input: { pillar: PILLAR },
        onDone: [
          {
            guard: { type: 'isMinor', params: ({ event }) => ({ facts: event.output }) },
            target: 'minor',
            actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) },
          },
          {
            guard: { type: 'hasContract', params: ({ event }) => ({ facts: event.output }) },
            target: 'alreadyOnboarded',
            actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) },
          },
          {
            guard: { type: 'phoneRequired', params: ({ event }) => ({ facts: event.output }) },
            target: 'phoneRequired',
            actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) },
          },
          {
            guard: { type: 'amlRequired', params: ({ event }) => ({ facts: event.output }) },
            target: 'amlRequired',
            actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) },
          },
          {
            target: 'wizard',
            actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) },
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      description: '§8 load failure: a title, a description and a retry button.',
      tags: ['error'],
      on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    minor: {
      description: '§1: only adults (18+) sign contracts by self-service; minors go to a customer centre.',
      tags: ['step:minor'],
      type: 'final',
    },
    alreadyOnboarded: {
      description: 'The customer already has a pillar II contract (already-onboarded).',
      tags: ['step:already-onboarded'],
      invoke: log('already-onboarded'),
    },
    phoneRequired: {
      description: '§6 phone-required flag: a phone is added first (user-information/contacts).',
      tags: ['step:phone-required'],
      type: 'final',
    },
    amlRequired: {
      description: '§6: a USA / foreign resident whose AML is not Valid fills the questionnaire first.',
      tags: ['step:aml-required'],
      type: 'final',
    },
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
              actions: assign({ fundNr: ({ event }) => event.fundNr, clientConfirmed: false }),
            },
            'step.next': [
              { guard: 'canGoToPaymentsStopped', target: 'paymentsStopped' },
              { guard: 'hasFund', target: 'clientData' },
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
          initial: 'loadingPreview',
          states: {
            loadingPreview: {
              tags: ['loading'],
              invoke: {
                id: 'fetchPreview',
                src: 'fetchPreview',
                input: ({ context }) => ({
                  request: { pillar: PILLAR, body: { fundNr: context.fundNr ?? '', gdpr: true } },
                }),
                onDone: {
                  target: 'reviewing',
                  actions: assign({ preview: ({ event }) => event.output, error: null }),
                },
                onError: { target: 'previewFailed', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
            previewFailed: {
              description: '§8 "contract PDF failed to load": retry.',
              tags: ['error'],
              on: { 'preview.retry': { target: 'loadingPreview', actions: assign({ error: null }) } },
            },
            reviewing: {
              description: 'The preview is open to read; the customer starts signing.',
              on: {
                'sign.begin': [{ guard: 'needsQualify', target: 'qualifying' }, { target: 'signing' }],
              },
            },
            qualifying: {
              description:
                '§4 Qualify: a customer logged in by password or the bank handover confirms with Smart-ID / Mobile-ID first.',
              invoke: { id: 'qualify', src: 'qualify' },
              on: {
                'qualify.confirmed': {
                  target: 'signing',
                  actions: assign({ confirmation: ({ event }) => event.confirmation }),
                },
                'qualify.back': 'reviewing',
              },
            },
            signing: {
              description: 'The one signing machine: control code, ping until signed (10 minutes, §9).',
              invoke: {
                id: 'signing',
                src: 'signing',
                input: ({ context }): SigningInput<SecondPillarRequest> => ({
                  request: {
                    pillar: PILLAR,
                    body: {
                      fundNr: context.fundNr ?? '',
                      gdpr: true,
                      ...(context.confirmation ? { confirmation: context.confirmation.confirmation } : {}),
                    },
                  },
                }),
                onDone: {
                  target: '#secondPillarOnboarding.success',
                  actions: assign({
                    contractNumber: ({ event }) => (event.output as SigningResultOutput).contractNumber,
                    confirmation: null,
                  }),
                },
                onError: {
                  target: 'reviewing',
                  actions: assign({ error: ({ event }) => event.error, confirmation: null }),
                },
              },
              on: { 'signing.back': { target: 'reviewing', actions: assign({ confirmation: null }) } },
            },
          },
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

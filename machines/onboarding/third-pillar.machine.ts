/**
 * Joining pillar III (§2 Onboarding, /portal/onboarding/*): one state per step, tagged `step:<route
 * segment>`, so the URL follows the machine and a typed-in or reloaded URL sends `step.goto`, accepted
 * only when every earlier step is complete.
 *
 *   loading -> minor | third-pillar-exists | phone-required | aml-required        (lockouts, §1, §6, §8)
 *           -> choose-third-pillar-fund (+ savings with another company?)
 *           -> [aml-process | aml-identification | aml-income | aml-preview | aml-validating]
 *                (the short AML questionnaire, a child; skipped when AML is Valid)
 *           -> client-data -> payments-into-fund
 *           -> sign-agreement (preview PDF -> the signing kit's child) -> success-third-pillar
 *
 * - Each step is logged with Contracts/Log when it is entered (§7, sent synchronously: the call is made
 *   as the step is entered, before anything else of the step; a failed log never blocks the customer).
 * - The short AML steps are one child (machines/aml, `mode: 'short'`) invoked for the whole AML part; the
 *   screen reports which of the five short steps the child shows (`aml.progress`, AML_SHORT_STEP_OF), so
 *   each short step is a state of this machine with its tag and its Contracts/Log. Pending (manual review)
 *   waits on aml-validating with a "check again"; Invalid explains and leads to /portal/aml-failed.
 * - payments-into-fund: the 50-90 EUR suggestion (§9), e-invoice or bank transfer, and the investment
 *   threshold of 1,000 EUR a year (83 a month, §5): above it the limit-increase questionnaire is
 *   mandatory, so the customer confirms having read that before going on (`limitQuestionnaireNotRead`).
 * - The fund step also asks whether the customer has pillar III savings with another company
 *   (`provider.select`, optional, only a listed company of this pillar). The chosen company goes with the
 *   preview and the signing as `transferFromProviderId` (§1: transferred within 7 working days); the
 *   ping's `effectiveDate` (the day the savings arrive) is kept for the success screen.
 * - The contract preview (GetThirdPillarNewContractPreview) is fetched before anything is signed.
 * - Signing is the signing kit's child (machines/signing/confirm-then-sign.machine.ts): a customer logged
 *   in by password or the bank handover confirms with Smart-ID / Mobile-ID first (§4), then signs.
 * Actors (provided at src/flows/onboarding/third-pillar-actors.ts): loadOnboarding, logStep, aml, fetchPreview,
 * sign.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { AML_SHORT_STEPS, type AmlShortStep } from '../aml/aml-answers';
import { amlMachine, type AmlInput, type AmlValidityOutput } from '../aml/aml.machine';
import { confirmThenSignMachine, type ConfirmThenSignOutput } from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import {
  paymentPlanProblems,
  type PaymentPlanProblem,
  type ThirdPillarPaymentPlan,
} from '../../src/domain/third-pillar-payments';
import {
  isOfferedProvider,
  transferFieldOf,
  type LogStepInput,
  type OnboardingFacts,
  type PdfDocument,
} from './onboarding-types';
import { contractSigningStates, signedContractOf } from './contract-signing-states';
import { onboardingLockouts, onboardingOpening, onboardingOpeningGuards, stepLog } from './onboarding-states';

export const THIRD_PILLAR_STEPS = [
  'choose-third-pillar-fund',
  ...AML_SHORT_STEPS,
  'client-data',
  'payments-into-fund',
  'sign-agreement',
] as const;
export type ThirdPillarStep = (typeof THIRD_PILLAR_STEPS)[number];

/** A bank account an e-invoice can be sent to (the customer's own accounts). */
export interface PayingAccount {
  bankAccountNumber: string;
  bankName: string;
  isPrimary: boolean;
}

/** What the pillar III wizard reads first: the common facts and the customer's bank accounts. */
export interface ThirdPillarFacts extends OnboardingFacts {
  bankAccounts: PayingAccount[];
}

export interface ThirdPillarResume {
  fundNr?: string | null;
  clientConfirmed?: boolean;
  payment?: ThirdPillarPaymentPlan | null;
  transferFromProviderId?: number | null;
}

export interface ThirdPillarInput {
  loginProvider: LoginProvider | null;
  /** The moment the wizard opens (ISO date-time), handed to the AML questionnaire (§9 15-day draft). */
  now: string;
  /** What a reload finds in the tab's draft (the fund, the transfer, contacts confirmed, the payment plan). */
  resume?: ThirdPillarResume | undefined;
}

export type ThirdPillarRequestBody = {
  fundNr: string;
  gdpr: boolean;
  payerType: 'myself';
  paymentType: ThirdPillarPaymentPlan['paymentType'];
  monthlyAmount: number;
  paymentDay: number;
  bankAccountNumber?: string;
  transferFromProviderId?: number;
};

export interface ThirdPillarRequest {
  pillar: 3;
  body: ThirdPillarRequestBody;
}

export interface ThirdPillarContext {
  loginProvider: LoginProvider | null;
  now: string;
  resume: ThirdPillarResume;
  facts: ThirdPillarFacts | null;
  fundNr: string | null;
  /** "Toliau" was pressed before a fund was chosen: the fund step says so at the list. */
  fundMissing: boolean;
  /** The company the customer's pillar III savings come from; null when none (no transfer). */
  transferFromProviderId: number | null;
  /** The short AML questionnaire is done (or was not needed: AML Valid). */
  amlDone: boolean;
  clientConfirmed: boolean;
  payment: ThirdPillarPaymentPlan;
  /** Shown after "Toliau" on payments-into-fund while the plan cannot go on. */
  paymentProblems: PaymentPlanProblem[];
  preview: PdfDocument | null;
  contractNumber: string | null;
  /** From the signing: the day the transferred savings arrive (yyyy-MM-dd), when a transfer was signed. */
  effectiveDate: string | null;
  error: unknown;
}

export type ThirdPillarEvent =
  | { type: 'fund.select'; fundNr: string }
  | { type: 'provider.select'; providerId: number | null }
  | { type: 'payment.set'; payment: ThirdPillarPaymentPlan }
  | { type: 'aml.progress'; step: AmlShortStep }
  | { type: 'aml.recheck' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: ThirdPillarStep }
  | { type: 'load.retry' }
  | { type: 'preview.retry' }
  | { type: 'sign.begin' }
  | { type: 'sign.back' };

export type ThirdPillarTag =
  | 'loading'
  | 'error'
  | 'step:minor'
  | 'step:third-pillar-exists'
  | 'step:phone-required'
  | 'step:aml-required'
  | 'step:choose-third-pillar-fund'
  | 'step:aml-process'
  | 'step:aml-identification'
  | 'step:aml-income'
  | 'step:aml-preview'
  | 'step:aml-validating'
  | 'step:client-data'
  | 'step:payments-into-fund'
  | 'step:sign-agreement'
  | 'step:success-third-pillar';

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/onboarding/onboarding-actors.ts)`);
}

const PILLAR = 3 as const;

/** The plan a new wizard starts with: e-invoice to the primary account, paid on the 10th. */
export function initialPaymentPlan(facts: ThirdPillarFacts | null): ThirdPillarPaymentPlan {
  const primary = facts?.bankAccounts.find((account) => account.isPrimary) ?? facts?.bankAccounts[0];
  return {
    monthlyAmount: null,
    paymentType: primary ? 'e-invoice' : 'bank-transfer',
    paymentDay: 10,
    bankAccountNumber: primary?.bankAccountNumber ?? null,
    limitAcknowledged: false,
  };
}

/** The body of GetThirdPillarNewContractPreview / ThirdPillarCreateNewContract (§7). */
export function requestOf(context: ThirdPillarContext): ThirdPillarRequest {
  const { payment } = context;
  return {
    pillar: PILLAR,
    body: {
      fundNr: context.fundNr ?? '',
      gdpr: true,
      payerType: 'myself',
      paymentType: payment.paymentType,
      monthlyAmount: payment.monthlyAmount ?? 0,
      paymentDay: payment.paymentDay,
      ...(payment.paymentType === 'e-invoice' && payment.bankAccountNumber
        ? { bankAccountNumber: payment.bankAccountNumber }
        : {}),
      ...transferFieldOf(context.transferFromProviderId),
    },
  };
}

const log = stepLog(PILLAR);

/** The questionnaire step a short step's URL opens (the first of the steps it groups). */
const AML_STEP_OF_SHORT = {
  'aml-process': 'contacts',
  'aml-identification': 'identityDocument',
  'aml-income': 'activities',
  'aml-preview': 'approve',
} as const;

const isAmlStep = (step: ThirdPillarStep): step is keyof typeof AML_STEP_OF_SHORT =>
  step in AML_STEP_OF_SHORT;

export const thirdPillarMachine = setup({
  types: {
    context: {} as ThirdPillarContext,
    events: {} as ThirdPillarEvent,
    input: {} as ThirdPillarInput,
    tags: {} as ThirdPillarTag,
  },
  actors: {
    loadOnboarding: fromPromise<ThirdPillarFacts, { pillar: 2 | 3 }>(async () =>
      notProvided('loadOnboarding'),
    ),
    logStep: fromPromise<void, LogStepInput>(async () => notProvided('logStep')),
    aml: amlMachine,
    fetchPreview: fromPromise<PdfDocument, { request: ThirdPillarRequest }>(async () =>
      notProvided('fetchPreview'),
    ),
    sign: confirmThenSignMachine,
  },
  guards: {
    ...onboardingOpeningGuards,
    /** The fund is chosen and the short AML steps are still to do (AML not Valid). */
    amlStepsApply: ({ context }) => context.fundNr !== null && !context.amlDone,
    hasFund: ({ context }) => context.fundNr !== null,
    /** Only "none" or a company the list offered (of this pillar) can be chosen. */
    offeredProvider: ({ context }, params: { providerId: number | null }) =>
      isOfferedProvider(context.facts, params.providerId),
    amlValid: (_, params: { output: AmlValidityOutput }) => params.output.status === 'Valid',
    amlPending: (_, params: { output: AmlValidityOutput }) => params.output.status === 'Pending',
    paymentIncomplete: ({ context }) =>
      paymentPlanProblems(context.payment).some((problem) => problem !== 'limit-not-acknowledged'),
    /** §5: above 1,000 EUR a year (83 a month) the limit-increase questionnaire is mandatory. */
    limitQuestionnaireNotRead: ({ context }) =>
      paymentPlanProblems(context.payment).includes('limit-not-acknowledged'),
    canGoToAml: ({ context, event }) =>
      event.type === 'step.goto' && isAmlStep(event.step) && context.fundNr !== null && !context.amlDone,
    canGoToClientData: ({ context, event }) =>
      event.type === 'step.goto' &&
      event.step === 'client-data' &&
      context.fundNr !== null &&
      context.amlDone,
    canGoToPayments: ({ context, event }) =>
      event.type === 'step.goto' &&
      event.step === 'payments-into-fund' &&
      context.fundNr !== null &&
      context.amlDone &&
      context.clientConfirmed,
    canGoToSignAgreement: ({ context, event }) =>
      event.type === 'step.goto' &&
      event.step === 'sign-agreement' &&
      context.fundNr !== null &&
      context.amlDone &&
      context.clientConfirmed &&
      paymentPlanProblems(context.payment).length === 0,
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
  },
  actions: {
    storePreview: assign((_, params: { preview: PdfDocument }) => ({ preview: params.preview, error: null })),
    storeContract: assign((_, params: { output: ConfirmThenSignOutput }) => signedContractOf(params.output)),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    ignoreLogFailure: () => undefined,
    storeFacts: assign(({ context }, params: { facts: ThirdPillarFacts }) => {
      const resumed = context.resume.fundNr ?? null;
      const known = params.facts.funds.some((fund) => fund.fundNr === resumed);
      const amlDone = params.facts.amlValid;
      const clientConfirmed = known && amlDone && context.resume.clientConfirmed === true;
      const transfer = context.resume.transferFromProviderId ?? null;
      return {
        facts: params.facts,
        fundNr: known ? resumed : null,
        transferFromProviderId: known && isOfferedProvider(params.facts, transfer) ? transfer : null,
        amlDone,
        clientConfirmed,
        payment:
          clientConfirmed && context.resume.payment
            ? context.resume.payment
            : initialPaymentPlan(params.facts),
      };
    }),
  },
}).createMachine({
  id: 'thirdPillarOnboarding',
  description:
    'Joining pillar III: choose the fund, the short AML questionnaire when needed, confirm the contacts, plan the payments, read and sign the contract.',
  context: ({ input }) => ({
    loginProvider: input.loginProvider,
    now: input.now,
    resume: input.resume ?? {},
    facts: null,
    fundNr: null,
    fundMissing: false,
    transferFromProviderId: null,
    amlDone: false,
    clientConfirmed: false,
    payment: initialPaymentPlan(null),
    paymentProblems: [],
    preview: null,
    contractNumber: null,
    effectiveDate: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...onboardingOpening({
      description: 'Reads the customer’s flags (§6), the pillar III funds, the contacts and bank accounts.',
      pillar: PILLAR,
      exists: 'thirdPillarExists',
    }),
    minor: onboardingLockouts.minor,
    thirdPillarExists: {
      description:
        '§8 "Already exists contract in specified fund": the customer already has a pillar III contract; the fund can be changed instead.',
      tags: ['step:third-pillar-exists'],
      invoke: log('third-pillar-exists'),
    },
    phoneRequired: onboardingLockouts.phoneRequired,
    amlRequired: onboardingLockouts.amlRequired,
    wizard: {
      initial: 'chooseFund',
      on: {
        'step.goto': [
          { guard: ({ event }) => event.step === 'choose-third-pillar-fund', target: '.chooseFund' },
          { guard: 'canGoToAml', target: '.aml' },
          { guard: 'canGoToClientData', target: '.clientData' },
          { guard: 'canGoToPayments', target: '.payments' },
          { guard: 'canGoToSignAgreement', target: '.signAgreement' },
        ],
      },
      states: {
        chooseFund: {
          description:
            'Pillar III funds open to the customer’s age group (§3: 16+, 47+, 58+) with their fees and the start fee (§9).',
          tags: ['step:choose-third-pillar-fund'],
          invoke: log('choose-third-pillar-fund'),
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
              { guard: 'amlStepsApply', target: 'aml' },
              { guard: 'hasFund', target: 'clientData' },
              // Pressed before a fund is chosen: the step stays and says so (the button is never disabled).
              { actions: assign({ fundMissing: true }) },
            ],
          },
        },
        aml: {
          description:
            'The short AML questionnaire (machines/aml, mode short), skipped when AML is Valid; its five short steps are the substates.',
          invoke: {
            id: 'aml',
            src: 'aml',
            input: ({ context }): AmlInput => ({ mode: 'short', now: context.now, requestedStep: null }),
            onDone: [
              {
                guard: { type: 'amlValid', params: ({ event }) => ({ output: event.output }) },
                target: 'clientData',
                actions: assign({ amlDone: true }),
              },
              {
                guard: { type: 'amlPending', params: ({ event }) => ({ output: event.output }) },
                target: 'amlReview',
              },
              { target: 'amlRejected' },
            ],
            onError: { target: 'amlRejected', actions: assign({ error: ({ event }) => event.error }) },
          },
          on: {
            'aml.progress': [
              { guard: ({ event }) => event.step === 'aml-process', target: '.process' },
              { guard: ({ event }) => event.step === 'aml-identification', target: '.identification' },
              { guard: ({ event }) => event.step === 'aml-income', target: '.income' },
              { guard: ({ event }) => event.step === 'aml-preview', target: '.preview' },
              { target: '.validating' },
            ],
            // The browser's back / forward inside the questionnaire: the child opens that step if it may.
            'step.goto': {
              guard: ({ event }) => isAmlStep(event.step),
              actions: sendTo('aml', ({ event }) => ({
                type: 'step.goto' as const,
                step: isAmlStep(event.step) ? AML_STEP_OF_SHORT[event.step] : 'contacts',
              })),
            },
            'step.back': 'chooseFund',
          },
          initial: 'process',
          states: {
            process: {
              description:
                'aml-process: contacts, relation with Lithuania, PEP, other questions, beneficiary.',
              tags: ['step:aml-process'],
              invoke: log('aml-process'),
            },
            identification: {
              description: 'aml-identification: the identity document, checked with IsIdentityDocumentValid.',
              tags: ['step:aml-identification'],
              invoke: log('aml-identification'),
            },
            income: {
              description: 'aml-income: activities, sources of funds and income (§5 income ranges).',
              tags: ['step:aml-income'],
              invoke: log('aml-income'),
            },
            preview: {
              description: 'aml-preview: the answers as a PDF, approved and published.',
              tags: ['step:aml-preview'],
              invoke: log('aml-preview'),
            },
            validating: {
              description: 'aml-validating: IsAmlValid after publishing.',
              tags: ['step:aml-validating'],
              invoke: log('aml-validating'),
            },
          },
        },
        amlReview: {
          description:
            'The questionnaire is Pending (manual review): the contract waits; the customer checks again later.',
          tags: ['step:aml-validating'],
          invoke: log('aml-validating'),
          on: { 'aml.recheck': 'aml', 'step.back': 'chooseFund' },
        },
        amlRejected: {
          description: 'The questionnaire was not approved (Invalid): what to do next (/portal/aml-failed).',
          tags: ['step:aml-validating', 'error'],
          invoke: log('aml-validating'),
          on: { 'step.back': 'chooseFund' },
        },
        clientData: {
          description: 'The customer confirms or corrects the contacts (the existing contacts page).',
          tags: ['step:client-data'],
          invoke: log('client-data'),
          on: {
            'step.next': { target: 'payments', actions: assign({ clientConfirmed: true }) },
            'step.back': 'chooseFund',
          },
        },
        payments: {
          description:
            'payments-into-fund: 50-90 EUR suggested (§9), e-invoice or bank transfer, the 1,000 EUR a year (83 a month) threshold (§5), the first e-invoice within 5 days (§9).',
          tags: ['step:payments-into-fund'],
          invoke: log('payments-into-fund'),
          entry: assign({ paymentProblems: [] }),
          on: {
            'payment.set': {
              actions: assign(({ event, context }) => ({
                payment: event.payment,
                // Problems already shown follow what is typed; none appear before the first "Toliau".
                paymentProblems: context.paymentProblems.length > 0 ? paymentPlanProblems(event.payment) : [],
              })),
            },
            'step.next': [
              {
                guard: 'paymentIncomplete',
                actions: assign({ paymentProblems: ({ context }) => paymentPlanProblems(context.payment) }),
              },
              {
                guard: 'limitQuestionnaireNotRead',
                actions: assign({ paymentProblems: ({ context }) => paymentPlanProblems(context.payment) }),
              },
              { target: 'signAgreement' },
            ],
            'step.back': 'clientData',
          },
        },
        signAgreement: {
          description: 'The contract preview (a PDF of this customer’s contract) is read, then signed.',
          tags: ['step:sign-agreement'],
          invoke: log('sign-agreement'),
          on: { 'step.back': { target: 'payments' } },
          ...contractSigningStates({
            machineId: 'thirdPillarOnboarding',
            request: requestOf,
            previewFailed: '§8 "contract PDF failed to load" (or the server refused the contract): retry.',
          }),
        },
      },
    },
    success: {
      description:
        'Signed: the contract appears in the contracts overview with its status and its cancellation deadline (6 months while no first payment, §4).',
      tags: ['step:success-third-pillar'],
      invoke: log('success-third-pillar'),
    },
  },
});

export type ThirdPillarMachine = typeof thirdPillarMachine;

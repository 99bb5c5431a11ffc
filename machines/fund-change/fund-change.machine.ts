/**
 * Changing the fund of a pension contract (§2 Fund change, /portal/fund-change/*): one state per step,
 * tagged `step:<route segment>`, so the URL follows the machine and a typed-in or reloaded URL sends
 * `step.goto`, accepted only when every earlier step is complete.
 *
 *   loading -> minor | aml-required | no-contract                         (lockouts, §1, §6)
 *           -> start (contract, new fund, its §9 costs and the §1 working day it takes effect)
 *           -> [aml: the short AML steps, the invoked `aml` child in mode 'short'; skipped when Valid]
 *           -> client-data -> preview (GetChangeFundPreview PDF -> [qualify, §4] -> signing child)
 *           -> [create-invoice, pillar III] -> success
 *
 * - The short AML steps (aml-process, aml-identification, aml-income, aml-preview, aml-validating) are the
 *   AML child's own steps (machines/aml, AML_SHORT_STEP_OF names their routes); the child ends with the
 *   validity: Valid goes on, Pending or Invalid stop the change (the questionnaire must be approved).
 * - The preview (a PDF of this change) is fetched, read and accepted before anything is signed.
 * - Signing is the signing kit's child (machines/signing/confirm-then-sign.machine.ts): a customer logged
 *   in by password or the bank handover confirms with Smart-ID / Mobile-ID first (§4), then signs
 *   (ChangeFund -> PingChangeFund).
 * - §7 Contracts/Log "logs onboarding steps": this wizard is not onboarding, so its steps are not logged
 *   (README "Fund change").
 * - create-invoice (pillar III): the e-invoice of the contributions after the change (an e-invoice consent
 *   names the fund, §3), offered, never required.
 * Actors (provided at src/flows/fund-change/fund-change-actors.ts): loadFundChange, fetchPreview, aml, sign.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { todayInLithuania, type IsoDate } from '../../src/domain/calendar-date';
import { fundChangeCosts, fundChangeRefusal } from '../../src/domain/fund-change';
import { amlMachine, type AmlInput, type AmlValidityOutput } from '../aml/aml.machine';
import type { AmlStep } from '../aml/aml-answers';
import type { PdfDocument } from '../onboarding/onboarding-types';
import {
  confirmThenSignMachine,
  type ConfirmThenSignInput,
  type ConfirmThenSignOutput,
} from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import type {
  FundChangeAmlStep,
  FundChangeContract,
  FundChangeFacts,
  FundChangePreviewRequest,
  FundChangeRequest,
  FundChangeStep,
} from './fund-change-types';
import { amlRequiredState, lockoutState, openingStates } from '../wizard/opening-states';

export interface FundChangeInput {
  loginProvider: LoginProvider | null;
  /** The moment the wizard opens (ISO date-time): today's costs and date, the AML child's clock. */
  now: string;
  /**
   * What a reload finds in the tab's draft, or the contract a link named (`?contract=`): the contract
   * and fund chosen, the contacts confirmed.
   */
  resume?: { contractNr?: string | null; fundNr?: string | null; clientConfirmed?: boolean } | undefined;
}

export interface FundChangeContext {
  loginProvider: LoginProvider | null;
  now: string;
  today: IsoDate;
  resume: { contractNr?: string | null; fundNr?: string | null; clientConfirmed?: boolean };
  facts: FundChangeFacts | null;
  contractNr: string | null;
  fundNr: string | null;
  /** The short AML steps ended Valid in this wizard. */
  amlDone: boolean;
  clientConfirmed: boolean;
  /** The customer read the preview and accepts the change with its costs. */
  accepted: boolean;
  /** "Toliau" was pressed before a contract and a new fund were chosen: the start step says which is missing. */
  choiceMissing: boolean;
  /** "Pasirašyti" was pressed before the preview was accepted: the preview step asks for the tick. */
  acceptanceMissing: boolean;
  preview: PdfDocument | null;
  /** §1: the working day the signed change takes effect (from the signing's answer). */
  effectiveDate: IsoDate | null;
  error: unknown;
}

export type FundChangeEvent =
  | { type: 'contract.select'; contractNr: string }
  | { type: 'fund.select'; fundNr: string }
  | { type: 'terms.accept'; accepted: boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: FundChangeStep }
  | { type: 'load.retry' }
  | { type: 'preview.retry' }
  | { type: 'sign.begin' }
  | { type: 'sign.back' };

/** The AML child's first step of each short step's route (a URL asks the child for it). */
export const AML_STEP_OF_ROUTE: Record<Exclude<FundChangeAmlStep, 'aml-validating'>, AmlStep | 'approve'> = {
  'aml-process': 'contacts',
  'aml-identification': 'identityDocument',
  'aml-income': 'activities',
  'aml-preview': 'approve',
};

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/fund-change/fund-change-actors.ts)`);
}

/** The chosen contract, if it is one of the customer's. */
export function chosenContract(
  context: Pick<FundChangeContext, 'facts' | 'contractNr'>,
): FundChangeContract | null {
  return context.facts?.contracts.find((c) => c.contractNumber === context.contractNr) ?? null;
}

/** Contracts whose fund may change now (§1: active, no change pending). */
export function changeableContracts(facts: FundChangeFacts): FundChangeContract[] {
  return facts.contracts.filter(
    (c) => fundChangeRefusal({ status: c.status, hasPendingChange: c.pendingChange !== null }) === null,
  );
}

/** A valid choice: a changeable contract and another fund of its own pillar (§1: no pillar II -> III). */
function validChoice(
  facts: FundChangeFacts | null,
  contractNr: string | null,
  fundNr: string | null,
): boolean {
  if (!facts || contractNr === null || fundNr === null) return false;
  const contract = changeableContracts(facts).find((c) => c.contractNumber === contractNr);
  if (!contract || contract.fundNr === fundNr) return false;
  return facts.funds[contract.pillar].some((fund) => fund.fundNr === fundNr);
}

/** What the change costs and when it takes effect, for the choice on screen (null before a choice). */
export function costsOf(context: Pick<FundChangeContext, 'facts' | 'contractNr' | 'fundNr' | 'today'>) {
  const contract = chosenContract(context);
  if (!contract || !context.facts || context.fundNr === null) return null;
  const fund = context.facts.funds[contract.pillar].find((f) => f.fundNr === context.fundNr);
  if (!fund) return null;
  return fundChangeCosts({
    pillar: contract.pillar,
    contractValue: contract.contractValue,
    contractSignDate: contract.signDate,
    lastWithdrawal: contract.lastWithdrawal,
    toFundCode: fund.code,
    today: context.today,
  });
}

const isAmlRoute = (step: FundChangeStep): step is Exclude<FundChangeAmlStep, 'aml-validating'> =>
  step in AML_STEP_OF_ROUTE;

export const fundChangeMachine = setup({
  types: {
    context: {} as FundChangeContext,
    events: {} as FundChangeEvent,
    input: {} as FundChangeInput,
    tags: {} as
      | 'loading'
      | 'error'
      | 'aml'
      | 'step:minor'
      | 'step:aml-required'
      | 'step:no-contract'
      | 'step:start'
      | 'step:aml-validating'
      | 'step:client-data'
      | 'step:preview'
      | 'step:create-invoice'
      | 'step:success',
  },
  actors: {
    loadFundChange: fromPromise<FundChangeFacts, void>(async () => notProvided('loadFundChange')),
    fetchPreview: fromPromise<PdfDocument, { request: FundChangePreviewRequest }>(async () =>
      notProvided('fetchPreview'),
    ),
    aml: amlMachine,
    sign: confirmThenSignMachine,
  },
  guards: {
    isMinor: (_, params: { facts: FundChangeFacts }) => !params.facts.adult,
    amlRequired: (_, params: { facts: FundChangeFacts }) => params.facts.amlRequired,
    noChangeableContract: (_, params: { facts: FundChangeFacts }) =>
      changeableContracts(params.facts).length === 0,
    /** A reload after signing: the draft's change is the contract's pending change. */
    alreadySigned: ({ context }, params: { facts: FundChangeFacts }) => {
      const contract = params.facts.contracts.find((c) => c.contractNumber === context.resume.contractNr);
      return (
        contract?.pendingChange !== null &&
        contract?.pendingChange !== undefined &&
        contract.pendingChange.fundNr === context.resume.fundNr
      );
    },
    choiceMade: ({ context }) => validChoice(context.facts, context.contractNr, context.fundNr),
    choiceMadeAmlOk: ({ context }) =>
      validChoice(context.facts, context.contractNr, context.fundNr) &&
      (context.facts?.amlValid === true || context.amlDone),
    isAmlValid: (_, params: { output: AmlValidityOutput }) => params.output.status === 'Valid',
    isAmlPending: (_, params: { output: AmlValidityOutput }) => params.output.status === 'Pending',
    accepted: ({ context }) => context.accepted,
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
    /** Pillar III contributions are paid by e-invoice or transfer; pillar II's come through Sodra. */
    invoiceOffered: ({ context }) => chosenContract(context)?.pillar === 3,
  },
  actions: {
    storeFacts: assign(({ context }, params: { facts: FundChangeFacts }) => {
      const changeable = changeableContracts(params.facts);
      const resumed = changeable.find((c) => c.contractNumber === context.resume.contractNr);
      // One contract to change: it is chosen already.
      const contract = resumed ?? (changeable.length === 1 ? changeable[0] : undefined);
      const contractNr = contract?.contractNumber ?? null;
      const fundNr =
        resumed && validChoice(params.facts, contractNr, context.resume.fundNr ?? null)
          ? (context.resume.fundNr ?? null)
          : null;
      return {
        facts: params.facts,
        contractNr,
        fundNr,
        clientConfirmed: fundNr !== null && context.resume.clientConfirmed === true,
      };
    }),
    storeSigned: assign(({ context }, params: { facts: FundChangeFacts }) => {
      const contract = params.facts.contracts.find((c) => c.contractNumber === context.resume.contractNr);
      return {
        facts: params.facts,
        contractNr: contract?.contractNumber ?? null,
        fundNr: contract?.pendingChange?.fundNr ?? null,
        effectiveDate: contract?.pendingChange?.effectiveDate ?? null,
      };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forwardToAml: sendTo('aml', (_, params: { step: AmlStep | 'approve' }) => ({
      type: 'step.goto' as const,
      step: params.step,
    })),
  },
}).createMachine({
  id: 'fundChange',
  description:
    'Changing a contract’s fund: the contract and the new fund with their costs, the short AML steps, the contacts, the preview, signing (§2 Fund change).',
  context: ({ input }) => ({
    loginProvider: input.loginProvider,
    now: input.now,
    today: todayInLithuania(new Date(input.now)),
    resume: input.resume ?? {},
    facts: null,
    contractNr: null,
    fundNr: null,
    amlDone: false,
    clientConfirmed: false,
    accepted: false,
    choiceMissing: false,
    acceptanceMissing: false,
    preview: null,
    effectiveDate: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...openingStates({
      description: 'Reads the customer’s flags (§6), contracts with their withdrawals, funds and contacts.',
      loader: 'loadFundChange',
      checks: [
        { guard: 'isMinor', target: 'minor' },
        { guard: 'amlRequired', target: 'amlRequired' },
        { guard: 'alreadySigned', target: 'signed.success', store: 'storeSigned' },
        { guard: 'noChangeableContract', target: 'noContract' },
      ],
      open: 'wizard',
    }),
    minor: lockoutState(
      'step:minor',
      '§1: only adults change funds by self-service; minors go to a customer centre.',
    ),
    amlRequired: amlRequiredState,
    noContract: lockoutState(
      'step:no-contract',
      '§1 "Fund change needs an active contract": none is active, or each has a change pending already.',
    ),
    wizard: {
      initial: 'start',
      on: {
        'step.goto': [
          { guard: ({ event }) => event.step === 'start', target: '.start' },
          {
            guard: ({ event, context }) =>
              isAmlRoute(event.step) &&
              validChoice(context.facts, context.contractNr, context.fundNr) &&
              context.facts?.amlValid !== true &&
              !context.amlDone,
            target: '.aml',
          },
          {
            guard: ({ event, context }) =>
              event.step === 'client-data' &&
              validChoice(context.facts, context.contractNr, context.fundNr) &&
              (context.facts?.amlValid === true || context.amlDone),
            target: '.clientData',
          },
          {
            guard: ({ event, context }) =>
              event.step === 'preview' &&
              validChoice(context.facts, context.contractNr, context.fundNr) &&
              (context.facts?.amlValid === true || context.amlDone) &&
              context.clientConfirmed,
            target: '.preview',
          },
        ],
      },
      states: {
        start: {
          description:
            'The contract and its new fund (same pillar, §1) with what it costs (§9 withdrawal and start fees) and the working day it takes effect (§1).',
          tags: ['step:start'],
          on: {
            'contract.select': {
              // choiceMissing stays: a message already shown now asks for the fund, still missing.
              actions: assign({
                contractNr: ({ event }) => event.contractNr,
                fundNr: null,
                clientConfirmed: false,
                accepted: false,
                error: null,
              }),
            },
            'fund.select': {
              actions: assign({
                fundNr: ({ event }) => event.fundNr,
                clientConfirmed: false,
                accepted: false,
                choiceMissing: false,
                error: null,
              }),
            },
            'step.next': [
              { guard: 'choiceMadeAmlOk', target: 'clientData', actions: assign({ choiceMissing: false }) },
              { guard: 'choiceMade', target: 'aml', actions: assign({ choiceMissing: false }) },
              // Pressed too early: the step stays and says what to choose (the button is never disabled).
              { actions: assign({ choiceMissing: true }) },
            ],
          },
        },
        aml: {
          description:
            'The short AML steps (aml-process … aml-validating): the AML questionnaire child in mode “short”; it ends at once when AML is Valid.',
          tags: ['aml'],
          invoke: {
            id: 'aml',
            src: 'aml',
            input: ({ context }): AmlInput => ({ mode: 'short', now: context.now, requestedStep: null }),
            onDone: [
              {
                guard: { type: 'isAmlValid', params: ({ event }) => ({ output: event.output }) },
                target: 'clientData',
                actions: assign({ amlDone: true }),
              },
              {
                guard: { type: 'isAmlPending', params: ({ event }) => ({ output: event.output }) },
                target: '#fundChange.amlPending',
              },
              { target: '#fundChange.amlInvalid' },
            ],
            onError: { target: 'start', actions: assign({ error: ({ event }) => event.error }) },
          },
          on: {
            'step.goto': {
              guard: ({ event }) => isAmlRoute(event.step),
              actions: {
                type: 'forwardToAml',
                params: ({ event }) => ({
                  step: AML_STEP_OF_ROUTE[event.step as keyof typeof AML_STEP_OF_ROUTE],
                }),
              },
            },
          },
        },
        clientData: {
          description: 'The customer confirms or corrects the contacts (the existing contacts page).',
          tags: ['step:client-data'],
          on: {
            'step.next': { target: 'preview', actions: assign({ clientConfirmed: true }) },
            'step.back': { target: 'start' },
          },
        },
        preview: {
          description:
            'GetChangeFundPreview: a PDF of this change with its costs and date, read and accepted, then signed.',
          tags: ['step:preview'],
          entry: assign({ acceptanceMissing: false }),
          on: {
            'step.back': { target: 'clientData' },
            'terms.accept': {
              actions: assign({
                accepted: ({ event }) => event.accepted,
                acceptanceMissing: ({ context, event }) => context.acceptanceMissing && !event.accepted,
              }),
            },
          },
          initial: 'loadingPreview',
          states: {
            loadingPreview: {
              tags: ['loading'],
              invoke: {
                id: 'fetchPreview',
                src: 'fetchPreview',
                input: ({ context }) => ({
                  request: { contractNr: context.contractNr ?? '', movingToFundNr: context.fundNr ?? '' },
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
              description: 'The preview is open to read; once accepted, the customer starts signing.',
              on: {
                'sign.begin': [
                  { guard: 'accepted', target: 'signing' },
                  // Pressed before the tick: the step stays and asks for it (the button is never disabled).
                  { actions: assign({ acceptanceMissing: true }) },
                ],
              },
            },
            signing: {
              description:
                'The signing kit: a fresh eID confirmation for a password or bank login (§4 Qualify), then ChangeFund, the control code and PingChangeFund until signed (10 minutes, §9).',
              invoke: {
                id: 'sign',
                src: 'sign',
                input: ({ context }): ConfirmThenSignInput<FundChangeRequest> => ({
                  request: {
                    personalCode: context.facts?.personalCode ?? '',
                    fundChangeDto: {
                      contractNr: context.contractNr ?? '',
                      movingToFundNr: context.fundNr ?? '',
                      gdpr: true,
                    },
                  },
                  loginProvider: context.loginProvider,
                }),
                onDone: [
                  {
                    guard: { type: 'isSigned', params: ({ event }) => ({ output: event.output }) },
                    target: '#fundChange.signed',
                    actions: assign({
                      effectiveDate: ({ event, context }) =>
                        (event.output.status === 'signed' ? event.output.effectiveDate : null) ??
                        costsOf(context)?.effectiveDate ??
                        null,
                    }),
                  },
                  {
                    target: 'reviewing',
                    actions: assign({
                      error: ({ event }) => (event.output.status === 'failed' ? event.output.error : null),
                    }),
                  },
                ],
                onError: { target: 'reviewing', actions: assign({ error: ({ event }) => event.error }) },
              },
              on: { 'sign.back': 'reviewing' },
            },
          },
        },
      },
    },
    amlPending: {
      description:
        'The questionnaire is under manual review: the fund can be changed once it is approved (aml-validating).',
      tags: ['step:aml-validating'],
      type: 'final',
    },
    amlInvalid: {
      description: 'The questionnaire was not approved (/portal/aml-failed tells what to do next).',
      tags: ['step:aml-validating', 'error'],
      type: 'final',
    },
    signed: {
      description: 'Signed: the change waits for its working day; nothing before it can be reopened.',
      initial: 'routing',
      on: {
        'step.goto': [
          {
            guard: ({ event, context }) =>
              event.step === 'create-invoice' && chosenContract(context)?.pillar === 3,
            target: '.createInvoice',
          },
          { guard: ({ event }) => event.step === 'success', target: '.success' },
        ],
      },
      states: {
        routing: {
          always: [{ guard: 'invoiceOffered', target: 'createInvoice' }, { target: 'success' }],
        },
        createInvoice: {
          description:
            'Pillar III: contributions after the change; an e-invoice consent names the fund (§3), so its e-invoice is offered (first one within 5 days, §9).',
          tags: ['step:create-invoice'],
          on: { 'step.next': 'success' },
        },
        success: {
          description:
            'The change is signed; it takes effect on the working day shown, and the contracts overview shows it pending.',
          tags: ['step:success'],
        },
      },
    },
  },
});

export type FundChangeMachine = typeof fundChangeMachine;

/**
 * Raising the yearly limit of pillar III contributions (§1 "raise payment limits", §5 "Limit increase",
 * §9 "Limit increase threshold 1000 EUR per year"; legacy /imoku-limitas leads here after login).
 *
 *   loading -> noContract | amount -> optional (<= 1000 €: the questionnaire may be skipped)
 *                                   \-> document (> 1000 €: mandatory) -> checking (IsIdentityDocumentValid)
 *             -> submitting (Contracts/IncreaseContributionLimit) -> success
 *   checking -> documentInvalid ('Negaliojantis dokumentas') | locked (identity-check lockout) | refused (expired)
 *   submitting failure -> submitFailed (the applications' error page; back keeps what was entered)
 *
 * - Up to 1000 EUR a year the questionnaire (the identity document's number and expiry) is optional:
 *   the customer may fill it or skip it. Above 1000 EUR it is mandatory (`questionnaireMandatory`).
 * - The document is validated as in the AML questionnaire (src/domain/identity-document.ts: 5-20 letters
 *   or digits, expiry not before today) and then by the same server identity check with its lockout
 *   (Aml/IsIdentityDocumentValid). The server checks the same rules again when the limit is submitted.
 */
import { assign, fromPromise, not, setup } from 'xstate';
import type { IsoDate } from '../../src/domain/calendar-date';
import { isLimitQuestionnaireMandatory } from '../../src/domain/contract-rules';
import { validateDocumentExpiry, validateDocumentNumber } from '../../src/domain/identity-document';
import type { ValidationCode } from '../../src/domain/validation-codes';
import type { IdentityCheckInput, IdentityCheckOutcome } from '../aml/aml.machine';
import { refusedRuleOf } from './application-form-types';
import { lockoutState, openingStates } from '../wizard/opening-states';

export interface LimitContract {
  contractNumber: string;
  fundName: string;
  /** The yearly limit in force (EUR), or null when none was raised yet. */
  yearlyLimitEur: number | null;
}

export interface LimitFacts {
  /** Active pillar III contracts. */
  contracts: LimitContract[];
}

export interface LimitInput {
  today: IsoDate;
}

export interface IdentityDocumentAnswer {
  documentType: string;
  documentNumber: string;
  expiryDate: string;
}

export interface SubmitLimitInput {
  contractNumber: string;
  yearlyAmountEur: number;
  identityDocument: (IdentityDocumentAnswer & { issuerCountry: string }) | null;
}

export interface SubmitLimitOutput {
  contractNumber: string;
  yearlyLimitEur: number;
}

export interface LimitContext {
  today: IsoDate;
  facts: LimitFacts | null;
  contractNumber: string | null;
  /** As typed (EUR a year). */
  amount: string;
  document: IdentityDocumentAnswer;
  /** Whether the customer filled the questionnaire (always when mandatory). */
  withDocument: boolean;
  refusal: ValidationCode | null;
  lockedUntil: string | null;
  result: SubmitLimitOutput | null;
  error: unknown;
}

export type LimitEvent =
  | { type: 'limit.contract'; contractNumber: string }
  | { type: 'limit.amount'; value: string }
  | { type: 'document.type'; value: string }
  | { type: 'document.number'; value: string }
  | { type: 'document.expiry'; value: string }
  | { type: 'form.submit' }
  | { type: 'limit.fill' }
  | { type: 'limit.skip' }
  | { type: 'step.back' }
  | { type: 'modal.close' }
  | { type: 'load.retry' }
  | { type: 'application.edit' }
  | { type: 'application.retry' };

/** The identity register of the AML flow takes Lithuanian documents' issuer as LT. */
const ISSUER_COUNTRY = 'LT';

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/applications/application-form-actors.ts)`);
}

/** The amount as a number of euro (comma or dot for cents), or NaN. */
export function amountOf(text: string): number {
  const cleaned = text.replace(/\s+/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : NaN;
}

/** The rule the amount step breaks, or null. */
export function amountRefusal(
  context: Pick<LimitContext, 'facts' | 'contractNumber' | 'amount'>,
): ValidationCode | null {
  if (!context.facts?.contracts.some((contract) => contract.contractNumber === context.contractNumber))
    return 'required';
  if (context.amount.trim() === '') return 'required';
  const amount = amountOf(context.amount);
  if (Number.isNaN(amount)) return 'wrong-number-format';
  if (amount <= 0) return 'amount-too-small';
  // An increase: a contract that has a limit gets a higher one (a lower one is no increase).
  const current = currentLimitOf(context);
  return current !== null && amount <= current ? 'limit-not-higher' : null;
}

/** The chosen contract's yearly limit now (null: none set yet). */
export function currentLimitOf(context: Pick<LimitContext, 'facts' | 'contractNumber'>): number | null {
  return (
    context.facts?.contracts.find((contract) => contract.contractNumber === context.contractNumber)
      ?.yearlyLimitEur ?? null
  );
}

/** The rule the document step breaks (as in the AML questionnaire), or null. */
export function documentRefusal(context: Pick<LimitContext, 'document' | 'today'>): ValidationCode | null {
  return (
    validateDocumentNumber(context.document.documentNumber) ??
    validateDocumentExpiry(context.document.expiryDate, context.today)
  );
}

export function submitLimitInput(context: LimitContext): SubmitLimitInput {
  return {
    contractNumber: context.contractNumber ?? '',
    yearlyAmountEur: amountOf(context.amount),
    identityDocument: context.withDocument
      ? {
          documentType: context.document.documentType,
          documentNumber: context.document.documentNumber.replace(/\s+/g, ''),
          expiryDate: context.document.expiryDate,
          issuerCountry: ISSUER_COUNTRY,
        }
      : null,
  };
}

const outcomeIs =
  (outcome: IdentityCheckOutcome['outcome']) => (_: unknown, params: { output: IdentityCheckOutcome }) =>
    params.output.outcome === outcome;

export const limitIncreaseMachine = setup({
  types: {
    context: {} as LimitContext,
    events: {} as LimitEvent,
    input: {} as LimitInput,
    tags: {} as
      | 'loading'
      | 'error'
      | 'step:limit-amount'
      | 'step:limit-optional'
      | 'step:limit-document'
      | 'step:no-contract'
      | 'step:locked'
      | 'step:error-500-applications'
      | 'step:success',
  },
  actors: {
    loadLimit: fromPromise<LimitFacts, void>(async () => notProvided('loadLimit')),
    checkIdentityDocument: fromPromise<IdentityCheckOutcome, IdentityCheckInput>(async () =>
      notProvided('checkIdentityDocument'),
    ),
    submitLimit: fromPromise<SubmitLimitOutput, SubmitLimitInput>(async () => notProvided('submitLimit')),
  },
  guards: {
    hasNoContract: (_, params: { facts: LimitFacts }) => params.facts.contracts.length === 0,
    amountAccepted: ({ context }) => amountRefusal(context) === null,
    /** §5: above 1000 EUR a year the questionnaire is mandatory. */
    questionnaireMandatory: ({ context }) => isLimitQuestionnaireMandatory(amountOf(context.amount)),
    documentAccepted: ({ context }) => documentRefusal(context) === null,
    documentValid: outcomeIs('valid'),
    documentExpired: outcomeIs('expired'),
    documentLocked: outcomeIs('locked'),
    isRuleRefusal: (_, params: { error: unknown }) => refusedRuleOf(params.error) !== null,
  },
  actions: {
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    storeFacts: assign((_, params: { facts: LimitFacts }) => ({
      facts: params.facts,
      contractNumber:
        params.facts.contracts.length === 1 ? (params.facts.contracts[0]?.contractNumber ?? null) : null,
    })),
  },
}).createMachine({
  id: 'limitIncrease',
  description:
    'Limit increase (§5, §9): up to 1000 EUR a year the questionnaire is optional; above it mandatory, with the identity document number and expiry.',
  context: ({ input }) => ({
    today: input.today,
    facts: null,
    contractNumber: null,
    amount: '',
    document: { documentType: 'IdCard', documentNumber: '', expiryDate: '' },
    withDocument: false,
    refusal: null,
    lockedUntil: null,
    result: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...openingStates({
      description: 'Reads the active pillar III contracts and their limits.',
      loader: 'loadLimit',
      checks: [{ guard: 'hasNoContract', target: 'noContract' }],
      open: 'amount',
    }),
    noContract: lockoutState(
      'step:no-contract',
      'No active pillar III contract: the limit belongs to pillar III contributions.',
    ),
    amount: {
      description: 'The contract and the yearly amount the customer plans to pay in (EUR).',
      tags: ['step:limit-amount'],
      on: {
        'limit.contract': {
          actions: assign({ contractNumber: ({ event }) => event.contractNumber, refusal: null }),
        },
        'limit.amount': { actions: assign({ amount: ({ event }) => event.value, refusal: null }) },
        'form.submit': [
          {
            guard: not('amountAccepted'),
            actions: assign({ refusal: ({ context }) => amountRefusal(context) }),
          },
          { guard: 'questionnaireMandatory', target: 'document', actions: assign({ withDocument: true }) },
          { target: 'optional', actions: assign({ withDocument: false }) },
        ],
      },
    },
    optional: {
      description: '§5: up to 1000 EUR a year the questionnaire is optional: fill it in or skip it.',
      tags: ['step:limit-optional'],
      on: {
        'limit.fill': { target: 'document', actions: assign({ withDocument: true }) },
        'limit.skip': { target: 'submitting', actions: assign({ withDocument: false }) },
        'step.back': 'amount',
      },
    },
    document: {
      description:
        'The questionnaire: the identity document type, number and expiry (as in the AML questionnaire); mandatory above 1000 EUR.',
      tags: ['step:limit-document'],
      initial: 'filling',
      on: {
        'document.type': {
          target: '.filling',
          actions: assign({
            document: ({ context, event }) => ({ ...context.document, documentType: event.value }),
            refusal: null,
          }),
        },
        'document.number': {
          target: '.filling',
          actions: assign({
            document: ({ context, event }) => ({ ...context.document, documentNumber: event.value }),
            refusal: null,
          }),
        },
        'document.expiry': {
          target: '.filling',
          actions: assign({
            document: ({ context, event }) => ({ ...context.document, expiryDate: event.value }),
            refusal: null,
          }),
        },
        'form.submit': [
          {
            guard: not('documentAccepted'),
            target: '.filling',
            actions: assign({ refusal: ({ context }) => documentRefusal(context) }),
          },
          { target: 'checking', actions: assign({ refusal: null, error: null }) },
        ],
        'step.back': [{ guard: 'questionnaireMandatory', target: 'amount' }, { target: 'optional' }],
      },
      states: {
        filling: {},
        invalid: {
          description:
            "§5 the register does not know the document as valid: the 'Negaliojantis dokumentas' modal.",
          tags: ['error'],
          on: { 'modal.close': 'filling' },
        },
      },
    },
    checking: {
      description:
        'The identity register checks the document (Aml/IsIdentityDocumentValid, with its lockout).',
      tags: ['loading', 'step:limit-document'],
      invoke: {
        id: 'checkIdentityDocument',
        src: 'checkIdentityDocument',
        input: ({ context }) => ({
          documentType: context.document.documentType,
          documentNumber: context.document.documentNumber.replace(/\s+/g, ''),
          issuerCountry: ISSUER_COUNTRY,
          expiryDate: context.document.expiryDate,
        }),
        onDone: [
          {
            guard: { type: 'documentValid', params: ({ event }) => ({ output: event.output }) },
            target: 'submitting',
          },
          {
            guard: { type: 'documentExpired', params: ({ event }) => ({ output: event.output }) },
            target: 'document',
            actions: assign({ refusal: 'document-expired' }),
          },
          {
            guard: { type: 'documentLocked', params: ({ event }) => ({ output: event.output }) },
            target: 'locked',
            actions: assign({
              lockedUntil: ({ event }) =>
                event.output.outcome === 'locked' ? event.output.lockedUntil : null,
            }),
          },
          { target: 'document.invalid' },
        ],
        // A failed check (network, 5xx) checked nothing: back to the document, whose submit checks again.
        onError: { target: 'document', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    locked: {
      description: '§2 identity-check lockout: too many invalid documents; the answer says until when.',
      tags: ['step:locked', 'error'],
      on: { 'step.back': 'amount' },
    },
    submitting: {
      description:
        'Contracts/IncreaseContributionLimit: the server checks the same rules and records the limit.',
      tags: ['loading'],
      invoke: {
        id: 'submitLimit',
        src: 'submitLimit',
        input: ({ context }) => submitLimitInput(context),
        onDone: { target: 'success', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isRuleRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'amount',
            actions: assign({ refusal: ({ event }) => refusedRuleOf(event.error) }),
          },
          { target: 'submitFailed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    submitFailed: {
      description: '§8: the submission failed; going back keeps what was entered.',
      tags: ['step:error-500-applications', 'error'],
      on: {
        'application.edit': { target: 'amount', actions: assign({ error: null }) },
        'application.retry': { target: 'submitting', actions: assign({ error: null }) },
      },
    },
    success: {
      description: 'The new yearly limit is in force.',
      tags: ['step:success'],
      type: 'final',
    },
  },
});

export type LimitIncreaseMachine = typeof limitIncreaseMachine;

/**
 * Adding a bank account (§2 user-information/bank-details, §5 "The IBAN must be valid, unique and findable.
 * The SWIFT must be valid", §8 invalid-iban / unidentified-iban / IBAN repeated, README "Security"):
 *
 *   editing (the generic form child: IBAN and SWIFT checked by ibantools)
 *     -> confirming (qualify child: a fresh Smart-ID / Mobile-ID confirmation)
 *     -> submitting (CreateBankAccount with the confirmation) -> added
 *
 * - A refusal for the content (§8: invalid IBAN, IBAN of no known bank, IBAN already added) returns to
 *   editing with the values and the error; the confirmation is kept (the server consumes it only on
 *   success), so correcting the IBAN needs no second confirmation while it is valid.
 * - `confirmation_required` (expired, used) asks for a new confirmation.
 * - From `added`, another account can be added.
 * The composition root's `createBankAccount` rejects with a `BankAccountFailure`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { validateIban, validateSwift } from '../../src/domain/bank-account';
import type { StepUpConfirmation } from '../auth/auth-types';
import { qualifyMachine, type QualifyConfirmedEvent } from '../auth/qualify.machine';
import {
  formInput,
  formMachine,
  type FormEmitted,
  type FormErrors,
  type FormValues,
} from '../forms/form.machine';

export type BankAccountField = 'bankAccountNumber' | 'swiftCode';
export type BankAccountValues = FormValues<BankAccountField>;

export interface CreateBankAccountInput {
  bankAccountNumber: string;
  swiftCode: string;
  confirmation: string;
}

export interface BankAccountFailure {
  reason: 'confirmation-required' | 'refused';
  error: unknown;
}

export interface BankAccountContext {
  values: BankAccountValues;
  confirmation: StepUpConfirmation | null;
  error: unknown;
  confirmationExpired: boolean;
}

export type BankAccountEvent = QualifyConfirmedEvent | { type: 'confirm.back' } | { type: 'account.another' };

export const EMPTY_BANK_ACCOUNT_VALUES: BankAccountValues = { bankAccountNumber: '', swiftCode: '' };

/** §5: a valid IBAN (checksum and country format) and a valid SWIFT/BIC, both via ibantools. */
export function validateBankAccountForm(values: BankAccountValues): FormErrors<BankAccountField> {
  const errors: FormErrors<BankAccountField> = {};
  const iban = validateIban(values.bankAccountNumber);
  if (iban) errors.bankAccountNumber = iban;
  const swift = validateSwift(values.swiftCode);
  if (swift) errors.swiftCode = swift;
  return errors;
}

const confirmationRequired = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'reason' in error &&
  (error as { reason: unknown }).reason === 'confirmation-required';

function errorOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'reason' in error && 'error' in error
    ? (error as BankAccountFailure).error
    : error;
}

export const bankAccountMachine = setup({
  types: {
    context: {} as BankAccountContext,
    events: {} as BankAccountEvent,
    tags: {} as 'loading' | 'success',
    emitted: {} as FormEmitted,
  },
  actors: {
    form: formMachine.provide({
      actors: { submit: fromPromise(async ({ input }) => input.values) },
    }),
    qualify: qualifyMachine,
    createBankAccount: fromPromise<void, CreateBankAccountInput>(async () => {
      throw new Error('bankAccount: provide createBankAccount at the composition root');
    }),
  },
  guards: {
    hasConfirmation: ({ context }) => context.confirmation !== null,
    confirmationRequired: (_, params: { error: unknown }) => confirmationRequired(params.error),
  },
}).createMachine({
  id: 'bankAccount',
  description:
    'Adding a bank account: IBAN and SWIFT, a fresh Smart-ID / Mobile-ID confirmation, then CreateBankAccount.',
  context: {
    values: EMPTY_BANK_ACCOUNT_VALUES,
    confirmation: null,
    error: null,
    confirmationExpired: false,
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The customer types the IBAN and the SWIFT code (§5 rules); nothing is sent yet.',
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) =>
          formInput<BankAccountField>({ initialValues: context.values, validate: validateBankAccountForm }),
        onDone: [
          {
            guard: 'hasConfirmation',
            target: 'submitting',
            actions: assign({ values: ({ event }) => event.output as BankAccountValues, error: null }),
          },
          {
            target: 'confirming',
            actions: assign({ values: ({ event }) => event.output as BankAccountValues, error: null }),
          },
        ],
        onError: { target: 'editing', reenter: true, actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    confirming: {
      description: 'A fresh Smart-ID / Mobile-ID confirmation of the new account (§4 Qualify).',
      invoke: { id: 'qualify', src: 'qualify' },
      on: {
        'qualify.confirmed': {
          target: 'submitting',
          actions: assign({
            confirmation: ({ event }) => event.confirmation,
            confirmationExpired: false,
          }),
        },
        'confirm.back': { target: 'editing', actions: assign({ confirmationExpired: false }) },
      },
    },
    submitting: {
      description: 'CreateBankAccount with the IBAN, the SWIFT code and the confirmation.',
      tags: ['loading'],
      invoke: {
        id: 'createBankAccount',
        src: 'createBankAccount',
        input: ({ context }) => ({
          bankAccountNumber: context.values.bankAccountNumber,
          swiftCode: context.values.swiftCode,
          confirmation: context.confirmation?.confirmation ?? '',
        }),
        onDone: { target: 'added', actions: assign({ confirmation: null }) },
        onError: [
          {
            guard: { type: 'confirmationRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: assign({ confirmation: null, confirmationExpired: true }),
          },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => errorOf(event.error) }),
              emit(({ event }) => ({ type: 'form.failed' as const, error: errorOf(event.error) })),
            ],
          },
        ],
      },
    },
    added: {
      description: 'The account was added; the list shows it.',
      tags: ['success'],
      entry: emit({ type: 'form.submitted' as const, output: null }),
      on: {
        'account.another': {
          target: 'editing',
          actions: assign({ values: EMPTY_BANK_ACCOUNT_VALUES, error: null }),
        },
      },
    },
  },
});

export type BankAccountMachine = typeof bankAccountMachine;

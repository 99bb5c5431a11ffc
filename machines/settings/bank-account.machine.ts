/**
 * Adding a bank account (§2 user-information/bank-details, §5 "The IBAN must be valid, unique and findable.
 * The SWIFT must be valid", §8 invalid-iban / unidentified-iban / IBAN repeated, docs/security.md):
 *
 *   editing (the generic form child: IBAN and SWIFT checked by ibantools)
 *     -> submitting (the shared confirmThenSubmit child: a fresh Smart-ID / Mobile-ID confirmation, then
 *        CreateBankAccount with it) -> added
 *
 * - A refusal for the content (§8: invalid IBAN, IBAN of no known bank, IBAN already added) returns to
 *   editing with the values and the error; the confirmation is kept (the server consumes it only on
 *   success), so correcting the IBAN needs no second confirmation while it is valid.
 * - `confirmation_required` (expired, used) asks for a new confirmation.
 * - From `added`, another account can be added.
 * The composition root provides `confirmThenSubmit` with qualify for 'bank-account' and CreateBankAccount,
 * which rejects with a `BankAccountFailure`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { normalizeIban, validateIban, validateSwift } from '../../src/domain/bank-account';
import type { StepUpConfirmation } from '../auth/auth-types';
import {
  confirmThenSubmitMachine,
  afterRefusal,
  refusalOf,
  type ConfirmThenSubmitInput,
  type ConfirmThenSubmitOutput,
  type SubmitFailure,
} from '../step-up/confirm-then-submit.machine';
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

export type BankAccountFailure = SubmitFailure<'confirmation-required' | 'refused'>;

export interface BankAccountContext {
  /** The customer's accounts (normalised IBANs): adding one of them again is refused before any confirmation. */
  existingIbans: readonly string[];
  values: BankAccountValues;
  confirmation: StepUpConfirmation | null;
  error: unknown;
}

export type BankAccountEvent = { type: 'confirm.back' } | { type: 'account.another' };

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

/** The form's rules plus §5 "unique": an account the customer already has is refused as it is typed. */
export function validateNewBankAccount(
  values: BankAccountValues,
  existingIbans: readonly string[],
): FormErrors<BankAccountField> {
  const errors = validateBankAccountForm(values);
  if (!errors.bankAccountNumber && existingIbans.includes(normalizeIban(values.bankAccountNumber)))
    errors.bankAccountNumber = 'iban-already-added';
  return errors;
}

export interface BankAccountInput {
  existingIbans?: readonly string[];
}

export const bankAccountMachine = setup({
  types: {
    context: {} as BankAccountContext,
    input: {} as BankAccountInput,
    events: {} as BankAccountEvent,
    tags: {} as 'success',
    emitted: {} as FormEmitted,
  },
  actors: {
    form: formMachine.provide({
      actors: { submit: fromPromise(async ({ input }) => input.values) },
    }),
    confirmThenSubmit: confirmThenSubmitMachine,
  },
  guards: {
    submitted: (_, params: { output: ConfirmThenSubmitOutput }) => params.output.status === 'submitted',
  },
}).createMachine({
  id: 'bankAccount',
  description:
    'Adding a bank account: IBAN and SWIFT, a fresh Smart-ID / Mobile-ID confirmation, then CreateBankAccount.',
  context: ({ input }) => ({
    existingIbans: (input?.existingIbans ?? []).map(normalizeIban),
    values: EMPTY_BANK_ACCOUNT_VALUES,
    confirmation: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The customer types the IBAN and the SWIFT code (§5 rules); nothing is sent yet.',
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) =>
          formInput<BankAccountField>({
            initialValues: context.values,
            validate: (values: BankAccountValues) => validateNewBankAccount(values, context.existingIbans),
          }),
        onDone: {
          target: 'submitting',
          actions: assign({ values: ({ event }) => event.output as BankAccountValues, error: null }),
        },
        onError: { target: 'editing', reenter: true, actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    submitting: {
      description:
        'A fresh Smart-ID / Mobile-ID confirmation of the new account (§4 Qualify; a kept one is used again), then CreateBankAccount with the IBAN, the SWIFT code and the confirmation.',
      invoke: {
        id: 'confirmThenSubmit',
        src: 'confirmThenSubmit',
        input: ({ context }): ConfirmThenSubmitInput<Omit<CreateBankAccountInput, 'confirmation'>> => ({
          payload: {
            bankAccountNumber: context.values.bankAccountNumber,
            swiftCode: context.values.swiftCode,
          },
          confirmation: context.confirmation,
        }),
        onDone: [
          {
            guard: { type: 'submitted', params: ({ event }) => ({ output: event.output }) },
            target: 'added',
            actions: assign(({ context }) => ({
              confirmation: null,
              existingIbans: [
                ...new Set([...context.existingIbans, normalizeIban(context.values.bankAccountNumber)]),
              ],
            })),
          },
          {
            target: 'editing',
            actions: [
              assign(({ event }) => afterRefusal(event.output)),
              emit(({ event }) => ({ type: 'form.failed' as const, error: refusalOf(event.output) })),
            ],
          },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { 'confirm.back': 'editing' },
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

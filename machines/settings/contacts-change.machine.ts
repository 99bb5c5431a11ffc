/**
 * Changing the contact details (§2 user-information/contacts, §5 e-mail, phone and "at least one phone",
 * §8 'Email already exists', docs/security.md):
 *
 *   editing (the generic form child)
 *     -> submitting (the shared confirmThenSubmit child: a fresh Smart-ID / Mobile-ID confirmation, only
 *        when the e-mail or a phone changes, an address-only change needs none; then UpdateProfile)
 *     -> verifying <-> checkingCode / resending (the code sent to each new e-mail or phone, VerifyContact,
 *        ResendContactCode), one pending change after another
 *     -> done (the navigation shows contacts/success)
 *
 * - A refusal for the content ('Email already exists', phone duplicated) returns to editing with the values
 *   and the error; the confirmation is kept (the server consumes it only on success).
 * - `confirmation_required` (expired, used) asks for a new confirmation.
 * - A wrong code stays on the code screen with the server's message (attempts left); an expired or
 *   cancelled change (`verification_expired`) returns to the form with its message.
 * - A change still waiting for its code when the page opens (pendingContactChanges) starts at verifying.
 * The composition root provides `confirmThenSubmit` with qualify for 'contacts' and UpdateProfile (the
 * submit answers the changes still waiting for a code); its actors reject with a `ContactsChangeFailure`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { PendingContactChange } from '../../src/api/contract/users';
import { validateEmail } from '../../src/domain/email';
import { normalizePhoneField, validateAtLeastOnePhone, validatePhone } from '../../src/domain/phone';
import type { StepUpConfirmation } from '../auth/auth-types';
import {
  confirmThenSubmitMachine,
  failureErrorOf,
  failureReasonOf,
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

export type ContactsField =
  | 'email'
  | 'phoneNumber'
  | 'secondaryPhoneNumber'
  | 'countryCode'
  | 'state'
  | 'municipality'
  | 'city'
  | 'street'
  | 'house'
  | 'flat'
  | 'postalCode';
export type ContactsValues = FormValues<ContactsField>;

/** The e-mail and phones the customer has now (a change of any needs the confirmation). */
export interface CurrentContacts {
  email: string;
  phoneNumber: string;
  secondaryPhoneNumber: string;
}

export interface ContactsChangeInput {
  values: ContactsValues;
  current: CurrentContacts;
  /** Changes still waiting for their code (GetContactInformation pendingContactChanges). */
  pending: PendingContactChange[];
}

export interface VerifyCodeInput {
  verificationId: number;
  code: string;
}

/** How the composition root's actors reject: why, and the portal error to show. */
export type ContactsChangeFailure = SubmitFailure<'confirmation-required' | 'expired' | 'refused'>;

export interface ContactsChangeContext {
  values: ContactsValues;
  current: CurrentContacts;
  pending: PendingContactChange[];
  confirmation: StepUpConfirmation | null;
  /** The last refusal of the form (a portal error), or null. */
  error: unknown;
  /** The last refusal on the code screen: a portal error, or 'code-format' for a code that is not 6 digits. */
  codeError: unknown;
  /** A new code was sent on request (the code screen says so). */
  codeResent: boolean;
}

export type ContactsChangeEvent =
  { type: 'confirm.back' } | { type: 'code.submit'; code: string } | { type: 'code.resend' };

export const EMPTY_CONTACTS_VALUES: ContactsValues = {
  email: '',
  phoneNumber: '',
  secondaryPhoneNumber: '',
  countryCode: 'LT',
  state: '',
  municipality: '',
  city: '',
  street: '',
  house: '',
  flat: '',
  postalCode: '',
};

const REQUIRED_ADDRESS_FIELDS = ['countryCode', 'city', 'street', 'house', 'postalCode'] as const;

/**
 * §5: e-mail required and valid (no '*'); at least one phone, each a Lithuanian number by the one phone rule
 * ('+370', '370' or '8' and 8 digits); the address filled.
 */
export function validateContactsForm(values: ContactsValues): FormErrors<ContactsField> {
  const errors: FormErrors<ContactsField> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const phones = validateAtLeastOnePhone([values.phoneNumber, values.secondaryPhoneNumber]);
  // With no phone at all the first field carries the §5 message; one phone in either field is enough
  // (sent as the primary one, src/domain/phone.ts `contactPhones`).
  const phone = phones ?? validatePhone(values.phoneNumber, { required: false });
  if (phone) errors.phoneNumber = phone;
  const secondary = validatePhone(values.secondaryPhoneNumber, { required: false });
  if (secondary) errors.secondaryPhoneNumber = secondary;
  for (const field of REQUIRED_ADDRESS_FIELDS) if (values[field].trim() === '') errors[field] = 'required';
  return errors;
}

/** Whether the e-mail or a phone differs from the current one (then the change needs the confirmation). */
export function contactsDiffer(values: ContactsValues, current: CurrentContacts): boolean {
  return (
    values.email.trim().toLowerCase() !== current.email.trim().toLowerCase() ||
    normalizePhoneField(values.phoneNumber) !== normalizePhoneField(current.phoneNumber) ||
    normalizePhoneField(values.secondaryPhoneNumber) !== normalizePhoneField(current.secondaryPhoneNumber)
  );
}

/** The codes sent to a new e-mail or phone are 6 digits. */
export const isVerificationCode = (code: string): boolean => /^\d{6}$/.test(code.trim());

/** The changes still waiting for a code after a successful UpdateProfile (none otherwise). */
const pendingOutput = (output: ConfirmThenSubmitOutput): PendingContactChange[] =>
  output.status === 'submitted' ? (output.output as PendingContactChange[]) : [];

const current = (pending: readonly PendingContactChange[]): PendingContactChange => {
  const first = pending[0];
  if (!first) throw new Error('contactsChange: no pending change');
  return first;
};

export const contactsChangeMachine = setup({
  types: {
    context: {} as ContactsChangeContext,
    events: {} as ContactsChangeEvent,
    input: {} as ContactsChangeInput,
    tags: {} as 'loading' | 'error' | 'success',
    emitted: {} as FormEmitted,
  },
  actors: {
    form: formMachine.provide({
      actors: { submit: fromPromise(async ({ input }) => input.values) },
    }),
    confirmThenSubmit: confirmThenSubmitMachine,
    verifyContact: fromPromise<PendingContactChange[], VerifyCodeInput>(async () => {
      throw new Error('contactsChange: provide verifyContact at the composition root');
    }),
    resendContactCode: fromPromise<PendingContactChange, { verificationId: number }>(async () => {
      throw new Error('contactsChange: provide resendContactCode at the composition root');
    }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    submitted: (_, params: { output: ConfirmThenSubmitOutput }) => params.output.status === 'submitted',
    morePending: (_, params: { pending: PendingContactChange[] }) => params.pending.length > 0,
    isVerificationCode: (_, params: { code: string }) => isVerificationCode(params.code),
    changeExpired: (_, params: { error: unknown }) => failureReasonOf(params.error) === 'expired',
  },
}).createMachine({
  id: 'contactsChange',
  description:
    'Changing the e-mail, phones and address: the form, a fresh Smart-ID / Mobile-ID confirmation for a new e-mail or phone, the change, then the code sent to each new e-mail or phone.',
  context: ({ input }) => ({
    values: input.values,
    current: input.current,
    pending: input.pending,
    confirmation: null,
    error: null,
    codeError: null,
    codeResent: false,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'A change still waiting for its code continues with the code; otherwise the form.',
      always: [{ guard: 'hasPending', target: 'verifying' }, { target: 'editing' }],
    },
    editing: {
      description:
        'The customer edits the e-mail, phones and address (§5 rules, address search); nothing is sent yet.',
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) =>
          formInput<ContactsField>({ initialValues: context.values, validate: validateContactsForm }),
        onDone: {
          target: 'submitting',
          actions: assign({ values: ({ event }) => event.output as ContactsValues, error: null }),
        },
        onError: { target: 'editing', reenter: true, actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    submitting: {
      description:
        'A fresh Smart-ID / Mobile-ID confirmation when the e-mail or a phone changes (§4 Qualify; a kept one is used again; an address-only change needs none), then UpdateProfile.',
      invoke: {
        id: 'confirmThenSubmit',
        src: 'confirmThenSubmit',
        input: ({ context }): ConfirmThenSubmitInput<ContactsValues> => ({
          payload: context.values,
          confirmation: context.confirmation,
          required: contactsDiffer(context.values, context.current),
        }),
        onDone: [
          {
            guard: {
              type: 'morePending',
              params: ({ event }) => ({ pending: pendingOutput(event.output) }),
            },
            target: 'verifying',
            actions: assign({
              pending: ({ event }) => pendingOutput(event.output),
              confirmation: null,
              codeError: null,
              codeResent: false,
            }),
          },
          {
            guard: { type: 'submitted', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: assign({ confirmation: null }),
          },
          {
            target: 'editing',
            actions: [
              assign(({ event }) => afterRefusal(event.output)),
              // A failed write's §8 redirect (5xx → /error-500, deadlock/timeout → /error-timeout).
              emit(({ event }) => ({ type: 'form.failed' as const, error: refusalOf(event.output) })),
            ],
          },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { 'confirm.back': 'editing' },
    },
    verifying: {
      description: 'The customer types the 6-digit code sent to the new e-mail or phone.',
      on: {
        'code.submit': [
          {
            guard: { type: 'isVerificationCode', params: ({ event }) => ({ code: event.code }) },
            target: 'checkingCode',
          },
          { actions: assign({ codeError: 'code-format', codeResent: false }) },
        ],
        'code.resend': 'resending',
      },
    },
    checkingCode: {
      description: 'VerifyContact: the right code applies the change and tells the old address.',
      tags: ['loading'],
      invoke: {
        id: 'verifyContact',
        src: 'verifyContact',
        input: ({ context, event }) => ({
          verificationId: current(context.pending).verificationId,
          code: (event as { type: 'code.submit'; code: string }).code.trim(),
        }),
        onDone: [
          {
            guard: { type: 'morePending', params: ({ event }) => ({ pending: event.output }) },
            target: 'verifying',
            actions: assign({
              pending: ({ event }) => event.output,
              codeError: null,
              codeResent: false,
            }),
          },
          { target: 'done', actions: assign({ pending: [] }) },
        ],
        onError: [
          {
            guard: { type: 'changeExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              pending: ({ context }) => context.pending.slice(1),
              error: ({ event }) => failureErrorOf(event.error),
              codeError: null,
            }),
          },
          {
            target: 'verifying',
            actions: assign({ codeError: ({ event }) => failureErrorOf(event.error), codeResent: false }),
          },
        ],
      },
    },
    resending: {
      description: 'ResendContactCode: a new code (3 at most); the earlier one stops working.',
      tags: ['loading'],
      invoke: {
        id: 'resendContactCode',
        src: 'resendContactCode',
        input: ({ context }) => ({ verificationId: current(context.pending).verificationId }),
        onDone: {
          target: 'verifying',
          actions: assign({
            pending: ({ context, event }) => [event.output, ...context.pending.slice(1)],
            codeError: null,
            codeResent: true,
          }),
        },
        onError: {
          target: 'verifying',
          actions: assign({ codeError: ({ event }) => failureErrorOf(event.error), codeResent: false }),
        },
      },
    },
    done: {
      description: 'The details are saved (and every new e-mail or phone confirmed).',
      tags: ['success'],
      entry: emit({ type: 'form.submitted' as const, output: null }),
      type: 'final',
    },
  },
});

export type ContactsChangeMachine = typeof contactsChangeMachine;

/** The pending change the code screen is about, or null. */
export const pendingChangeOf = (context: ContactsChangeContext): PendingContactChange | null =>
  context.pending[0] ?? null;

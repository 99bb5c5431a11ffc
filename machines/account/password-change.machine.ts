/**
 * Password change while logged in (§2 /portal/password-change, §5 password rules, §8 invalid-old-pass,
 * passwords-should-differ, user_locked), behind a fresh Smart-ID / Mobile-ID confirmation (README
 * "Security"):
 *
 *   editing (the generic form child)
 *     -> submitting (the shared confirmThenSubmit child: the §4 second eID confirmation, then
 *        ResetPassword with it) -> done
 *
 * - A refusal for the content (wrong old password, same password …) returns to editing with the values and
 *   the error; the confirmation is kept (the server consumes it only on success), so the next try needs no
 *   second confirmation on the phone while it is valid.
 * - `confirmation_required` (expired, already used) asks for a new confirmation.
 * - `user_locked` (the password-login lockout, 5 wrong passwords) ends in `locked`.
 * - A customer without a password (logged in only with Smart-ID / Mobile-ID; input `hasPassword: false`)
 *   creates a first one: the same flow without the current password (`mode: 'create'`).
 * Actors: `form` (the generic form machine; its submit only hands the values back) and
 * `confirmThenSubmit` (machines/step-up; provided at the composition root with qualify for 'password' and
 * ResetPassword, which rejects with a `PasswordChangeFailure`).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { validatePasswordChange } from '../../src/domain/password';
import type { StepUpConfirmation } from '../auth/auth-types';
import {
  formMachine,
  formInput,
  type FormEmitted,
  type FormErrors,
  type FormValues,
} from '../forms/form.machine';
import {
  confirmThenSubmitMachine,
  afterRefusal,
  refusalOf,
  refusalReasonOf,
  type ConfirmThenSubmitInput,
  type ConfirmThenSubmitOutput,
  type SubmitFailure,
} from '../step-up/confirm-then-submit.machine';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordValues = FormValues<PasswordField>;

export interface ChangePasswordInput {
  /** Left out when a first password is created (the customer has none). */
  oldPassword?: string;
  newPassword: string;
  confirmation: string;
}

/** Whether the customer has a password (GetContactInformation `hasPassword`); without input: true. */
export interface PasswordChangeFlowInput {
  hasPassword?: boolean;
}

/** 'change' asks for the current password; 'create' makes a first one for an eID-only customer. */
export type PasswordChangeMode = 'change' | 'create';

/** What the flow emits when it is done (`form.submitted`): whether a first password was created. */
export interface PasswordChangeOutput {
  created: boolean;
}

/** How the composition root's `changePassword` rejects: why, and the portal error to show. */
export type PasswordChangeFailure = SubmitFailure<'confirmation-required' | 'locked' | 'refused'>;

export interface PasswordChangeContext {
  mode: PasswordChangeMode;
  values: PasswordValues;
  confirmation: StepUpConfirmation | null;
  /** The last refusal (a portal error, shown by the view), or null. */
  error: unknown;
}

/** Back from the confirmation to the form (the form's and the confirmation's own events go to them). */
export type PasswordChangeEvent = { type: 'confirm.back' };

export const EMPTY_PASSWORD_VALUES: PasswordValues = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** §5: the old password is required, the new one follows the rules, differs from the old and is confirmed. */
export function validatePasswordForm(values: PasswordValues): FormErrors<PasswordField> {
  return shownErrors(validatePasswordChange(values));
}

/** §5 for a first password: the new one follows the rules and is confirmed; there is no old one. */
export function validateNewPasswordForm(values: PasswordValues): FormErrors<PasswordField> {
  return shownErrors(
    validatePasswordChange({ newPassword: values.newPassword, confirmPassword: values.confirmPassword }),
  );
}

function shownErrors(errors: ReturnType<typeof validatePasswordChange>): FormErrors<PasswordField> {
  const shown: FormErrors<PasswordField> = {};
  for (const field of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
    const code = errors[field];
    if (code) shown[field] = code;
  }
  return shown;
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    input: {} as PasswordChangeFlowInput | undefined,
    events: {} as PasswordChangeEvent,
    tags: {} as 'error' | 'success',
    /** The outcome, heard by the one navigation (src/app/navigation.ts) like a form's. */
    emitted: {} as FormEmitted,
  },
  actors: {
    /** The fields: validated on every change, errors after blur or submit (§4 Forms). */
    form: formMachine.provide({
      actors: { submit: fromPromise(async ({ input }) => input.values) },
    }),
    confirmThenSubmit: confirmThenSubmitMachine,
  },
  guards: {
    submitted: (_, params: { output: ConfirmThenSubmitOutput }) => params.output.status === 'submitted',
    locked: (_, params: { output: ConfirmThenSubmitOutput }) => refusalReasonOf(params.output) === 'locked',
  },
}).createMachine({
  id: 'passwordChange',
  description:
    'Changing the password while logged in: the form, a fresh Smart-ID / Mobile-ID confirmation, then the change.',
  context: ({ input }) => ({
    mode: input?.hasPassword === false ? 'create' : 'change',
    values: EMPTY_PASSWORD_VALUES,
    confirmation: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The customer types the old and the new password (§5 rules), or only the new one when creating a first password; nothing is sent yet.',
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) =>
          formInput<PasswordField>({
            initialValues: context.values,
            validate: context.mode === 'create' ? validateNewPasswordForm : validatePasswordForm,
          }),
        onDone: {
          target: 'submitting',
          actions: assign({ values: ({ event }) => event.output as PasswordValues, error: null }),
        },
        onError: { target: 'editing', reenter: true, actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    submitting: {
      description:
        'A fresh Smart-ID / Mobile-ID confirmation of the change (§4 Qualify; a kept one is used again), then ResetPassword with the old and new password and the confirmation.',
      invoke: {
        id: 'confirmThenSubmit',
        src: 'confirmThenSubmit',
        input: ({ context }): ConfirmThenSubmitInput<Omit<ChangePasswordInput, 'confirmation'>> => ({
          payload: {
            ...(context.mode === 'change' ? { oldPassword: context.values.oldPassword } : {}),
            newPassword: context.values.newPassword,
          },
          confirmation: context.confirmation,
        }),
        onDone: [
          {
            guard: { type: 'submitted', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: assign({ confirmation: null }),
          },
          {
            guard: { type: 'locked', params: ({ event }) => ({ output: event.output }) },
            target: 'locked',
            actions: assign({ confirmation: null, error: ({ event }) => refusalOf(event.output) }),
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
    locked: {
      description: '§8 user_locked: too many wrong passwords; the password is blocked for a while.',
      tags: ['error'],
      type: 'final',
    },
    done: {
      description: 'The password was changed; the navigation shows the success page.',
      tags: ['success'],
      entry: emit(({ context }) => ({
        type: 'form.submitted' as const,
        output: { created: context.mode === 'create' } satisfies PasswordChangeOutput,
      })),
      type: 'final',
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;

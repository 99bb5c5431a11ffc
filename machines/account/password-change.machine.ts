/**
 * Password change while logged in (§2 /portal/password-change, §5 password rules, §8 invalid-old-pass,
 * passwords-should-differ, user_locked), behind a fresh Smart-ID / Mobile-ID confirmation (README
 * "Security"):
 *
 *   editing (the generic form child) -> confirming (the qualify child: §4 second eID confirmation)
 *     -> submitting (ResetPassword with the step-up confirmation) -> done
 *
 * - A refusal for the content (wrong old password, same password …) returns to editing with the values and
 *   the error; the confirmation is kept (the server consumes it only on success), so the next try needs no
 *   second confirmation on the phone while it is valid.
 * - `confirmation_required` (expired, already used) asks for a new confirmation.
 * - `user_locked` (the password-login lockout, 5 wrong passwords) ends in `locked`.
 * Actors: `form` (the generic form machine; its submit only hands the values back), `qualify` (provided
 * at the composition root with the qualify endpoints) and `changePassword` (ResetPassword). The
 * composition root's `changePassword` rejects with a `PasswordChangeFailure`.
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
import { qualifyMachine, type QualifyConfirmedEvent } from '../auth/qualify.machine';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordValues = FormValues<PasswordField>;

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

/** How the composition root's `changePassword` rejects: why, and the portal error to show. */
export interface PasswordChangeFailure {
  reason: 'confirmation-required' | 'locked' | 'refused';
  error: unknown;
}

export interface PasswordChangeContext {
  values: PasswordValues;
  confirmation: StepUpConfirmation | null;
  /** The last refusal (a portal error, shown by the view), or null. */
  error: unknown;
  /** True when a new confirmation is asked for because the previous one expired or was used. */
  confirmationExpired: boolean;
}

export type PasswordChangeEvent = QualifyConfirmedEvent | { type: 'confirm.back' };

export const EMPTY_PASSWORD_VALUES: PasswordValues = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** §5: the old password is required, the new one follows the rules, differs from the old and is confirmed. */
export function validatePasswordForm(values: PasswordValues): FormErrors<PasswordField> {
  const errors = validatePasswordChange(values);
  const shown: FormErrors<PasswordField> = {};
  for (const field of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
    const code = errors[field];
    if (code) shown[field] = code;
  }
  return shown;
}

function reasonOf(error: unknown): PasswordChangeFailure['reason'] {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const reason = (error as { reason: unknown }).reason;
    if (reason === 'confirmation-required' || reason === 'locked') return reason;
  }
  return 'refused';
}

/** The portal error inside a failure (or the rejection itself when it is not a PasswordChangeFailure). */
function errorOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'reason' in error && 'error' in error
    ? (error as PasswordChangeFailure).error
    : error;
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    tags: {} as 'loading' | 'error' | 'success',
    /** The outcome, heard by the one navigation (src/app/navigation.ts) like a form's. */
    emitted: {} as FormEmitted,
  },
  actors: {
    /** The fields: validated on every change, errors after blur or submit (§4 Forms). */
    form: formMachine.provide({
      actors: { submit: fromPromise(async ({ input }) => input.values) },
    }),
    qualify: qualifyMachine,
    changePassword: fromPromise<void, ChangePasswordInput>(async () => {
      throw new Error('passwordChange: provide changePassword at the composition root');
    }),
  },
  guards: {
    hasConfirmation: ({ context }) => context.confirmation !== null,
    confirmationRequired: (_, params: { error: unknown }) =>
      reasonOf(params.error) === 'confirmation-required',
    locked: (_, params: { error: unknown }) => reasonOf(params.error) === 'locked',
  },
}).createMachine({
  id: 'passwordChange',
  description:
    'Changing the password while logged in: the form, a fresh Smart-ID / Mobile-ID confirmation, then the change.',
  context: {
    values: EMPTY_PASSWORD_VALUES,
    confirmation: null,
    error: null,
    confirmationExpired: false,
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The customer types the old and the new password (§5 rules); nothing is sent yet.',
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) =>
          formInput<PasswordField>({ initialValues: context.values, validate: validatePasswordForm }),
        onDone: [
          {
            guard: 'hasConfirmation',
            target: 'submitting',
            actions: assign({ values: ({ event }) => event.output as PasswordValues, error: null }),
          },
          {
            target: 'confirming',
            actions: assign({ values: ({ event }) => event.output as PasswordValues, error: null }),
          },
        ],
        onError: { target: 'editing', reenter: true, actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    confirming: {
      description:
        'A fresh Smart-ID / Mobile-ID confirmation of the change (§4 Qualify): method, control code, countdown.',
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
      description: 'ResetPassword with the old and new password and the step-up confirmation.',
      tags: ['loading'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.values.oldPassword,
          newPassword: context.values.newPassword,
          confirmation: context.confirmation?.confirmation ?? '',
        }),
        onDone: { target: 'done', actions: assign({ confirmation: null }) },
        onError: [
          {
            guard: { type: 'confirmationRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: assign({ confirmation: null, confirmationExpired: true }),
          },
          {
            guard: { type: 'locked', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: assign({ confirmation: null, error: ({ event }) => errorOf(event.error) }),
          },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => errorOf(event.error) }),
              // A failed write's §8 redirect (5xx → /error-500, deadlock/timeout → /error-timeout).
              emit(({ event }) => ({ type: 'form.failed' as const, error: errorOf(event.error) })),
            ],
          },
        ],
      },
    },
    locked: {
      description: '§8 user_locked: too many wrong passwords; the password is blocked for a while.',
      tags: ['error'],
      type: 'final',
    },
    done: {
      description: 'The password was changed; the navigation shows the success page.',
      tags: ['success'],
      entry: emit({ type: 'form.submitted' as const, output: null }),
      type: 'final',
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;

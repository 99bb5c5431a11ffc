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
 * - A customer without a password (logged in only with Smart-ID / Mobile-ID; input `hasPassword: false`)
 *   creates a first one (issue 10): the same flow without the current password (`mode: 'create'`).
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
export interface PasswordChangeFailure {
  reason: 'confirmation-required' | 'locked' | 'refused';
  error: unknown;
}

export interface PasswordChangeContext {
  mode: PasswordChangeMode;
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
    input: {} as PasswordChangeFlowInput | undefined,
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
  context: ({ input }) => ({
    mode: input?.hasPassword === false ? 'create' : 'change',
    values: EMPTY_PASSWORD_VALUES,
    confirmation: null,
    error: null,
    confirmationExpired: false,
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
          ...(context.mode === 'change' ? { oldPassword: context.values.oldPassword } : {}),
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
      entry: emit(({ context }) => ({
        type: 'form.submitted' as const,
        output: { created: context.mode === 'create' } satisfies PasswordChangeOutput,
      })),
      type: 'final',
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;

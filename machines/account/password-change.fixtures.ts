import type { MachineFixtures } from '../../tests/model/fixture-types';
import { stepUpConfirmation } from '../auth/qualify.fixtures';
import type { PasswordChangeFailure, PasswordValues, passwordChangeMachine } from './password-change.machine';

/** Values the form hands back once they follow the §5 rules. */
export const validPasswordValues: PasswordValues = {
  oldPassword: 'Pensija2026',
  newPassword: 'Pensija2027',
  confirmPassword: 'Pensija2027',
};

/** Rejections shaped like the API client's PortalApiError (`portalError`), which the views read. */
export const invalidOldPassword: PasswordChangeFailure = {
  reason: 'refused',
  error: {
    portalError: {
      kind: 'invalid-old-pass',
      status: 400,
      message: 'Wrong old password',
      code: 'invalid_old_password',
    },
  },
};
export const confirmationRequired: PasswordChangeFailure = {
  reason: 'confirmation-required',
  error: {
    portalError: {
      kind: 'confirmation-required',
      status: 403,
      message: 'Confirm',
      code: 'confirmation_required',
    },
  },
};
export const userLocked: PasswordChangeFailure = {
  reason: 'locked',
  error: { portalError: { kind: 'user-locked', status: 423, message: 'Locked', code: 'user_locked' } },
};

export const passwordChangeFixtures = {
  input: { hasPassword: true },
  events: {
    'confirm.back': [{ type: 'confirm.back' }],
  },
  actors: {
    form: { done: [validPasswordValues], error: [new Error('form crashed')] },
    // The fresh confirmation and ResetPassword (the shared child): changed, refused for the content (the
    // confirmation kept), or the password locked.
    confirmThenSubmit: {
      done: [
        { status: 'submitted', output: undefined },
        { status: 'refused', error: invalidOldPassword, confirmation: stepUpConfirmation },
        { status: 'refused', error: userLocked, confirmation: stepUpConfirmation },
      ],
      error: [new Error('confirmation crashed')],
    },
  },
} satisfies MachineFixtures<typeof passwordChangeMachine>;

/** The same flow for a customer without a password (logged in only with eID): a first password. */
export const passwordCreateFixtures = {
  ...passwordChangeFixtures,
  input: { hasPassword: false },
  actors: {
    ...passwordChangeFixtures.actors,
    // The form hands back no current password; the server has none to check.
    form: {
      done: [{ oldPassword: '', newPassword: 'Pensija2027', confirmPassword: 'Pensija2027' }],
      error: [new Error('form crashed')],
    },
    confirmThenSubmit: {
      done: [
        { status: 'submitted', output: undefined },
        { status: 'refused', error: weakPassword(), confirmation: stepUpConfirmation },
        { status: 'refused', error: userLocked, confirmation: stepUpConfirmation },
      ],
      error: [new Error('confirmation crashed')],
    },
  },
} satisfies MachineFixtures<typeof passwordChangeMachine>;

/** A refusal of the new password itself (the server's §5 check). */
function weakPassword(): PasswordChangeFailure {
  return {
    reason: 'refused',
    error: {
      portalError: { kind: 'validation', status: 400, message: 'Password does not meet requirements' },
    },
  };
}

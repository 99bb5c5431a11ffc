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
  input: undefined,
  events: {
    'qualify.confirmed': [{ type: 'qualify.confirmed', confirmation: stepUpConfirmation }],
    'confirm.back': [{ type: 'confirm.back' }],
  },
  actors: {
    form: { done: [validPasswordValues], error: [new Error('form crashed')] },
    qualify: { done: [], error: [] },
    changePassword: {
      done: [undefined],
      error: [invalidOldPassword, confirmationRequired, userLocked],
    },
  },
} satisfies MachineFixtures<typeof passwordChangeMachine>;

import type { MachineFixtures } from '../../tests/model/fixture-types';
import { stepUpConfirmation } from '../auth/qualify.fixtures';
import { clientDataUnavailable, offeredMobileId } from '../signing/confirm-then-sign.fixtures';
import type { ConfirmThenSubmitMachine, SubmitFailure } from './confirm-then-submit.machine';

/** What a change sends (any shape: the child hands it to `submit` as it is). */
export const changePayload = { newPassword: 'Pensija2027' };

/** A confirmation kept from an earlier try of the same change. */
export const keptConfirmation = {
  ...stepUpConfirmation,
  confirmation: 'k3pt-c0nf1rmat10n-00000000000000000000000',
};

/** Rejections shaped like the composition root's: why, and the portal error to show. */
export const refusedForContent: SubmitFailure = {
  reason: 'refused',
  error: { portalError: { kind: 'invalid-old-pass', status: 400, message: 'Wrong old password' } },
};
export const confirmationExpired: SubmitFailure = {
  reason: 'confirmation-required',
  error: { portalError: { kind: 'confirmation-required', status: 403, message: 'Confirm' } },
};

export const confirmThenSubmitFixtures = {
  input: { payload: changePayload, confirmation: null, required: true },
  events: {
    'qualify.confirmed': [{ type: 'qualify.confirmed', confirmation: stepUpConfirmation }],
  },
  actors: {
    qualify: { done: [], error: [] },
    submit: { done: [{ saved: true }], error: [refusedForContent, confirmationExpired] },
    // A Mobile-ID login: its method and known phone; or the client data could not be read.
    offeredMethod: { done: [offeredMobileId], error: [clientDataUnavailable] },
  },
} satisfies MachineFixtures<ConfirmThenSubmitMachine>;

/** A confirmation kept from an earlier try: the change is sent at once. */
export const confirmThenSubmitKeptFixtures = {
  ...confirmThenSubmitFixtures,
  input: { payload: changePayload, confirmation: keptConfirmation, required: true },
} satisfies MachineFixtures<ConfirmThenSubmitMachine>;

/** Nothing to confirm (an address-only contact change): sent at once, without a confirmation. */
export const confirmThenSubmitNotRequiredFixtures = {
  ...confirmThenSubmitFixtures,
  input: { payload: changePayload, confirmation: null, required: false },
} satisfies MachineFixtures<ConfirmThenSubmitMachine>;

import type { MachineFixtures } from '../../tests/model/fixture-types';
import { stepUpConfirmation } from '../auth/qualify.fixtures';
import type { ConfirmThenSignMachine, ConfirmThenSignOutput } from './confirm-then-sign.machine';
import { signedResult, signingRequest } from './signing.fixtures';

/** The kit's child crashed (a bug, never a refusal): the wizard shows the error on the step before. */
export const signCrashed = new Error('signing crashed');

/** How a wizard's `sign` child ends when its signing child crashed. */
export const signFailed: ConfirmThenSignOutput = { status: 'failed', error: signCrashed };

/** A password login: the kit confirms with eID first. */
export const confirmThenSignFixtures = {
  input: { request: signingRequest, loginProvider: 'password' },
  events: {
    'qualify.confirmed': [{ type: 'qualify.confirmed', confirmation: stepUpConfirmation }],
  },
  actors: {
    qualify: { done: [], error: [] },
    signing: {
      done: [
        {
          status: 'signed',
          documentId: signedResult.documentId,
          contractNumber: signedResult.contractNumber ?? null,
          effectiveDate: null,
        },
        { status: 'confirmation-required' },
      ],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<ConfirmThenSignMachine>;

/** A Smart-ID login: the kit signs at once. */
export const confirmThenSignEidFixtures = {
  ...confirmThenSignFixtures,
  input: { request: signingRequest, loginProvider: 'smart_id' },
} satisfies MachineFixtures<ConfirmThenSignMachine>;

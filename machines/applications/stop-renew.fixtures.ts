import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import type { PdfDocument } from '../onboarding/onboarding-types';
import type { StopRenewFacts, StopRenewMachine } from './stop-renew.machine';

/** Jonas's pillar III, contributions flowing: stopping is available. */
export const stopAvailable: StopRenewFacts = {
  contract: {
    contractNumber: '3P-2008813',
    fundName: 'Medio III pakopos pensijų fondas',
    accumulationState: 'Accumulating',
  },
  offer: { offer: 'stop', state: 'available' },
};

/** Mantas (50001018865): contributions stopped, renewing is available. */
export const renewAvailable: StopRenewFacts = {
  contract: {
    contractNumber: '3P-2012519',
    fundName: 'Tvarus III pakopos pensijų fondas',
    accumulationState: 'Stopped',
  },
  offer: { offer: 'renew', state: 'available' },
};

/** A stop application is already registered: a second one is blocked. */
export const stopBlocked: StopRenewFacts = {
  contract: stopAvailable.contract,
  offer: { offer: 'stop', state: 'blocked', status: 'registered' },
};

/** No contract in the pillar. */
export const noContract: StopRenewFacts = { contract: null, offer: null };

export const applicationPreview: PdfDocument = {
  fileName: 'prasymas-StopAccumulation-3P-2008813.pdf',
  contentBase64: 'JVBERi0xLjcK',
};

/** A refusal (409 application_already_open) and a server failure (500), as the API client rejects. */
export const alreadyOpenError = Object.assign(new Error('Conflict'), {
  portalError: { kind: 'client-error', status: 409, message: 'open', code: 'application_already_open' },
});
export const serverError = Object.assign(new Error('Server error'), {
  portalError: { kind: 'server-error', status: 500, message: 'Internal server error' },
});

export const stopRenewFixtures = {
  input: { pillar: 3, loginProvider: 'password' },
  events: {
    'incentive.understood': [
      { type: 'incentive.understood', value: true },
      { type: 'incentive.understood', value: false },
    ],
    'application.submit': [{ type: 'application.submit' }],
    'load.retry': [{ type: 'load.retry' }],
    'submit.retry': [{ type: 'submit.retry' }],
    'submit.back': [{ type: 'submit.back' }],
    'step.back': [{ type: 'step.back' }],
    'sign.begin': [{ type: 'sign.begin' }],
    'sign.back': [{ type: 'sign.back' }],
  },
  actors: {
    loadStopRenew: {
      done: [stopAvailable, renewAvailable, stopBlocked, noContract],
      error: [new Error('network')],
    },
    fetchApplicationPreview: { done: [applicationPreview], error: [alreadyOpenError, serverError] },
    sign: {
      done: [
        { status: 'signed', documentId: 901, contractNumber: '3P-2008813', effectiveDate: null },
        signFailed,
      ],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<StopRenewMachine>;

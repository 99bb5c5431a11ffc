import type { MachineFixtures } from '../../tests/model/fixture-types';
import { stepUpConfirmation } from '../auth/qualify.fixtures';
import type { ConfirmThenSignMachine, ConfirmThenSignOutput } from './confirm-then-sign.machine';
import type { OfferedMethod } from './offered-method';
import { keptSigning, signedResult, signingRequest } from './signing.fixtures';

/** The kit's child crashed (a bug, never a refusal): the wizard shows the error on the step before. */
export const signCrashed = new Error('signing crashed');

/** How a wizard's `sign` child ends when its signing child crashed. */
export const signFailed: ConfirmThenSignOutput = { status: 'failed', error: signCrashed };

/** What the client data lets a Smart-ID, password or bank login offer: Smart-ID, the known phone filled in. */
export const offeredSmartId: OfferedMethod = { provider: 'pension_smart_id', phoneNumber: '+37060000666' };
/** What a Mobile-ID login is offered: Mobile-ID with the phone it is known by. */
export const offeredMobileId: OfferedMethod = { provider: 'pension_mobile_id', phoneNumber: '+37060000666' };
/** The client data could not be read: the login's method is offered and the phone typed. */
export const clientDataUnavailable = new Error('client data unavailable');

/** The tab's storage could not be read (blocked): a new signing, as without one kept. */
export const tabStorageUnreadable = new Error('storage blocked');

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
    offeredMethod: { done: [offeredSmartId], error: [clientDataUnavailable] },
    // Nothing kept in the tab; a signing started before a reload or Back; the tab's storage unreadable.
    inFlightSigning: { done: [null, keptSigning], error: [tabStorageUnreadable] },
  },
} satisfies MachineFixtures<ConfirmThenSignMachine>;

/** A Smart-ID login: the kit signs at once. */
export const confirmThenSignEidFixtures = {
  ...confirmThenSignFixtures,
  input: { request: signingRequest, loginProvider: 'smart_id' },
} satisfies MachineFixtures<ConfirmThenSignMachine>;

/** A Mobile-ID login: the kit signs at once, offering Mobile-ID with the phone the customer is known by. */
export const confirmThenSignMobileIdFixtures = {
  ...confirmThenSignFixtures,
  input: { request: signingRequest, loginProvider: 'mobile_id' },
  actors: {
    ...confirmThenSignFixtures.actors,
    offeredMethod: { done: [offeredMobileId], error: [clientDataUnavailable] },
  },
} satisfies MachineFixtures<ConfirmThenSignMachine>;

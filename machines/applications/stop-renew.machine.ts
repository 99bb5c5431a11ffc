/**
 * Stop or renew contributions (§2 Applications: second-pillar / third-pillar, then sign-applications,
 * success, error-500-applications). One machine per visit, for one pillar:
 *
 *   loading -> form (the contract, what stopping or renewing means for the state incentive, §9)
 *           -> submitting (GetDocumentPreview: the server checks the application and answers its PDF)
 *              -> 4xx: back to the form with the reason (an open application of the kind …)
 *              -> 5xx / no answer: error-500-applications (back keeps what was chosen, or retry)
 *           -> sign-applications (preview -> the signing kit's child) -> success
 *
 * - The customer must say they understood the incentive effect before submitting (a guard); pressing
 *   "Tęsti" before that says so at the box.
 * - An open application of the kind blocks a second (GetContractActions / GetList, src/domain): the form
 *   says why and offers nothing to sign.
 * Actors (provided at src/flows/applications/stop-renew-actors.ts): loadStopRenew, fetchApplicationPreview,
 * sign (machines/signing/confirm-then-sign.machine.ts).
 */
import { and, assign, fromPromise, setup } from 'xstate';
import type { ApplicationStatusName } from '../../src/domain/applications';
import type { PdfDocument } from '../onboarding/onboarding-types';
import {
  confirmThenSignMachine,
  type ConfirmThenSignInput,
  type ConfirmThenSignOutput,
} from '../signing/confirm-then-sign.machine';
import type { LoginProvider } from '../auth/auth-types';
import { openingStates } from '../wizard/opening-states';

export type StopRenewOffer = 'stop' | 'renew';

/** What the form shows: the pillar's contract and whether it can be stopped or renewed now. */
export interface StopRenewFacts {
  contract: {
    contractNumber: string;
    fundName: string;
    accumulationState: 'Accumulating' | 'Stopped' | 'Paused';
  } | null;
  /** The offer of the contract now: available, blocked by an open application, or null (neither). */
  offer:
    | { offer: StopRenewOffer; state: 'available' }
    | { offer: StopRenewOffer; state: 'blocked'; status: ApplicationStatusName | null }
    | null;
}

/** The application sent to GetDocumentPreview and SignDocument (src/api/contract/applications.ts). */
export type StopRenewApplication =
  | { kind: 'StopAccumulation'; actionType: 'StopAccumulations'; contractNumber: string }
  | { kind: 'UpdateAccumulation'; actionType: 'RenewAccumulations'; contractNumber: string };

export interface StopRenewSigningRequest {
  application: StopRenewApplication;
}

export interface StopRenewInput {
  pillar: 2 | 3;
  loginProvider: LoginProvider | null;
}

export interface StopRenewContext {
  pillar: 2 | 3;
  loginProvider: LoginProvider | null;
  facts: StopRenewFacts | null;
  understood: boolean;
  /** "Tęsti" was pressed before the incentive effect was acknowledged: the form asks for the tick. */
  understoodMissing: boolean;
  preview: PdfDocument | null;
  /** The signed application's PDF in the documents. */
  documentId: number | null;
  error: unknown;
}

export type StopRenewEvent =
  | { type: 'incentive.understood'; value: boolean }
  | { type: 'application.submit' }
  | { type: 'load.retry' }
  | { type: 'submit.retry' }
  | { type: 'submit.back' }
  | { type: 'step.back' }
  | { type: 'sign.begin' }
  | { type: 'sign.back' };

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided (src/flows/applications/stop-renew-actors.ts)`);
}

/** A refusal the customer can act on (4xx with a reason), as opposed to a failure of the server or network. */
export function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('portalError' in error)) return false;
  const inner = (error as { portalError: unknown }).portalError;
  if (typeof inner !== 'object' || inner === null) return false;
  const status = (inner as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The application the facts lead to (stop while accumulating, renew while stopped). */
export function applicationOf(facts: StopRenewFacts | null): StopRenewApplication | null {
  if (!facts?.contract || !facts.offer) return null;
  return facts.offer.offer === 'stop'
    ? {
        kind: 'StopAccumulation',
        actionType: 'StopAccumulations',
        contractNumber: facts.contract.contractNumber,
      }
    : {
        kind: 'UpdateAccumulation',
        actionType: 'RenewAccumulations',
        contractNumber: facts.contract.contractNumber,
      };
}

export const stopRenewMachine = setup({
  types: {
    context: {} as StopRenewContext,
    events: {} as StopRenewEvent,
    input: {} as StopRenewInput,
    tags: {} as
      | 'loading'
      | 'error'
      | 'step:form'
      | 'step:sign-applications'
      | 'step:success'
      | 'step:error-500-applications',
  },
  actors: {
    loadStopRenew: fromPromise<StopRenewFacts, { pillar: 2 | 3 }>(async () => notProvided('loadStopRenew')),
    fetchApplicationPreview: fromPromise<PdfDocument, { application: StopRenewApplication }>(async () =>
      notProvided('fetchApplicationPreview'),
    ),
    sign: confirmThenSignMachine,
  },
  guards: {
    /** The contract allows it now and no application of the kind is open. */
    offerAvailable: ({ context }) => context.facts?.offer?.state === 'available',
    /** §9: the incentive effect was read and acknowledged before signing. */
    incentiveUnderstood: ({ context }) => context.understood,
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    isSigned: (_, params: { output: ConfirmThenSignOutput }) => params.output.status === 'signed',
  },
  actions: {
    storeFacts: assign((_, params: { facts: StopRenewFacts }) => ({ facts: params.facts })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'stopRenew',
  description:
    'Stop or renew contributions for one pillar: what it means for the state incentive (§9), the application PDF, signing.',
  context: ({ input }) => ({
    pillar: input.pillar,
    loginProvider: input.loginProvider,
    facts: null,
    understood: false,
    understoodMissing: false,
    preview: null,
    documentId: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...openingStates({
      description: 'Reads the pillar’s contract, its available actions and the open applications.',
      loader: 'loadStopRenew',
      input: ({ context }: { context: StopRenewContext }) => ({ pillar: context.pillar }),
      checks: [],
      open: 'form',
    }),
    form: {
      description:
        'The contract, whether contributions can be stopped or renewed now (an open application of the kind blocks a second), and what it means for the state incentive (§9), acknowledged before signing.',
      tags: ['step:form'],
      on: {
        'incentive.understood': {
          actions: assign({
            understood: ({ event }) => event.value,
            understoodMissing: ({ context, event }) => context.understoodMissing && !event.value,
          }),
        },
        'application.submit': [
          {
            guard: and(['offerAvailable', 'incentiveUnderstood']),
            target: 'submitting',
            actions: assign({ error: null, understoodMissing: false }),
          },
          // Pressed before the tick: the form stays and asks for it (the button is never disabled).
          { guard: 'offerAvailable', actions: assign({ understoodMissing: true }) },
        ],
      },
    },
    submitting: {
      description: 'GetDocumentPreview: the server checks the application and answers its PDF.',
      tags: ['loading', 'step:form'],
      invoke: {
        id: 'fetchApplicationPreview',
        src: 'fetchApplicationPreview',
        input: ({ context }) => ({ application: applicationOf(context.facts) as StopRenewApplication }),
        onDone: { target: 'sign', actions: assign({ preview: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'form',
            actions: assign({ error: ({ event }) => event.error }),
          },
          { target: 'submitFailed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    submitFailed: {
      description:
        '§8 error-500-applications: the application could not be submitted; back keeps what was chosen, or try again.',
      tags: ['error', 'step:error-500-applications'],
      on: {
        'submit.retry': { target: 'submitting', actions: assign({ error: null }) },
        'submit.back': { target: 'form', actions: assign({ error: null }) },
      },
    },
    sign: {
      description: 'sign-applications: the application PDF is read, then signed.',
      tags: ['step:sign-applications'],
      initial: 'reviewing',
      on: { 'step.back': { target: 'form' } },
      states: {
        reviewing: {
          on: { 'sign.begin': 'signing' },
        },
        signing: {
          description:
            'The signing kit (document calls): a fresh eID confirmation for a password or bank login (§4 Qualify), then SignDocument and PingSignDocument every 3 s.',
          invoke: {
            id: 'sign',
            src: 'sign',
            input: ({ context }): ConfirmThenSignInput<StopRenewSigningRequest> => ({
              request: { application: applicationOf(context.facts) as StopRenewApplication },
              loginProvider: context.loginProvider,
            }),
            onDone: [
              {
                guard: { type: 'isSigned', params: ({ event }) => ({ output: event.output }) },
                target: '#stopRenew.success',
                actions: assign({
                  documentId: ({ event }) =>
                    event.output.status === 'signed' ? event.output.documentId : null,
                }),
              },
              {
                target: 'reviewing',
                actions: assign({
                  error: ({ event }) => (event.output.status === 'failed' ? event.output.error : null),
                }),
              },
            ],
            onError: { target: 'reviewing', actions: assign({ error: ({ event }) => event.error }) },
          },
          on: { 'sign.back': 'reviewing' },
        },
      },
    },
    success: {
      description: 'Signed: the application is registered and appears in the list at once.',
      tags: ['step:success'],
      type: 'final',
    },
  },
});

export type StopRenewMachine = typeof stopRenewMachine;

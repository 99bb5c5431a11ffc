/**
 * "Confirm, then sign" (§4 Qualify, §4 Signing): the one child every wizard that signs invokes (fund change,
 * both onboardings, the applications, e-invoice agreements). A customer logged in by password or the bank
 * handover first confirms with Smart-ID / Mobile-ID (the qualify child); then the signing child signs, with
 * its 3 s pings and 10-minute window. A change to the signing rules is one edit here, not one per wizard.
 *
 *   resuming -> deciding -> confirming (qualify) -> signing (the signing machine) -> signed
 *            |           \-> signing (an eID login needs no second confirmation)
 *            \-> signing (a signing of this request started before a reload or Back: continued, not redone)
 *   signing -> confirming again when the server says the confirmation is spent or expired
 *
 * - Both screens offer the method the customer logged in with, and for Mobile-ID the phone they are known
 *   by (machines/signing/offered-method.ts): the method at once from the login, the phone once
 *   `offeredMethod` has looked it up beside the screen (when that fails, the phone is typed).
 * - The confirmation is used by one signing: the server spends it when the signing starts, so a retry
 *   after a failed signing asks for a fresh one (the signing ends with `confirmation-required`).
 * - Going back (the parent's `sign.back`) leaves this child; the parent decides where to.
 * - The output says how it ended: signed with the result, or failed (a crash of the signing child) with
 *   the error, which the parent shows on the step before.
 * - A signing of the same request started in this tab before a reload or Back, still inside its window, is
 *   continued (`inFlightSigning`): its confirmation was spent when it started, so it is not asked again.
 * Actors: `qualify` (step-up action 'signing'), `signing` (the calls of one kind), `offeredMethod` (the
 * client data) and `inFlightSigning` (the signing kept in the tab), provided by the signing kit's client side (src/kits/signing/signing-actors.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StepUpConfirmation } from '../auth/auth-types';
import { qualifyMachine, type QualifyConfirmedEvent } from '../auth/qualify.machine';
import {
  signingMachine,
  type InFlightSigning,
  type SigningInput,
  type SigningOutput,
  type SigningResultOutput,
} from './signing.machine';
import type { LoginProvider } from '../auth/auth-types';
import { loginMethodOf, type OfferedMethod } from './offered-method';
import { offeredMethodStates } from './offered-method-states';

/** Both screens look up the method to offer; the login's stays offered until then (or when that fails). */
const findingMethod = offeredMethodStates({
  fallback: 'the login’s',
  input: ({ context }: { context: ConfirmThenSignContext }) => ({ loginProvider: context.loginProvider }),
});

/** A second eID confirmation is needed unless the customer logged in with Smart-ID or Mobile-ID (§4). */
export function needsQualify(provider: LoginProvider | null): boolean {
  return provider !== 'smart_id' && provider !== 'mobile_id';
}

export interface ConfirmThenSignInput<TRequest = unknown> {
  /** What is signed: the body of the call that starts the signing (without the method or confirmation). */
  request: TRequest;
  loginProvider: LoginProvider | null;
}

export type ConfirmThenSignOutput =
  ({ status: 'signed' } & Omit<SigningResultOutput, 'status'>) | { status: 'failed'; error: unknown };

export interface ConfirmThenSignContext {
  request: unknown;
  loginProvider: LoginProvider | null;
  /** The method the confirmation and the signing offer first (the customer may choose another). */
  offered: OfferedMethod;
  confirmation: StepUpConfirmation | null;
  /** True while a fresh confirmation is asked for because the last one was spent or expired. */
  confirmationExpired: boolean;
  /** A signing of this request started before a reload or Back, to continue. */
  resume: InFlightSigning | null;
  outcome: ConfirmThenSignOutput | null;
}

export type ConfirmThenSignEvent = QualifyConfirmedEvent;

export const confirmThenSignMachine = setup({
  types: {
    context: {} as ConfirmThenSignContext,
    events: {} as ConfirmThenSignEvent,
    input: {} as ConfirmThenSignInput,
    output: {} as ConfirmThenSignOutput,
    tags: {} as 'confirming' | 'signing',
  },
  actors: {
    qualify: qualifyMachine,
    signing: signingMachine,
    /** The login's method with the customer's known Mobile-ID phone (src/kits/signing/signing-actors.ts). */
    offeredMethod: fromPromise<OfferedMethod, { loginProvider: LoginProvider | null }>(async () => {
      throw new Error('confirmThenSign: provide offeredMethod at the composition root');
    }),
    /** The signing of this request the kit kept in the tab, if any (src/kits/signing/signing-actors.ts). */
    inFlightSigning: fromPromise<InFlightSigning | null, { request: unknown }>(async () => {
      throw new Error('confirmThenSign: provide inFlightSigning at the composition root');
    }),
  },
  guards: {
    found: (_, params: { signing: InFlightSigning | null }) => params.signing !== null,
    needsConfirmation: ({ context }) => needsQualify(context.loginProvider) && context.confirmation === null,
    confirmationSpent: (_, params: { output: SigningOutput }) =>
      params.output.status === 'confirmation-required',
  },
  actions: {
    offer: assign((_, params: { method: OfferedMethod }) => ({ offered: params.method })),
  },
}).createMachine({
  id: 'confirmThenSign',
  description:
    'A second Smart-ID / Mobile-ID confirmation for password and bank logins (§4 Qualify), then the signing with its pings (§4 Signing).',
  context: ({ input }) => ({
    request: input.request,
    loginProvider: input.loginProvider,
    offered: { provider: loginMethodOf(input.loginProvider) },
    confirmation: null,
    confirmationExpired: false,
    resume: null,
    outcome: null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      description:
        'Looks for a signing of this request started in this tab before a reload or Back (still in its window): it is continued, not started again.',
      invoke: {
        id: 'inFlightSigning',
        src: 'inFlightSigning',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ signing: event.output }) },
            target: 'signing',
            actions: assign({ resume: ({ event }) => event.output }),
          },
          { target: 'deciding' },
        ],
        // Nothing kept can be read: a new signing, as without one.
        onError: { target: 'deciding' },
      },
    },
    deciding: {
      description: 'A Smart-ID or Mobile-ID login signs at once; a password or bank login confirms first.',
      always: [{ guard: 'needsConfirmation', target: 'confirming' }, { target: 'signing' }],
    },
    confirming: {
      description:
        '§4 Qualify: a fresh Smart-ID / Mobile-ID confirmation before signing (step-up action “signing”).',
      tags: ['confirming'],
      invoke: { id: 'qualify', src: 'qualify' },
      ...findingMethod,
      on: {
        'qualify.confirmed': {
          target: 'signing',
          actions: assign({ confirmation: ({ event }) => event.confirmation, confirmationExpired: false }),
        },
      },
    },
    signing: {
      description:
        'The one signing machine: method, control code, a ping every 3 s until signed; the window is 10 minutes (§9).',
      tags: ['signing'],
      ...findingMethod,
      invoke: {
        id: 'signing',
        src: 'signing',
        input: ({ context }): SigningInput => ({
          request: context.request,
          confirmation: context.confirmation?.confirmation ?? null,
          resume: context.resume,
        }),
        onDone: [
          {
            guard: { type: 'confirmationSpent', params: ({ event }) => ({ output: event.output }) },
            target: 'confirming',
            actions: assign({ confirmation: null, confirmationExpired: true, resume: null }),
          },
          {
            target: 'signed',
            actions: assign({
              outcome: ({ event }) => ({
                status: 'signed' as const,
                documentId: event.output.status === 'signed' ? event.output.documentId : null,
                contractNumber: event.output.status === 'signed' ? event.output.contractNumber : null,
                effectiveDate: event.output.status === 'signed' ? event.output.effectiveDate : null,
              }),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ outcome: ({ event }) => ({ status: 'failed' as const, error: event.error }) }),
        },
      },
    },
    signed: {
      description: 'Signed: the contract, change, application or agreement exists now.',
      type: 'final',
    },
    failed: { description: 'The signing could not go on; nothing was signed.', type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { status: 'failed', error: null },
});

export type ConfirmThenSignMachine = typeof confirmThenSignMachine;

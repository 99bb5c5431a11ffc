/**
 * "A fresh Smart-ID / Mobile-ID confirmation, then the change" (§4 Qualify; docs/security.md), written
 * once for every sensitive change: the password change, a new e-mail or phone, a new bank account.
 *
 *   deciding -> confirming (the qualify child) -> submitting (the change with the confirmation)
 *            \-> submitting (a kept confirmation, or nothing to confirm)
 *   submitting -> submitted | refused (the content: the parent shows the message) | confirming again
 * Going back to the form is the parent's event (`confirm.back`): it leaves this child.
 *
 * - The server consumes a confirmation only when the change succeeds, so a refusal for the content keeps
 *   it: the output hands it back and the parent passes it in again with the corrected values.
 * - `confirmation_required` (expired, already used) asks for a new confirmation, saying why.
 * - With `required: false` (an address-only contact change) nothing is confirmed and no confirmation sent.
 * - The confirmation offers the method the customer logged in with, and for Mobile-ID the phone they are
 *   known by (machines/signing/offered-method.ts), once `offeredMethod` has looked them up beside the
 *   screen; until then, or when that fails, it offers Smart-ID and the phone is typed.
 * Actors: `qualify` (the qualify machine, provided at the composition root for the change's step-up
 * action), `submit` (the change; it rejects with `{ reason: 'confirmation-required' | …, error }`) and
 * `offeredMethod` (the session's login method and the client data).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StepUpConfirmation } from '../auth/auth-types';
import { qualifyMachine, type QualifyConfirmedEvent } from '../auth/qualify.machine';
import type { OfferedMethod } from '../signing/offered-method';
import { offeredMethodStates } from '../signing/offered-method-states';

export interface ConfirmThenSubmitInput<TPayload = unknown> {
  /** What the change sends (the parent's values, shaped for its call). */
  payload: TPayload;
  /** A confirmation kept from an earlier try of the same change, or null. */
  confirmation: StepUpConfirmation | null;
  /** False when nothing needs confirming (then no confirmation is sent); default true. */
  required?: boolean;
}

export interface SubmitInput<TPayload = unknown> {
  payload: TPayload;
  /** The step-up confirmation; null only when none is required. */
  confirmation: string | null;
}

/** How the child ended: the parent continues from here. */
export type ConfirmThenSubmitOutput =
  | { status: 'submitted'; output: unknown }
  /** Refused for its content: `error` is the submit's rejection; the confirmation is kept for the next try. */
  | { status: 'refused'; error: unknown; confirmation: StepUpConfirmation | null };

export interface ConfirmThenSubmitContext {
  payload: unknown;
  confirmation: StepUpConfirmation | null;
  required: boolean;
  /** True while a new confirmation is asked for because the previous one expired or was used. */
  confirmationExpired: boolean;
  /** The method the confirmation offers first (the customer may choose another). */
  offered: OfferedMethod;
  outcome: ConfirmThenSubmitOutput | null;
}

export type ConfirmThenSubmitEvent = QualifyConfirmedEvent;

/**
 * How the composition root's submit actors reject: why (for the machines' guards) and the portal error
 * the views show. Every change knows 'confirmation-required' and 'refused'; some have more reasons
 * (the password's 'locked', a contact change's 'expired').
 */
export interface SubmitFailure<TReason extends string = string> {
  reason: TReason;
  error: unknown;
}

/** The reason of a submit rejection, or null when it is not a `SubmitFailure` (a crash, a network error). */
export function failureReasonOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('reason' in error)) return null;
  const reason = (error as { reason: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
}

/** The portal error inside a submit rejection (or the rejection itself when it is not a `SubmitFailure`). */
export function failureErrorOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'reason' in error && 'error' in error
    ? (error as SubmitFailure).error
    : error;
}

/** Whether a submit rejection says the confirmation is missing, expired or used. */
export function isConfirmationRequired(error: unknown): boolean {
  return failureReasonOf(error) === 'confirmation-required';
}

/** The portal error of a refused change (for the parent's message), else null. */
export function refusalOf(output: ConfirmThenSubmitOutput): unknown {
  return output.status === 'refused' ? failureErrorOf(output.error) : null;
}

/**
 * What the flow keeps after its change was refused for the content: the portal error to show and the
 * confirmation for the next try (the server consumed nothing).
 */
export function afterRefusal(output: ConfirmThenSubmitOutput): {
  error: unknown;
  confirmation: StepUpConfirmation | null;
} {
  return { error: refusalOf(output), confirmation: keptConfirmationOf(output) };
}

/** The reason of a refused change ('refused', 'locked' …), else null. */
export function refusalReasonOf(output: ConfirmThenSubmitOutput): string | null {
  return output.status === 'refused' ? failureReasonOf(output.error) : null;
}

/** The confirmation a refused change keeps for the next try (the server consumed nothing), else null. */
export function keptConfirmationOf(output: ConfirmThenSubmitOutput): StepUpConfirmation | null {
  return output.status === 'refused' ? output.confirmation : null;
}

export const confirmThenSubmitMachine = setup({
  types: {
    context: {} as ConfirmThenSubmitContext,
    events: {} as ConfirmThenSubmitEvent,
    input: {} as ConfirmThenSubmitInput,
    output: {} as ConfirmThenSubmitOutput,
    tags: {} as 'loading',
  },
  actors: {
    qualify: qualifyMachine,
    submit: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('confirmThenSubmit: provide submit at the composition root');
    }),
    offeredMethod: fromPromise<OfferedMethod>(async () => {
      throw new Error('confirmThenSubmit: provide offeredMethod at the composition root');
    }),
  },
  guards: {
    submitsAtOnce: ({ context }) => !context.required || context.confirmation !== null,
    confirmationRequired: (_, params: { error: unknown }) => isConfirmationRequired(params.error),
  },
  actions: {
    offer: assign((_, params: { method: OfferedMethod }) => ({ offered: params.method })),
  },
}).createMachine({
  id: 'confirmThenSubmit',
  description:
    'A fresh Smart-ID / Mobile-ID confirmation (§4 Qualify), then the change with it; a kept confirmation is used again.',
  context: ({ input }) => ({
    payload: input.payload,
    confirmation: input.confirmation,
    required: input.required ?? true,
    confirmationExpired: false,
    offered: { provider: 'pension_smart_id' },
    outcome: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description:
        'A confirmation kept from an earlier try (or none needed) sends the change at once; otherwise confirm first.',
      always: [{ guard: 'submitsAtOnce', target: 'submitting' }, { target: 'confirming' }],
    },
    confirming: {
      description: 'A fresh Smart-ID / Mobile-ID confirmation of the change (§4 Qualify).',
      invoke: { id: 'qualify', src: 'qualify' },
      // Without the session's method or the client data Smart-ID stays offered; the phone is typed.
      ...offeredMethodStates({ fallback: 'Smart-ID', input: () => undefined }),
      on: {
        'qualify.confirmed': {
          target: 'submitting',
          actions: assign({ confirmation: ({ event }) => event.confirmation, confirmationExpired: false }),
        },
      },
    },
    submitting: {
      description: 'The change, sent with the step-up confirmation.',
      tags: ['loading'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          payload: context.payload,
          confirmation: context.required ? (context.confirmation?.confirmation ?? null) : null,
        }),
        onDone: {
          target: 'submitted',
          actions: assign({
            outcome: ({ event }) => ({ status: 'submitted' as const, output: event.output }),
          }),
        },
        onError: [
          {
            guard: { type: 'confirmationRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: assign({ confirmation: null, confirmationExpired: true }),
          },
          {
            target: 'refused',
            actions: assign({
              outcome: ({ context, event }) => ({
                status: 'refused' as const,
                error: event.error,
                confirmation: context.confirmation,
              }),
            }),
          },
        ],
      },
    },
    submitted: { description: 'The change was made.', type: 'final' },
    refused: { description: 'The change was refused for its content.', type: 'final' },
  },
  output: ({ context }) =>
    context.outcome ?? { status: 'refused', error: null, confirmation: context.confirmation },
});

export type ConfirmThenSubmitMachine = typeof confirmThenSubmitMachine;

/**
 * Qualify (§3, §4): a second Smart-ID / Mobile-ID confirmation while authorized, before a sensitive change
 * (changing the password, the e-mail or phone, adding a bank account; docs/security.md).
 * initial -> identifying (loading -> electronicIdLoading) -> error, or back to initial (confirmed).
 *
 * The identification itself is the shared eID child (same polling, retries and 120 s window as login);
 * the composition root provides it with the qualify endpoints (/connect/qualify/initiate and /complete,
 * with the customer's bearer token and the change being confirmed). The auth server asks the logged-in
 * customer's own phone, so the start event needs no personal code (§7: otherwise the same payload).
 *
 * A confirmation is the step-up proof of the server (single use, 5 minutes). It is sent to the invoking
 * machine as `qualify.confirmed` (and emitted, for a standalone actor).
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { EidProvider, LoginErrorCode, StepUpConfirmation } from './auth-types';
import { toLoginErrorCode } from './auth-types';
import {
  createEidIdentificationMachine,
  type EidLoginOutput,
  type EidStartedEvent,
} from './eid-login.machine';

export interface QualifyContext {
  controlCode: string | null;
  expiresAt: number | null;
  error: LoginErrorCode | null;
}

/** The method the customer confirms with; Mobile-ID also needs the phone ('+370…' as typed). */
export interface QualifyStartEvent {
  type: 'qualify.start';
  provider: EidProvider;
  phoneNumber?: string;
}

export type QualifyEvent =
  QualifyStartEvent | { type: 'qualify.cancel' } | { type: 'error.dismiss' } | EidStartedEvent;

export type QualifyConfirmedEvent = { type: 'qualify.confirmed'; confirmation: StepUpConfirmation };
export type QualifyEmitted = QualifyConfirmedEvent;

/** The shared eID identification whose finalisation resolves with the step-up confirmation. */
export const qualifyIdentification = createEidIdentificationMachine<StepUpConfirmation>();

export const qualifyMachine = setup({
  types: {
    context: {} as QualifyContext,
    events: {} as QualifyEvent,
    emitted: {} as QualifyEmitted,
  },
  actors: {
    eidLogin: qualifyIdentification,
  },
  guards: {
    isConfirmed: (_, params: { output: EidLoginOutput<StepUpConfirmation> }) =>
      params.output.status === 'confirmed',
  },
  actions: {
    confirm: enqueueActions(({ enqueue, self }, params: { output: EidLoginOutput<StepUpConfirmation> }) => {
      enqueue.assign({ controlCode: null, expiresAt: null, error: null });
      if (params.output.status !== 'confirmed') return;
      const event: QualifyConfirmedEvent = { type: 'qualify.confirmed', confirmation: params.output.tokens };
      enqueue.emit(event);
      // Invoked by a flow (e.g. the password change): it continues with the confirmation.
      if (self._parent !== undefined) enqueue.sendParent(event);
    }),
    fail: assign((_, params: { error: unknown }) => ({
      controlCode: null,
      expiresAt: null,
      error: toLoginErrorCode(params.error),
    })),
  },
}).createMachine({
  id: 'qualify',
  description: 'A second electronic-ID confirmation while authorized (§4 Qualify).',
  context: { controlCode: null, expiresAt: null, error: null },
  initial: 'initial',
  states: {
    initial: {
      description: 'The customer chooses Smart-ID or Mobile-ID.',
      on: { 'qualify.start': { target: 'identifying', actions: assign({ error: null }) } },
    },
    identifying: {
      invoke: {
        id: 'eidLogin',
        src: 'eidLogin',
        // The auth server identifies the logged-in customer by the bearer token: no personal code is sent.
        input: ({ event }) => {
          const start = event as QualifyStartEvent;
          return {
            provider: start.provider,
            personalCode: '',
            ...(start.phoneNumber !== undefined ? { phoneNumber: start.phoneNumber } : {}),
          };
        },
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ output: event.output }) },
            target: 'initial',
            actions: { type: 'confirm', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'error',
            actions: {
              type: 'fail',
              params: ({ event }) => ({
                error: event.output.status === 'failed' ? event.output.error : 'unknown',
              }),
            },
          },
        ],
        onError: {
          target: 'error',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'qualify.cancel': { target: 'initial', actions: assign({ controlCode: null, expiresAt: null }) },
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'Starting the eID session.',
          tags: ['loading'],
          on: {
            'eid.started': {
              target: 'electronicIdLoading',
              actions: assign({
                controlCode: ({ event }) => event.controlCode,
                expiresAt: ({ event }) => event.expiresAt,
              }),
            },
          },
        },
        electronicIdLoading: {
          description: 'The control code and the countdown are shown until the person confirms.',
          tags: ['eid-waiting'],
        },
      },
    },
    error: {
      description: 'The confirmation failed with a §8 code.',
      tags: ['error'],
      on: {
        'error.dismiss': { target: 'initial', actions: assign({ error: null }) },
        'qualify.start': { target: 'identifying', actions: assign({ error: null }) },
      },
    },
  },
});

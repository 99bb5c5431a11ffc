/**
 * Qualify (§3, §4): a second Smart-ID / Mobile-ID confirmation while authorized, e.g. before a sensitive
 * operation. initial -> loading -> electronicIdLoading -> error, or back to initial (confirmed).
 *
 * The identification itself is the shared `eidLogin` child (same polling, retries and window as login);
 * the composition root provides it with the qualify variants of the eID actors (same payload, §7).
 * A confirmation emits `qualify.confirmed` with the fresh tokens; the app forwards them to the session
 * (`session.update`).
 */
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { AuthTokens, EidRequest, LoginErrorCode } from './auth-types';
import { toLoginErrorCode } from './auth-types';
import { eidLoginMachine, type EidLoginOutput, type EidStartedEvent } from './eid-login.machine';

export interface QualifyContext {
  controlCode: string | null;
  expiresAt: number | null;
  error: LoginErrorCode | null;
}

export type QualifyEvent =
  | ({ type: 'qualify.start' } & EidRequest)
  | { type: 'qualify.cancel' }
  | { type: 'error.dismiss' }
  | EidStartedEvent;

export type QualifyEmitted = { type: 'qualify.confirmed'; tokens: AuthTokens };

export const qualifyMachine = setup({
  types: {
    context: {} as QualifyContext,
    events: {} as QualifyEvent,
    emitted: {} as QualifyEmitted,
  },
  actors: {
    eidLogin: eidLoginMachine,
  },
  guards: {
    isConfirmed: (_, params: { output: EidLoginOutput }) => params.output.status === 'confirmed',
  },
  actions: {
    confirm: enqueueActions(({ enqueue }, params: { output: EidLoginOutput }) => {
      enqueue.assign({ controlCode: null, expiresAt: null, error: null });
      if (params.output.status === 'confirmed') {
        enqueue.emit({ type: 'qualify.confirmed', tokens: params.output.tokens });
      }
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
      on: { 'qualify.start': { target: 'identifying', actions: assign({ error: null }) } },
    },
    identifying: {
      invoke: {
        id: 'eidLogin',
        src: 'eidLogin',
        input: ({ event }) => {
          assertEvent(event, 'qualify.start');
          const { type: _type, ...request } = event;
          return request;
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

export type QualifyMachine = typeof qualifyMachine;

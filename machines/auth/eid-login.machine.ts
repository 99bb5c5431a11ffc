/**
 * One Smart-ID / Mobile-ID identification (§4 Login): initiate -> show the control code -> poll the token
 * endpoint every 3 s until the person confirms on the phone, within the 120 s window.
 *
 * Written once and invoked as a child by every flow that needs an eID confirmation: the session (`auth`,
 * login), `qualify` (a second confirmation while authorized) and registration. The parent receives
 * `eid.started` (control code and expiry, to show them) and, when this machine ends, its output:
 * `{ status: 'confirmed', tokens }` or `{ status: 'failed', error }`. Cancelling is the parent's job:
 * leaving the invoking state stops this machine and its timers.
 *
 * Actors `initiateEid` and `finalizeEid` do the I/O; they are declared here with their types and provided
 * at the composition root (`eidLoginMachine.provide({ actors: { initiateEid, finalizeEid } })`).
 *
 * The machine is generic in what finalisation resolves with (`createEidIdentificationMachine<TResult>()`):
 * tokens for login and qualify (`eidLoginMachine`), `{ status: 'registered' }` for registration. The
 * output field keeps the name `tokens` for the login flows; it holds whatever `finalizeEid` resolved with.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { EID_LOGIN_WINDOW_MS, EID_POLL_INTERVAL_MS } from '../../src/domain/constants';
import type { AuthTokens, EidRequest, LoginErrorCode } from './auth-types';
import {
  eidErrorFields,
  eidOutput,
  eidPollGuards,
  eidPollingStates,
  type EidLoginOutput,
} from './eid-polling';

export type EidInitiateInput = EidRequest;

export interface EidInitiateOutput {
  /** Four digits shown to the person. */
  controlCode: string;
  /** Handle of the pending session, exchanged by `finalizeEid`. */
  token: string;
  /** When the session was started (ms since epoch, read by the actor); the window ends 120 s later. */
  startedAt: number;
}

export interface EidFinalizeInput {
  token: string;
}

/** `finalizeEid` resolves with tokens once confirmed; it rejects with `authorization_pending` until then. */
export type EidFinalizeOutput = AuthTokens;

export type { EidLoginOutput } from './eid-polling';

/** Sent to the parent once the control code is known. */
export interface EidStartedEvent {
  type: 'eid.started';
  controlCode: string;
  /** End of the 120 s window (ms since epoch): the view counts down to it. */
  expiresAt: number;
}

export interface EidLoginContext<TResult = AuthTokens> {
  request: EidRequest;
  controlCode: string | null;
  token: string | null;
  expiresAt: number | null;
  /** Finalisation errors other than authorization_pending so far. */
  retries: number;
  error: LoginErrorCode | null;
  /** §8 IP ban: until when the address is blocked (ISO), when the server said. */
  blockedUntil?: string;
  /** What finalisation resolved with (tokens for login). */
  tokens: TResult | null;
}

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided: use machine.provide({ actors })`);
}

/** The eID identification for a flow whose finalisation resolves with `TResult`. */
export function createEidIdentificationMachine<TResult>() {
  return setup({
    types: {
      context: {} as EidLoginContext<TResult>,
      input: {} as EidRequest,
      output: {} as EidLoginOutput<TResult>,
    },
    actors: {
      initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(async () => notProvided('initiateEid')),
      finalizeEid: fromPromise<TResult, EidFinalizeInput>(async () => notProvided('finalizeEid')),
    },
    delays: {
      pollInterval: EID_POLL_INTERVAL_MS,
      loginWindow: EID_LOGIN_WINDOW_MS,
    },
    guards: eidPollGuards,
    actions: {
      /** Tells the invoking machine the control code; a standalone actor (tests, stories) has no parent. */
      notifyParent: enqueueActions(({ context, enqueue, self }) => {
        if (self._parent === undefined || context.controlCode === null || context.expiresAt === null) return;
        enqueue.sendParent({
          type: 'eid.started',
          controlCode: context.controlCode,
          expiresAt: context.expiresAt,
        });
      }),
      storeError: assign((_, params: { error: unknown }) => eidErrorFields(params.error)),
      storeTokens: assign((_, params: { tokens: TResult }) => ({ tokens: params.tokens })),
      countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    },
  }).createMachine({
    id: 'eidLogin',
    description: 'One Smart-ID / Mobile-ID identification: control code, polling every 3 s, a 120 s window.',
    context: ({ input }) => ({
      request: input,
      controlCode: null,
      token: null,
      expiresAt: null,
      retries: 0,
      error: null,
      tokens: null,
    }),
    initial: 'initiating',
    states: {
      initiating: {
        description: 'Asks the auth server to start the session (/connect/eid/initiate).',
        tags: ['loading'],
        invoke: {
          id: 'initiateEid',
          src: 'initiateEid',
          input: ({ context }) => context.request,
          onDone: {
            target: 'awaitingConfirmation',
            actions: [
              assign({
                controlCode: ({ event }) => event.output.controlCode,
                token: ({ event }) => event.output.token,
                expiresAt: ({ event }) => event.output.startedAt + EID_LOGIN_WINDOW_MS,
              }),
              'notifyParent',
            ],
          },
          onError: {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      awaitingConfirmation: {
        description:
          'The control code and a countdown are shown until the person confirms on the phone. The window is 120 s; then session_expired.',
        tags: ['eid-waiting'],
        initial: 'waiting',
        after: {
          loginWindow: { target: 'failed', actions: assign({ error: 'session_expired' }) },
        },
        states: eidPollingStates<TResult>('eidLogin', {
          waiting: 'Polling interval: 3 s between two finalisation requests.',
          polling:
            'Tries to finalise (/connect/token, grant eid_token). authorization_pending keeps polling silently; transient errors are retried up to 10 times; a definitive §8 answer ends the login.',
        }),
      },
      confirmed: {
        description: 'The person confirmed: tokens received.',
        type: 'final',
      },
      failed: {
        description: 'The identification ended with a §8 error code.',
        type: 'final',
      },
    },
    output: ({ context }) => eidOutput(context),
  });
}

/** Login and qualify: finalisation resolves with the token set. */
export const eidLoginMachine = createEidIdentificationMachine<EidFinalizeOutput>();

/**
 * Loading one piece of data (§3 "Async loading states: Init, Pending, Loaded, Failed, Timeout, NoContent"; §8
 * "A load-failure screen shows a title, a description and a retry button").
 *
 *   init -> pending -> loaded | noContent | failed | timeout;  failed/timeout -> (retry) pending;
 *   loaded/noContent -> (refresh) pending
 *
 * The `fetch` actor does the I/O and is provided by the data cache at the composition root; it resolves with
 * the data, or with `null` for "no content" (HTTP 204), and rejects with a portal error (src/api/errors.ts),
 * whose `kind` tells a timeout from any other failure.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface LoadContext {
  data: unknown;
  error: unknown;
  /** How many times the data was requested (first load, retries, refreshes). */
  attempts: number;
}

export type LoadEvent = { type: 'load.start' } | { type: 'load.retry' } | { type: 'load.refresh' };

/** The spec's names of the states, for views and analysts. */
export const ASYNC_STATE_OF = {
  init: 'Init',
  pending: 'Pending',
  loaded: 'Loaded',
  failed: 'Failed',
  timeout: 'Timeout',
  noContent: 'NoContent',
} as const;

/** A rejection is a timeout when its portal error says so (408, 'timeout', or a deadlock/timeout 5xx). */
export function isTimeoutError(error: unknown): boolean {
  const portal =
    typeof error === 'object' && error !== null && 'portalError' in error
      ? (error as { portalError: unknown }).portalError
      : error;
  if (typeof portal !== 'object' || portal === null || !('kind' in portal)) return false;
  const kind = (portal as { kind: unknown }).kind;
  return kind === 'timeout' || kind === 'timeout-error';
}

export const loadMachine = setup({
  types: {
    context: {} as LoadContext,
    events: {} as LoadEvent,
    tags: {} as 'loading' | 'settled' | 'error',
  },
  actors: {
    /** Fetches the data: resolves with it, or null for no content; rejects with a portal error. */
    fetch: fromPromise<unknown, void>(async () => {
      throw new Error("Actor 'fetch' is not provided: use loadMachine.provide({ actors: { fetch } })");
    }),
  },
  guards: {
    isNoContent: (_, params: { output: unknown }) => params.output === null || params.output === undefined,
    isTimeout: (_, params: { error: unknown }) => isTimeoutError(params.error),
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1, error: null }),
  },
}).createMachine({
  id: 'load',
  description: 'One data request with the async loading states of §3 and a retry after failure (§8).',
  context: { data: null, error: null, attempts: 0 },
  initial: 'init',
  states: {
    init: {
      description: 'Init: nothing requested yet.',
      on: { 'load.start': 'pending' },
    },
    pending: {
      description: 'Pending: the request is under way; the screen shows a loader.',
      tags: ['loading'],
      entry: 'countAttempt',
      invoke: {
        id: 'fetch',
        src: 'fetch',
        onDone: [
          {
            guard: { type: 'isNoContent', params: ({ event }) => ({ output: event.output }) },
            target: 'noContent',
            actions: assign({ data: null }),
          },
          { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isTimeout', params: ({ event }) => ({ error: event.error }) },
            target: 'timeout',
            actions: assign({ error: ({ event }) => event.error }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    loaded: {
      description: 'Loaded: the data is shown.',
      tags: ['settled'],
      on: { 'load.refresh': 'pending' },
    },
    noContent: {
      description: 'NoContent: the server has nothing yet (HTTP 204); the screen says so.',
      tags: ['settled'],
      on: { 'load.refresh': 'pending' },
    },
    failed: {
      description: 'Failed: the load-failure screen with a title, a description and a retry button.',
      tags: ['settled', 'error'],
      on: { 'load.retry': 'pending' },
    },
    timeout: {
      description: 'Timeout: like Failed, and the description asks to try again in 5 minutes.',
      tags: ['settled', 'error'],
      on: { 'load.retry': 'pending' },
    },
  },
});

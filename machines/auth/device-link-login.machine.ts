/**
 * A Smart-ID device-link login (the QR code on a computer, "open Smart-ID" on a phone): the person is not
 * known until they confirm in the app, so no personal code is asked.
 *
 *   initiating -> showing -> confirmed | failed
 *
 * While showing, the child `linkRefresher` (./device-link-refresher.ts) has the server rebuild the QR's
 * link every second and reports `deviceLink.fresh` with the new links, or `deviceLink.stale` once the
 * links on screen are 3 s old (SK's rule: no older QR is ever shown); meanwhile the machine polls the
 * token endpoint every 3 s (grant eid_token, as a notification login) within the 120 s window.
 *
 * Invoked by the session machine (`auth`), which shows what this machine tells it (`deviceLink.links`,
 * `deviceLink.stale`) and takes its output like the notification login's: `{ status: 'confirmed',
 * tokens }` or `{ status: 'failed', error }`. Leaving the invoking state stops it and its timers.
 *
 * The I/O actors `initiateDeviceLink`, `linkRefresher` and `finalizeEid` are provided at the composition
 * root.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { EID_LOGIN_WINDOW_MS, EID_POLL_INTERVAL_MS } from '../../src/domain/constants';
import type { AuthTokens, LoginErrorCode } from './auth-types';
import type { EidFinalizeInput } from './eid-login.machine';
import {
  eidErrorFields,
  eidOutput,
  eidPollGuards,
  eidPollingStates,
  type EidLoginOutput,
} from './eid-polling';

/** The language of SK's fallback page behind the links (the portal's language). */
export interface DeviceLinkInput {
  lang: 'lit' | 'eng';
}

export interface DeviceLinks {
  /** The QR code's content now. */
  qr: string;
  /** The link a phone opens (the Smart-ID app, then back to the portal). */
  web2app: string;
}

export interface DeviceLinkInitiateOutput extends DeviceLinks {
  /** Handle of the pending session, polled by `finalizeEid`. */
  token: string;
  /** When the session was started (ms since epoch, read by the actor); the window ends 120 s later. */
  startedAt: number;
}

export interface DeviceLinkRefreshInput {
  token: string;
  lang: 'lit' | 'eng';
}

/** Sent to the parent with every fresh pair of links. */
export interface DeviceLinkLinksEvent extends DeviceLinks {
  type: 'deviceLink.links';
  /** End of the 120 s window (ms since epoch). */
  expiresAt: number;
}

/** Sent to the parent when the QR could not be refreshed in time: hide it until the next fresh one. */
export interface DeviceLinkStaleEvent {
  type: 'deviceLink.stale';
}

/** From the link refresher. */
export type DeviceLinkRefresherEvent =
  ({ type: 'deviceLink.fresh' } & DeviceLinks) | { type: 'deviceLink.stale' };

export interface DeviceLinkLoginContext {
  lang: 'lit' | 'eng';
  token: string | null;
  links: DeviceLinks | null;
  /** False once the links on screen are too old to show (the QR is hidden until fresh ones come). */
  linksFresh: boolean;
  expiresAt: number | null;
  retries: number;
  error: LoginErrorCode | null;
  blockedUntil?: string;
  tokens: AuthTokens | null;
}

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided: use machine.provide({ actors })`);
}

export const deviceLinkLoginMachine = setup({
  types: {
    context: {} as DeviceLinkLoginContext,
    input: {} as DeviceLinkInput,
    events: {} as DeviceLinkRefresherEvent,
    output: {} as EidLoginOutput,
  },
  actors: {
    initiateDeviceLink: fromPromise<DeviceLinkInitiateOutput, DeviceLinkInput>(async () =>
      notProvided('initiateDeviceLink'),
    ),
    /** Rebuilds the links every second and reports fresh or stale ones (createLinkRefresher). */
    linkRefresher: fromCallback<DeviceLinkRefresherEvent, DeviceLinkRefreshInput>(() =>
      notProvided('linkRefresher'),
    ),
    finalizeEid: fromPromise<AuthTokens, EidFinalizeInput>(async () => notProvided('finalizeEid')),
  },
  delays: {
    pollInterval: EID_POLL_INTERVAL_MS,
    loginWindow: EID_LOGIN_WINDOW_MS,
  },
  guards: eidPollGuards,
  actions: {
    /** Tells the invoking machine the fresh links; a standalone actor (tests, stories) has no parent. */
    notifyLinks: enqueueActions(({ context, enqueue, self }) => {
      if (self._parent === undefined || context.links === null || context.expiresAt === null) return;
      enqueue.sendParent({
        type: 'deviceLink.links',
        ...context.links,
        expiresAt: context.expiresAt,
      } satisfies DeviceLinkLinksEvent);
    }),
    notifyStale: enqueueActions(({ enqueue, self }) => {
      if (self._parent === undefined) return;
      enqueue.sendParent({ type: 'deviceLink.stale' } satisfies DeviceLinkStaleEvent);
    }),
    storeError: assign((_, params: { error: unknown }) => eidErrorFields(params.error)),
    storeTokens: assign((_, params: { tokens: AuthTokens }) => ({ tokens: params.tokens })),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
  },
}).createMachine({
  id: 'deviceLinkLogin',
  description: 'Smart-ID QR / Web2App: fresh links, polling every 3 s, 120 s.',
  context: ({ input }) => ({
    lang: input.lang,
    token: null,
    links: null,
    linksFresh: false,
    expiresAt: null,
    retries: 0,
    error: null,
    tokens: null,
  }),
  initial: 'initiating',
  states: {
    initiating: {
      description: 'Starts an anonymous session (device-link/initiate).',
      tags: ['loading'],
      invoke: {
        id: 'initiateDeviceLink',
        src: 'initiateDeviceLink',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: {
          target: 'showing',
          actions: [
            assign({
              token: ({ event }) => event.output.token,
              links: ({ event }) => ({ qr: event.output.qr, web2app: event.output.web2app }),
              linksFresh: true,
              expiresAt: ({ event }) => event.output.startedAt + EID_LOGIN_WINDOW_MS,
            }),
            'notifyLinks',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showing: {
      description: 'QR code and phone link shown until confirmed.',
      tags: ['eid-waiting'],
      invoke: {
        id: 'linkRefresher',
        src: 'linkRefresher',
        input: ({ context }) => ({ token: context.token ?? '', lang: context.lang }),
      },
      after: {
        loginWindow: { target: 'failed', actions: assign({ error: 'session_expired' }) },
      },
      on: {
        'deviceLink.fresh': {
          actions: [
            assign({
              links: ({ event }) => ({ qr: event.qr, web2app: event.web2app }),
              linksFresh: true,
            }),
            'notifyLinks',
          ],
        },
        'deviceLink.stale': { actions: [assign({ linksFresh: false }), 'notifyStale'] },
      },
      initial: 'waiting',
      states: eidPollingStates<AuthTokens>('deviceLinkLogin', {
        waiting: '3 s between two polls.',
        polling: 'grant eid_token: pending polls again; 10 retries; §8 ends.',
      }),
    },
    confirmed: {
      description: 'Confirmed: tokens received.',
      type: 'final',
    },
    failed: {
      description: 'Ended with a §8 error code.',
      type: 'final',
    },
  },
  output: ({ context }) => eidOutput(context),
});

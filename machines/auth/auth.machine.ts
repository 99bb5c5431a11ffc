/**
 * The session (§3 Auth session, §4 Login): one long-lived actor created at start-up, outside React.
 *
 *   unauthorized -> restoring (at start-up, with a stored refresh token) -> authorized | unauthorized
 *   unauthorized -> loading.password | loading.bankToken -> authorized | unauthorized.failed / bankLoginFailed
 *   unauthorized -> electronicIdLoading (child `eidLogin`) -> authorized | unauthorized.failed
 *   unauthorized -> deviceLinkLoading (child `deviceLinkLogin`: Smart-ID QR / Web2App) -> authorized | failed
 *   unauthorized -> loading.deviceLinkCallback (the Smart-ID app came back to this browser) -> authorized | failed
 *   authorized: refresh 2 min before expiry; inactivity child (10 min, warning at 5); logout -> loggingOut
 *
 * I/O actors (`passwordLogin`, `exchangeSbToken`, `refreshTokens`, `revokeToken`, and the eID actors of the
 * `eidLogin` child) are declared here and provided at the composition root. Persistence and cache clearing
 * are the app's reaction to the emitted events `session.tokens` and `session.ended`; where the app goes
 * after a login (the return URL, /error-sb, the no-contract page) is its reaction to `session.tokens` and
 * `login.failed` in src/app/navigation.ts.
 */
import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { ACCESS_TOKEN_REFRESH_LEAD_MS } from '../../src/domain/constants';
import { loginProviderOf } from '../../src/api/contract/auth-codes';
import {
  blockedUntilOf,
  toLoginErrorCode,
  type AuthTokens,
  type EidRequest,
  type LoginError,
  type LoginProvider,
} from './auth-types';
import {
  deviceLinkLoginMachine,
  type DeviceLinkLinksEvent,
  type DeviceLinkStaleEvent,
} from './device-link-login.machine';
import { eidLoginMachine, type EidLoginOutput, type EidStartedEvent } from './eid-login.machine';
import { inactivityMachine } from './inactivity.machine';

export interface PasswordLoginInput {
  /** Trimmed (§7). */
  username: string;
  password: string;
}
export interface SbTokenInput {
  token: string;
}
export interface RefreshTokensInput {
  refreshToken: string;
}
export interface RevokeTokenInput {
  refreshToken: string;
}

/** The query of the callback URL the Smart-ID app opened (Web2App), posted with the browser's binding cookie. */
export interface DeviceLinkCallbackInput {
  value: string;
  sessionSecretDigest: string;
  userChallengeVerifier: string;
}

/** The Smart-ID QR / Web2App links on screen. */
export interface DeviceLinkView {
  qr: string;
  web2app: string;
  /** End of the 120 s window (ms since epoch). */
  expiresAt: number;
  /** False while the links are too old to show (the QR is hidden until fresh ones come). */
  fresh: boolean;
}

export interface AuthInput {
  /** A refresh token kept from an earlier page load (see the report: sessionStorage). */
  refreshToken?: string | null;
}

/** Why the last session ended (for a message on the login page). */
export type SignedOutReason = 'user' | 'inactivity' | 'refresh_failed' | 'restore_failed';

export interface AuthContext {
  /** Provider of the login in progress, or of the current session; null after a restore. */
  provider: LoginProvider | null;
  /** §3 "Unauthorized may carry an error with code and provider". */
  error: LoginError | null;
  /** eID: the four digits to compare on the phone. */
  controlCode: string | null;
  /** eID: end of the 120 s window (ms since epoch). */
  expiresAt: number | null;
  /** Smart-ID QR / Web2App: the links on screen. */
  deviceLink: DeviceLinkView | null;
  tokens: AuthTokens | null;
  /** Refresh token handed in at start-up, used once by `restoring`. */
  storedRefreshToken: string | null;
  signedOutReason: SignedOutReason | null;
}

export type AuthEvent =
  | { type: 'login.password'; username: string; password: string }
  | ({ type: 'login.eid' } & EidRequest)
  /** Smart-ID without a personal code: a QR code on this screen, or the app on this phone (Web2App). */
  | { type: 'login.deviceLink'; lang: 'lit' | 'eng' }
  /** The Smart-ID app came back to the callback route (Web2App); the query is removed from the URL first. */
  | ({ type: 'login.deviceLinkCallback' } & DeviceLinkCallbackInput)
  /** From the `deviceLinkLogin` child: fresh links, or the ones on screen are too old. */
  | DeviceLinkLinksEvent
  | DeviceLinkStaleEvent
  /** The bank portal's handover token (route /login/sb/:token, removed from the URL before sending). */
  | { type: 'login.sbToken'; token: string }
  /** From the `eidLogin` child: the control code is known. */
  | EidStartedEvent
  | { type: 'eid.cancel' }
  /** Clears the login error; sent when leaving /error-sb (and when a login error is closed). */
  | { type: 'error.dismiss' }
  /** Closes the login page's message about why the last session ended (logout, inactivity …). */
  | { type: 'notice.dismiss' }
  | { type: 'session.logout' }
  /** Activity in this or another tab, forwarded to the inactivity child. */
  | { type: 'session.activity'; at: number }
  /** "Extend session" in the inactivity warning. */
  | { type: 'session.extend'; at: number }
  /** New tokens obtained outside the session actor (e.g. by `qualify`). */
  | { type: 'session.update'; tokens: AuthTokens }
  /**
   * The API refused the access token (401): the session may have ended elsewhere (a logout in another
   * tab, a password reset). A refresh tells: refused, the session ends; granted, it goes on.
   */
  | { type: 'session.refused' };

export type AuthEmitted =
  /** Persist `tokens.refreshToken` (never the access token in localStorage). */
  | { type: 'session.tokens'; tokens: AuthTokens }
  /** Forget the stored refresh token and clear every cached query. */
  | { type: 'session.ended'; reason: SignedOutReason }
  /** A login (or a refresh) ended with a §8 error; the app decides where that leads (/error-sb …). */
  | { type: 'login.failed'; error: LoginError };

function notProvided(name: string): never {
  throw new Error(`Actor '${name}' is not provided: use machine.provide({ actors })`);
}

/** An identification's tokens (the guard before it has checked the status; the fallback satisfies the type). */
const identifiedTokens = ({
  event,
  context,
}: {
  event: { output: EidLoginOutput };
  context: AuthContext;
}) => ({
  tokens: event.output.status === 'confirmed' ? event.output.tokens : (context.tokens as AuthTokens),
});

/** An identification's §8 code, with the end of an IP ban when the server said it. */
const identificationError = ({ event }: { event: { output: EidLoginOutput } }) => ({
  error:
    event.output.status === 'failed'
      ? event.output.blockedUntil
        ? { code: event.output.error, blockedUntil: event.output.blockedUntil }
        : event.output.error
      : 'unknown',
});

/** A login of `provider` begins in `target`. */
const startsLogin = <const TTarget extends string>(target: TTarget, provider: LoginProvider) => ({
  target,
  actions: { type: 'startLogin' as const, params: { provider } },
});

/** A login that received its tokens: authorized, and the tokens are kept. */
const tokensReceived = {
  target: '#auth.authorized',
  actions: [
    {
      type: 'storeTokens' as const,
      params: ({ event }: { event: { output: AuthTokens } }) => ({ tokens: event.output }),
    },
    'emitTokens' as const,
  ],
};

/** A login that failed: its error is kept and shown by `target`. */
const failedTo = <const TTarget extends string>(target: TTarget) => ({
  target,
  actions: {
    type: 'storeError' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
});

/** How an identification (notification or device link) ends: authorized with its tokens, or failed. */
const identificationEnds = {
  onDone: [
    {
      guard: {
        type: 'isEidConfirmed' as const,
        params: ({ event }: { event: { output: EidLoginOutput } }) => ({ output: event.output }),
      },
      target: '#auth.authorized',
      actions: [{ type: 'storeTokens' as const, params: identifiedTokens }, 'emitTokens' as const],
    },
    {
      target: '#auth.unauthorized.failed',
      actions: { type: 'storeError' as const, params: identificationError },
    },
  ],
  onError: failedTo('#auth.unauthorized.failed'),
};

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    passwordLogin: fromPromise<AuthTokens, PasswordLoginInput>(async () => notProvided('passwordLogin')),
    exchangeSbToken: fromPromise<AuthTokens, SbTokenInput>(async () => notProvided('exchangeSbToken')),
    refreshTokens: fromPromise<AuthTokens, RefreshTokensInput>(async () => notProvided('refreshTokens')),
    revokeToken: fromPromise<void, RevokeTokenInput>(async () => notProvided('revokeToken')),
    eidLogin: eidLoginMachine,
    deviceLinkLogin: deviceLinkLoginMachine,
    deviceLinkCallback: fromPromise<AuthTokens, DeviceLinkCallbackInput>(async () =>
      notProvided('deviceLinkCallback'),
    ),
    inactivity: inactivityMachine,
  },
  delays: {
    /** Until 2 min before the access token expires (read from the token's lifetime). */
    refreshLead: ({ context }) =>
      Math.max(0, (context.tokens?.expiresIn ?? 0) * 1000 - ACCESS_TOKEN_REFRESH_LEAD_MS),
  },
  guards: {
    hasStoredRefreshToken: ({ context }) => Boolean(context.storedRefreshToken),
    isEidConfirmed: (_, params: { output: EidLoginOutput }) => params.output.status === 'confirmed',
  },
  actions: {
    startLogin: assign((_, params: { provider: LoginProvider }) => ({
      provider: params.provider,
      error: null,
      controlCode: null,
      expiresAt: null,
      deviceLink: null,
      signedOutReason: null,
    })),
    storeTokens: assign({
      tokens: (_, params: { tokens: AuthTokens }) => params.tokens,
      storedRefreshToken: null,
      controlCode: null,
      expiresAt: null,
      deviceLink: null,
      error: null,
    }),
    emitTokens: enqueueActions(({ context, enqueue }) => {
      if (context.tokens) enqueue.emit({ type: 'session.tokens', tokens: context.tokens });
    }),
    storeError: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const blockedUntil = blockedUntilOf(params.error);
      const error: LoginError = {
        code: toLoginErrorCode(params.error),
        provider: context.provider ?? 'password',
        ...(blockedUntil ? { blockedUntil } : {}),
      };
      enqueue.assign({ error, controlCode: null, expiresAt: null, deviceLink: null });
      enqueue.emit({ type: 'login.failed', error });
    }),
    endSession: enqueueActions(({ enqueue }, params: { reason: SignedOutReason }) => {
      enqueue.assign({ tokens: null, storedRefreshToken: null, signedOutReason: params.reason });
      enqueue.emit({ type: 'session.ended', reason: params.reason });
    }),
  },
}).createMachine({
  id: 'auth',
  description: 'The auth session (§3): unauthorized, loading, electronic-id-loading, authorized.',
  context: ({ input }) => ({
    provider: null,
    error: null,
    controlCode: null,
    expiresAt: null,
    deviceLink: null,
    tokens: null,
    storedRefreshToken: input.refreshToken ?? null,
    signedOutReason: null,
  }),
  initial: 'unauthorized',
  states: {
    restoring: {
      description: 'Exchanges the stored refresh token; on failure the login page is shown without an error.',
      tags: ['loading'],
      invoke: {
        id: 'restoreTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.storedRefreshToken ?? '' }),
        onDone: tokensReceived,
        onError: {
          target: 'unauthorized',
          actions: { type: 'endSession', params: { reason: 'restore_failed' } },
        },
      },
    },
    unauthorized: {
      description: 'Not logged in; may carry an error with code and provider (§3).',
      initial: 'signedOut',
      on: {
        'notice.dismiss': { actions: assign({ signedOutReason: null }) },
        'login.password': startsLogin('loading.password', 'password'),
        'login.sbToken': startsLogin('loading.bankToken', 'sb'),
        'login.eid': {
          target: 'electronicIdLoading',
          actions: {
            type: 'startLogin',
            params: ({ event }) => ({ provider: loginProviderOf(event.provider) }),
          },
        },
        'login.deviceLink': startsLogin('deviceLinkLoading', 'smart_id'),
        'login.deviceLinkCallback': startsLogin('loading.deviceLinkCallback', 'smart_id'),
      },
      states: {
        signedOut: {
          description:
            'The login page. At start-up, a refresh token kept from an earlier page load restores the session.',
          always: { guard: 'hasStoredRefreshToken', target: '#auth.restoring' },
        },
        failed: {
          description: 'A login error is shown (§8) on the login page.',
          tags: ['error'],
          on: { 'error.dismiss': { target: 'signedOut', actions: assign({ error: null }) } },
        },
        bankLoginFailed: {
          description: 'The bank-portal login failed: the app shows /error-sb; leaving it resets this state.',
          tags: ['error', 'error-sb'],
          on: { 'error.dismiss': { target: 'signedOut', actions: assign({ error: null }) } },
        },
      },
    },
    loading: {
      description: 'Password login, or the bank-portal token being exchanged.',
      tags: ['loading'],
      // Always entered through one of its children; `initial` only satisfies the compound-state rule.
      initial: 'password',
      states: {
        password: {
          invoke: {
            id: 'passwordLogin',
            src: 'passwordLogin',
            input: ({ event }) => {
              assertEvent(event, 'login.password');
              return { username: event.username.trim(), password: event.password };
            },
            onDone: tokensReceived,
            onError: failedTo('#auth.unauthorized.failed'),
          },
        },
        bankToken: {
          description:
            'The token from the bank login, removed from the URL, finalises the login (single use).',
          invoke: {
            id: 'exchangeSbToken',
            src: 'exchangeSbToken',
            input: ({ event }) => {
              assertEvent(event, 'login.sbToken');
              return { token: event.token };
            },
            onDone: tokensReceived,
            onError: failedTo('#auth.unauthorized.bankLoginFailed'),
          },
        },
        deviceLinkCallback: {
          description: 'The Smart-ID app came back: its query finishes the login (single use).',
          invoke: {
            id: 'deviceLinkCallback',
            src: 'deviceLinkCallback',
            input: ({ event }) => {
              assertEvent(event, 'login.deviceLinkCallback');
              const { type: _type, ...query } = event;
              return query;
            },
            onDone: tokensReceived,
            onError: failedTo('#auth.unauthorized.failed'),
          },
        },
      },
    },
    electronicIdLoading: {
      description: 'Smart-ID / Mobile-ID: the control code and a countdown in seconds until expiry (§4).',
      tags: ['eid'],
      invoke: {
        id: 'eidLogin',
        src: 'eidLogin',
        input: ({ event }) => {
          assertEvent(event, 'login.eid');
          const { type: _type, ...request } = event;
          return request;
        },
        ...identificationEnds,
      },
      on: {
        'eid.cancel': {
          target: 'unauthorized.signedOut',
          actions: assign({ controlCode: null, expiresAt: null }),
        },
      },
      initial: 'starting',
      states: {
        starting: {
          description: 'Starting the eID session; the control code is not known yet.',
          tags: ['loading'],
          on: {
            'eid.started': {
              target: 'awaitingConfirmation',
              actions: assign({
                controlCode: ({ event }) => event.controlCode,
                expiresAt: ({ event }) => event.expiresAt,
              }),
            },
          },
        },
        awaitingConfirmation: {
          description: 'The control code is shown; the person confirms it on the phone.',
          tags: ['eid-waiting'],
        },
      },
    },
    deviceLinkLoading: {
      description: 'Smart-ID by QR code or the app on this phone (120 s).',
      tags: ['device-link'],
      invoke: {
        id: 'deviceLinkLogin',
        src: 'deviceLinkLogin',
        input: ({ event }) => {
          assertEvent(event, 'login.deviceLink');
          return { lang: event.lang };
        },
        ...identificationEnds,
      },
      on: {
        'eid.cancel': { target: 'unauthorized.signedOut', actions: assign({ deviceLink: null }) },
        'deviceLink.links': {
          actions: assign({
            deviceLink: ({ event }) => ({
              qr: event.qr,
              web2app: event.web2app,
              expiresAt: event.expiresAt,
              fresh: true,
            }),
          }),
        },
        'deviceLink.stale': {
          actions: assign({
            deviceLink: ({ context }) =>
              context.deviceLink ? { ...context.deviceLink, fresh: false } : null,
          }),
        },
      },
    },
    authorized: {
      description: 'Logged in: access token refreshed 2 min before expiry; 10 min inactivity logs out.',
      tags: ['authorized'],
      invoke: {
        id: 'inactivity',
        src: 'inactivity',
        input: ({ context }) => ({ startedAt: context.tokens?.issuedAt ?? 0 }),
        onDone: {
          target: 'loggingOut',
          actions: assign({ signedOutReason: 'inactivity' }),
        },
        onError: {
          target: 'loggingOut',
          actions: assign({ signedOutReason: 'inactivity' }),
        },
      },
      on: {
        'session.logout': { target: 'loggingOut', actions: assign({ signedOutReason: 'user' }) },
        'session.activity': {
          actions: sendTo('inactivity', ({ event }) => ({ type: 'activity' as const, at: event.at })),
        },
        'session.extend': {
          actions: sendTo('inactivity', ({ event }) => ({ type: 'session.extend' as const, at: event.at })),
        },
      },
      initial: 'active',
      states: {
        active: {
          description:
            'Waits until 2 minutes before the access token expires; a refused access token refreshes at once.',
          after: { refreshLead: 'refreshing' },
          on: {
            'session.refused': 'refreshing',
            'session.update': {
              target: 'active',
              reenter: true,
              actions: [
                { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
                'emitTokens',
              ],
            },
          },
        },
        refreshing: {
          description: 'Token refresh (grant refresh_token, rotated): back to authorized, or an error.',
          tags: ['refreshing'],
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
            onDone: {
              target: 'active',
              actions: [
                { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
                'emitTokens',
              ],
            },
            onError: {
              target: '#auth.unauthorized.failed',
              actions: [
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                { type: 'endSession', params: { reason: 'refresh_failed' } },
              ],
            },
          },
        },
      },
    },
    loggingOut: {
      description:
        'Revokes the refresh-token family (RFC 7009), then unauthorized with every cached query cleared.',
      tags: ['loading'],
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        input: ({ context }) => ({ refreshToken: context.tokens?.refreshToken ?? '' }),
        onDone: {
          target: 'unauthorized.signedOut',
          actions: {
            type: 'endSession',
            params: ({ context }) => ({ reason: context.signedOutReason ?? 'user' }),
          },
        },
        onError: {
          target: 'unauthorized.signedOut',
          actions: {
            type: 'endSession',
            params: ({ context }) => ({ reason: context.signedOutReason ?? 'user' }),
          },
        },
      },
    },
  },
});

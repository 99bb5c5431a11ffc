import { transition } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { isDeepStrictEqual } from 'node:util';
import type { SpecExpectations } from './harness';

/**
 * What the specification expects of each machine, as tables the harness checks on every step of every
 * generated path (see `SpecExpectations` in harness.ts): timer durations, the inputs handed to actors,
 * the events emitted, outputs, and a few rules. Every number here is the specification's literal value
 * with its § reference; nothing is imported from `src/domain/constants.ts` or from the machines under test,
 * so a changed constant or a lost `emit` fails every path that passes through it.
 *
 * Fixture data (personal codes, tokens) comes from the path's own events, never from machine context.
 */

// ── deviceLinkLogin (Smart-ID QR / Web2App: links every second, none older than 3 s, §4 polling) ───

export function deviceLinkLoginSpec(lang: 'lit' | 'eng'): SpecExpectations {
  const tokenOf = (history: readonly AnyEventObject[]) =>
    (lastOf(history, done('initiateDeviceLink')).output as { token: string }).token;
  return {
    delays: {
      pollInterval: SPEC.eidPollIntervalMs,
      loginWindow: SPEC.eidLoginWindowMs,
    },
    inputs: {
      initiateDeviceLink: () => ({ lang }),
      linkRefresher: ({ history }) => ({ token: tokenOf(history), lang }),
      finalizeEid: ({ history }) => ({ token: tokenOf(history) }),
    },
    output: ({ event }) => {
      if (event.type === done('finalizeEid')) return { status: 'confirmed', tokens: event.output };
      if (event.type.startsWith('xstate.after.loginWindow.'))
        return { status: 'failed', error: 'session_expired' };
      if (event.type === error('initiateDeviceLink') || event.type === error('finalizeEid'))
        return { status: 'failed', error: codeOf(event.error) };
      return fail(`the login ended on ${event.type}`);
    },
    rules: [
      // The links shown are the latest the server built; links too old to show are hidden.
      ({ event, after }) => {
        const context = after.context as { links: unknown; linksFresh: boolean };
        if (event.type === 'deviceLink.fresh' || event.type === done('initiateDeviceLink')) {
          const { qr, web2app } = (event.type === 'deviceLink.fresh' ? event : event.output) as {
            qr: string;
            web2app: string;
          };
          if (!isDeepStrictEqual(context.links, { qr, web2app }) || !context.linksFresh)
            fail('the fresh links are not the ones shown');
        }
        if (event.type === 'deviceLink.stale' && context.linksFresh) fail('links too old must be hidden');
      },
      // §4: authorization_pending keeps polling; other errors are retried up to 10 times.
      ({ event, after, history }) => {
        if (!isFinalizeError(event)) return;
        const code = codeOf(event.error);
        const polling = after.matches({ showing: 'waiting' });
        if (code === 'authorization_pending') {
          if (!polling) fail('authorization_pending must keep polling');
        } else if (!isTransient(event)) {
          if (after.status !== 'done') fail(`${code} must end the login`);
        } else if (transientErrors(history) <= SPEC.eidMaxFinalizeRetries) {
          if (!polling) fail(`retry ${transientErrors(history)} of 10 must poll again`);
        } else if (after.status !== 'done') fail('the 11th transient error must end the login');
      },
    ],
  };
}

// ── the specification's values ─────────────────────────────────────────────────────────────────

export const SPEC = {
  /** §9 Authentication: "Access token refreshed 2 minutes before expiry". */
  accessTokenRefreshLeadMs: 120_000,
  /** §4 Login, §9: "Polling every 3 s". */
  eidPollIntervalMs: 3_000,
  /** §4 Login, §9: "The window is 120 s". */
  eidLoginWindowMs: 120_000,
  /** SK's Smart-ID device-link documentation: a QR code's link is rebuilt every second. */
  deviceLinkRefreshMs: 1_000,
  /** SK's Smart-ID device-link documentation: no QR code older than 3 s is shown. */
  deviceLinkMaxAgeMs: 3_000,
  /** §4 Login, §9: "Other errors retry finalisation up to 10 times, then show an error". */
  eidMaxFinalizeRetries: 10,
  /** §4, §9: "logout warning at 5 min" of inactivity. */
  inactivityWarningAfterMs: 300_000,
  /** §4, §9: "Inactivity session 10 min". */
  inactivityLogoutAfterMs: 600_000,
  /** docs/security.md: a step-up confirmation (§4 Qualify) is valid 5 minutes. */
  stepUpConfirmationValidMs: 300_000,
  /** §6 / §2 registration: adults only. */
  adultAgeYears: 18,
} as const;

/**
 * §8 login errors that answer the question for good (the person cancelled, has no account …). §4 retries
 * "other errors" up to 10 times; the portal reads a definitive answer as final at once (docs/decisions.md), so only these end the polling before the retries are used up.
 */
export const DEFINITIVE_LOGIN_ERRORS: readonly string[] = [
  'user_cancelled',
  'session_expired',
  'smart_id_does_not_exist',
  'smart_id_basic',
  'mobile_id_does_not_exist',
  'user_not_found',
  'user_not_onboarded',
  'user_locked',
  'invalid_grant',
  'wrong_vc',
  'phone_absent',
  'ip_banned',
  'minor_not_allowed',
  'already_registered',
];

/**
 * The codes the portal recognises: §8's login errors, the final answers above (§7 OAuth and the
 * docs/security.md registration and security codes) and the server's refusals. §8: "Unrecognised codes become unknown".
 */
const KNOWN_LOGIN_ERRORS: readonly string[] = [
  'user_cancelled',
  'session_expired',
  'user_locked',
  'smart_id_does_not_exist',
  'smart_id_basic',
  'mobile_id_does_not_exist',
  'user_not_found',
  'user_not_onboarded',
  'invalid_request',
  'server_error',
  'authorization_pending',
  'unknown',
  ...DEFINITIVE_LOGIN_ERRORS,
  // The auth server's own answers (docs/security.md): too many requests (429), and no eID service.
  'rate_limited',
  'eid_not_configured',
];

// ── helpers over a path's events ─────────────────────────────────────────────────────────────────

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

function lastOf(history: readonly AnyEventObject[], type: string): AnyEventObject {
  const event = history.findLast((e) => e.type === type);
  if (event === undefined) throw new Error(`no '${type}' event on this path`);
  return event;
}

/** The request a person typed (an event without its type, and without `today` for registration). */
function requestOf(event: AnyEventObject): Record<string, unknown> {
  const { type: _type, today: _today, ...request } = event;
  return request;
}

/** The §8 code an actor rejected with (fixtures reject with `AuthFlowError`s carrying `code`). */
function codeOf(rejection: unknown): string {
  if (typeof rejection === 'object' && rejection !== null && 'code' in rejection)
    return String(rejection.code);
  return 'server_error';
}

/**
 * The §8 code a failed login shows: the rejection's code (or an OAuth body's `error`), `unknown` when the
 * portal does not recognise it, `server_error` when the request crashed without an answer.
 */
function loginCodeOf(rejection: unknown): string {
  let code = 'server_error';
  if (typeof rejection === 'object' && rejection !== null) {
    if ('code' in rejection && typeof rejection.code === 'string') code = rejection.code;
    else if ('error' in rejection && typeof rejection.error === 'string') code = rejection.error;
  }
  return KNOWN_LOGIN_ERRORS.includes(code) ? code : 'unknown';
}

function fail(message: string): never {
  throw new Error(message);
}

// ── auth (the session, §3, §4 Login, §7, §9) ─────────────────────────────────────────────────────

interface Tokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn: number;
  issuedAt: number;
}

/** The token set an event of the session brings, if any (a login, a restore, a refresh, an update). */
export function tokensBroughtBy(event: AnyEventObject): Tokens | undefined {
  switch (event.type) {
    case done('passwordLogin'):
    case done('exchangeSbToken'):
    case done('restoreTokens'):
    case done('refreshTokens'):
      return event.output as Tokens;
    case done('deviceLinkCallback'):
      return event.output as Tokens;
    case done('deviceLinkLogin'):
    case done('eidLogin'): {
      const output = event.output as { status: string; tokens?: Tokens };
      return output.status === 'confirmed' ? output.tokens : undefined;
    }
    case 'session.update':
      return event.tokens as Tokens;
    default:
      return undefined;
  }
}

export function latestTokens(history: readonly AnyEventObject[]): Tokens {
  for (let i = history.length - 1; i >= 0; i--) {
    const tokens = tokensBroughtBy(history[i] as AnyEventObject);
    if (tokens !== undefined) return tokens;
  }
  return fail('no tokens were received on this path');
}

/** Why the session is being logged out: the person (§4 Logout) or 10 min of inactivity. */
function logoutReason(history: readonly AnyEventObject[]): 'user' | 'inactivity' {
  const cause = history.findLast(
    (e) => e.type === 'session.logout' || e.type === done('inactivity') || e.type === error('inactivity'),
  );
  return cause?.type === 'session.logout' ? 'user' : 'inactivity';
}

const LOGIN_PROVIDER_OF: Readonly<Record<string, string>> = {
  pension_smart_id: 'smart_id',
  pension_mobile_id: 'mobile_id',
};

/** The provider of the login a person started last on this path (§3 provider), if any. */
function lastLoginProvider(history: readonly AnyEventObject[]): string | undefined {
  const login = history.findLast(
    (e) =>
      e.type === 'login.password' ||
      e.type === 'login.sbToken' ||
      e.type === 'login.eid' ||
      e.type === 'login.deviceLink' ||
      e.type === 'login.deviceLinkCallback',
  );
  if (login === undefined) return undefined;
  if (login.type === 'login.password') return 'password';
  if (login.type === 'login.sbToken') return 'sb';
  // The QR code and the app on this phone are Smart-ID logins.
  if (login.type === 'login.deviceLink' || login.type === 'login.deviceLinkCallback') return 'smart_id';
  return LOGIN_PROVIDER_OF[String(login.provider)] ?? '?';
}

/**
 * §3 "Unauthorized may carry an error with code and provider": the error a failed login (§4 "back to
 * unauthorized with an error") or a failed refresh (§4 "token refresh … -> authorized, or error") leaves.
 * A refresh fails with the provider of the session's login; a session restored at start-up was not logged
 * in on this page load and reports `password` (the portal's choice: §3 names no provider for it).
 */
function loginErrorOf(
  event: AnyEventObject,
  history: readonly AnyEventObject[],
): { code: string; provider: string } | undefined {
  if (event.type === error('passwordLogin')) return { code: loginCodeOf(event.error), provider: 'password' };
  if (event.type === error('exchangeSbToken')) return { code: loginCodeOf(event.error), provider: 'sb' };
  // A crashed identification is a server error (§8: "try again").
  if (event.type === error('eidLogin') || event.type === error('deviceLinkLogin'))
    return { code: 'server_error', provider: lastLoginProvider(history) ?? '?' };
  if (event.type === error('deviceLinkCallback'))
    return { code: loginCodeOf(event.error), provider: 'smart_id' };
  if (
    (event.type === done('eidLogin') || event.type === done('deviceLinkLogin')) &&
    tokensBroughtBy(event) === undefined
  )
    return {
      code: loginCodeOf({ error: (event.output as { error: unknown }).error }),
      provider: lastLoginProvider(history) ?? '?',
    };
  if (event.type === error('refreshTokens'))
    return { code: loginCodeOf(event.error), provider: lastLoginProvider(history) ?? 'password' };
  return undefined;
}

export function authSpec(options: { storedRefreshToken: string }): SpecExpectations {
  return {
    delays: {
      // §9: refreshed 2 minutes before the access token (lifetime `expires_in` seconds) expires.
      refreshLead: ({ history }) =>
        Math.max(0, latestTokens(history).expiresIn * 1000 - SPEC.accessTokenRefreshLeadMs),
    },
    inputs: {
      // §7: "Password login sends the trimmed username and password".
      passwordLogin: ({ history }) => {
        const event = lastOf(history, 'login.password');
        return { username: String(event.username).trim(), password: event.password };
      },
      // §4: the bank-portal token from the URL finalises the login.
      exchangeSbToken: ({ history }) => ({ token: lastOf(history, 'login.sbToken').token }),
      // §7: the eID payload is what the person typed: provider, personal code, phone (Mobile-ID).
      eidLogin: ({ history }) => requestOf(lastOf(history, 'login.eid')),
      // SK's fallback page behind the links speaks the portal's language.
      deviceLinkLogin: ({ history }) => ({ lang: lastOf(history, 'login.deviceLink').lang }),
      // The callback's query, as the Smart-ID app opened it.
      deviceLinkCallback: ({ history }) => {
        const { type: _type, ...query } = lastOf(history, 'login.deviceLinkCallback');
        return query;
      },
      // A refresh token kept from an earlier page load restores the session.
      restoreTokens: () => ({ refreshToken: options.storedRefreshToken }),
      // §7 grant refresh_token with the current (rotated) refresh token.
      refreshTokens: ({ history }) => ({ refreshToken: latestTokens(history).refreshToken }),
      // Logout revokes the current refresh token.
      revokeToken: ({ history }) => ({ refreshToken: latestTokens(history).refreshToken }),
      // §4 inactivity counts from the moment the session became active (the login's token response).
      inactivity: ({ event }) => ({
        startedAt: (tokensBroughtBy(event) ?? fail('inactivity started without a login')).issuedAt,
      }),
    },
    emitted: ({ event, history }) => {
      // Every new token set is persisted by the app (`session.tokens`), whatever brought it.
      const tokens = tokensBroughtBy(event);
      if (tokens !== undefined) return [{ type: 'session.tokens', tokens }];
      // §4, §8: a failed login (or refresh) is told to the app with its error (code and provider): the
      // app sends the bank login's error to the bank error page and user_not_onboarded to the
      // no-contract page (§2 Error 500 page).
      const failed = loginErrorOf(event, history);
      // §4 "Logout returns to unauthorized and clears cached queries": `session.ended` with the reason.
      if (event.type === error('restoreTokens')) return [{ type: 'session.ended', reason: 'restore_failed' }];
      if (event.type === error('refreshTokens'))
        return [
          { type: 'login.failed', error: failed },
          { type: 'session.ended', reason: 'refresh_failed' },
        ];
      if (failed !== undefined) return [{ type: 'login.failed', error: failed }];
      if (event.type === done('revokeToken') || event.type === error('revokeToken'))
        return [{ type: 'session.ended', reason: logoutReason(history) }];
      return [];
    },
    rules: [
      // Issue 10: the login page says why the session ended (a logout, 10 min of inactivity) until the
      // message is closed or a new login starts.
      ({ event, after, history }) => {
        const reason = (after.context as { signedOutReason: string | null }).signedOutReason;
        if (event.type === done('revokeToken') || event.type === error('revokeToken')) {
          if (reason !== logoutReason(history))
            fail(`signed out for '${logoutReason(history)}', told '${reason}'`);
        }
        if (event.type === 'notice.dismiss' && reason !== null) fail('the closed message is still there');
        if (tokensBroughtBy(event) !== undefined && reason !== null) fail('a stale message after a login');
      },
      // §4: a login, restore or refresh that brings tokens ends authorized.
      ({ event, after }) => {
        if (tokensBroughtBy(event) !== undefined && !after.hasTag('authorized'))
          fail('new tokens did not lead to authorized');
      },
      // §3 "Unauthorized may carry an error with code and provider"; §4 the bank login's error page.
      ({ event, after, history }) => {
        const context = after.context as { error: { code: string; provider: string } | null };
        const expected = loginErrorOf(event, history);
        if (expected === undefined) return;
        if (event.type === error('exchangeSbToken') && !after.hasTag('error-sb'))
          fail('a failed bank login must lead to the bank error page');
        if (!after.matches('unauthorized') || !isDeepStrictEqual(context.error, expected))
          fail(
            `expected unauthorized with ${JSON.stringify(expected)}, got ${JSON.stringify(context.error)}`,
          );
      },
    ],
  };
}

// ── eidLogin (§4 Login: control code, polling, retries, window) ──────────────────────────────────

function isFinalizeError(event: AnyEventObject): boolean {
  return event.type === error('finalizeEid');
}

function isTransient(event: AnyEventObject): boolean {
  const code = codeOf(event.error);
  return code !== 'authorization_pending' && !DEFINITIVE_LOGIN_ERRORS.includes(code);
}

/** Transient finalisation errors so far on the path (each one is a retry while the budget lasts). */
function transientErrors(history: readonly AnyEventObject[]): number {
  return history.filter((e) => isFinalizeError(e) && isTransient(e)).length;
}

/**
 * From a snapshot that is waiting for confirmation, how many transient finalisation errors in a row the
 * machine still absorbs before it gives up: polls (the poll timer fires) and fails transiently until it
 * leaves the confirmation state. Pure transitions on a copy; the running actor is not touched.
 */
function transientErrorsAbsorbed(machine: AnyStateMachine, from: AnyMachineSnapshot): number {
  let snapshot = machine.resolveState({ value: from.value, context: from.context });
  for (let absorbed = 0; absorbed <= 100;) {
    if (!snapshot.matches('awaitingConfirmation')) return absorbed - 1;
    const poll = snapshot._nodes
      .flatMap((node) => node.ownEvents)
      .find((type) => type.startsWith('xstate.after.pollInterval.'));
    if (snapshot.matches({ awaitingConfirmation: 'polling' })) {
      [snapshot] = transition(machine, snapshot, {
        type: error('finalizeEid'),
        error: { code: 'server_error' },
      });
      absorbed += 1;
    } else if (poll !== undefined) {
      [snapshot] = transition(machine, snapshot, { type: poll });
    } else {
      return fail('waiting for confirmation without a poll timer');
    }
  }
  return fail('more than 100 transient errors absorbed');
}

export function eidLoginSpec(machine: AnyStateMachine, request: Record<string, unknown>): SpecExpectations {
  const absorbedFrom = new Map<string, number>();
  const absorbed = (snapshot: AnyMachineSnapshot) => {
    const key = JSON.stringify([snapshot.value, snapshot.context]);
    const known = absorbedFrom.get(key);
    if (known !== undefined) return known;
    const count = transientErrorsAbsorbed(machine, snapshot);
    absorbedFrom.set(key, count);
    return count;
  };
  return {
    delays: { pollInterval: SPEC.eidPollIntervalMs, loginWindow: SPEC.eidLoginWindowMs },
    inputs: {
      // §7 /connect/eid/initiate: provider, personal code, phone (Mobile-ID), as typed.
      initiateEid: () => request,
      // §7 /connect/token grant eid_token: the token /connect/eid/initiate answered.
      finalizeEid: ({ history }) => ({
        token: (lastOf(history, done('initiateEid')).output as { token: string }).token,
      }),
    },
    output: ({ event }) => {
      if (event.type === done('finalizeEid')) return { status: 'confirmed', tokens: event.output };
      if (event.type.startsWith('xstate.after.loginWindow.'))
        return { status: 'failed', error: 'session_expired' };
      if (event.type === error('initiateEid') || event.type === error('finalizeEid'))
        return { status: 'failed', error: codeOf(event.error) };
      return fail(`the identification ended on ${event.type}`);
    },
    rules: [
      // §4: the control code and the end of the 120 s window are known once initiated.
      ({ event, after }) => {
        if (event.type !== done('initiateEid')) return;
        const { controlCode, startedAt } = event.output as { controlCode: string; startedAt: number };
        const context = after.context as { controlCode: string | null; expiresAt: number | null };
        if (context.controlCode !== controlCode) fail('the control code is not shown');
        if (context.expiresAt !== startedAt + SPEC.eidLoginWindowMs)
          fail(`the countdown ends at ${context.expiresAt}, not 120 s after the start`);
      },
      // §4: authorization_pending keeps polling silently; other errors are retried up to 10 times.
      ({ event, after, history }) => {
        if (!isFinalizeError(event)) return;
        const code = codeOf(event.error);
        const polling = after.matches({ awaitingConfirmation: 'waiting' });
        if (code === 'authorization_pending') {
          if (!polling) fail('authorization_pending must keep polling');
        } else if (!isTransient(event)) {
          if (after.status !== 'done') fail(`${code} must end the identification`);
        } else if (transientErrors(history) <= SPEC.eidMaxFinalizeRetries) {
          if (!polling) fail(`retry ${transientErrors(history)} of 10 must poll again`);
        } else if (after.status !== 'done') fail('the 11th transient error must end the identification');
      },
      // §4, on every step while waiting: the retries left are 10 minus those used on this path.
      ({ after, history }) => {
        if (!after.matches('awaitingConfirmation')) return;
        const left = SPEC.eidMaxFinalizeRetries - transientErrors(history);
        const more = absorbed(after);
        if (more !== left) fail(`${more} more retries would be made, the specification leaves ${left}`);
      },
    ],
  };
}

// ── inactivity (§4, §9) ─────────────────────────────────────────────────────────────────────────

export function inactivitySpec(startedAt: number): SpecExpectations {
  return {
    delays: {
      // §4: the warning appears after 5 min without activity …
      inactivityWarning: SPEC.inactivityWarningAfterMs,
      // … and the logout comes at 10 min, i.e. 5 min after the warning appeared.
      inactivityLogout: SPEC.inactivityLogoutAfterMs - SPEC.inactivityWarningAfterMs,
    },
    inputs: {},
    rules: [
      // The countdown runs to the last activity + 10 min: the last activity is the latest one seen.
      ({ after, history }) => {
        const times = history
          .filter((e) => e.type === 'activity' || e.type === 'session.extend')
          .map((e) => Number(e.at));
        const last = Math.max(startedAt, ...times);
        if ((after.context as { lastActivityAt: number }).lastActivityAt !== last)
          fail(`the last activity is ${last}`);
      },
      // §4: "extend" (and any activity) in the warning closes it.
      ({ event, before, after }) => {
        if (before?.matches('warning') && (event.type === 'session.extend' || event.type === 'activity'))
          if (!after.matches('active')) fail('activity during the warning must close it');
      },
    ],
  };
}

// ── qualify (§3, §4 Qualify, docs/security.md) ─────────────────────────────────────────────────

export const qualifySpec: SpecExpectations = {
  delays: {},
  inputs: {
    // §7: "The qualify variant has the same payload" (provider, phone for Mobile-ID), except that no personal
    // code is sent: the auth server asks the logged-in customer's own phone (docs/security.md).
    eidLogin: ({ history }) => ({ ...requestOf(lastOf(history, 'qualify.start')), personalCode: '' }),
  },
  // docs/security.md: a confirmed identification yields the server's step-up confirmation, which the
  // change then sends; nothing else is told.
  emitted: ({ event }) => {
    const output =
      event.type === done('eidLogin') ? (event.output as { status: string; tokens?: unknown }) : null;
    return output?.status === 'confirmed' ? [{ type: 'qualify.confirmed', confirmation: output.tokens }] : [];
  },
  rules: [
    // §4: "loading -> electronic-id-loading -> error, or back to initial".
    ({ event, after }) => {
      if (event.type === error('eidLogin') && (after.context as { error: string }).error !== 'server_error')
        fail('a crashed identification must show server_error');
      if (event.type === done('eidLogin')) {
        const output = event.output as { status: string; error?: string };
        const want = output.status === 'confirmed' ? 'initial' : 'error';
        if (!after.matches(want)) fail(`a ${output.status} confirmation must go to ${want}`);
        if (output.error !== undefined && (after.context as { error: string }).error !== output.error)
          fail(`the error ${output.error} is not shown`);
      }
    },
    // §4: the control code and the countdown to the end of the 120 s window are shown while waiting.
    ({ event, after }) => {
      if (event.type !== 'eid.started') return;
      const context = after.context as { controlCode: string | null; expiresAt: number | null };
      if (!after.matches({ identifying: 'electronicIdLoading' }))
        fail('the control code screen is not shown');
      if (context.controlCode !== event.controlCode || context.expiresAt !== event.expiresAt)
        fail('the control code or the end of the window is not the one the identification started');
    },
  ],
};

// ── password change (§2, §5 password rules, §8, docs/security.md) ────────────────────────────────

type Errors = Record<string, string | undefined>;

/**
 * §5 password rules as examples: minimum length 7; an uppercase letter, a lowercase letter and a digit or
 * special character; the new password differs from the old one (§8 passwords-should-differ) and matches
 * the confirmation; the old password is required. Each example names the fields that must be in error.
 */
const PASSWORD_RULE_EXAMPLES: readonly [Record<string, string>, readonly string[], Errors?][] = [
  [{ oldPassword: 'Pensija2026', newPassword: 'Pensija2027', confirmPassword: 'Pensija2027' }, []],
  [{ oldPassword: 'Pensija2026', newPassword: 'Pensij7', confirmPassword: 'Pensij7' }, []],
  [{ oldPassword: 'Pensija2026', newPassword: 'Pensija!', confirmPassword: 'Pensija!' }, []],
  [{ oldPassword: 'Pensija2026', newPassword: 'Pens1a', confirmPassword: 'Pens1a' }, ['newPassword']],
  [
    { oldPassword: 'Pensija2026', newPassword: 'pensija2027', confirmPassword: 'pensija2027' },
    ['newPassword'],
  ],
  [
    { oldPassword: 'Pensija2026', newPassword: 'PENSIJA2027', confirmPassword: 'PENSIJA2027' },
    ['newPassword'],
  ],
  [{ oldPassword: 'Pensija2026', newPassword: 'Pensijaa', confirmPassword: 'Pensijaa' }, ['newPassword']],
  [
    { oldPassword: 'Pensija2026', newPassword: 'Pensija2026', confirmPassword: 'Pensija2026' },
    ['newPassword'],
    { newPassword: 'passwords-should-differ' },
  ],
  [
    { oldPassword: 'Pensija2026', newPassword: 'Pensija2027', confirmPassword: 'Pensija2028' },
    ['confirmPassword'],
  ],
  [{ oldPassword: '', newPassword: 'Pensija2027', confirmPassword: 'Pensija2027' }, ['oldPassword']],
];

/**
 * A first password (a customer who logs in only with eID has none): the same §5 rules for the
 * new password and its confirmation, and no current password is asked for (nor compared with).
 */
const FIRST_PASSWORD_RULE_EXAMPLES: readonly [Record<string, string>, readonly string[], Errors?][] = [
  [{ oldPassword: '', newPassword: 'Pensija2027', confirmPassword: 'Pensija2027' }, []],
  [{ oldPassword: '', newPassword: 'Pensij7', confirmPassword: 'Pensij7' }, []],
  [{ oldPassword: '', newPassword: 'Pens1a', confirmPassword: 'Pens1a' }, ['newPassword']],
  [{ oldPassword: '', newPassword: 'pensija2027', confirmPassword: 'pensija2027' }, ['newPassword']],
  [{ oldPassword: '', newPassword: 'Pensijaa', confirmPassword: 'Pensijaa' }, ['newPassword']],
  [{ oldPassword: '', newPassword: 'Pensija2027', confirmPassword: 'Pensija2028' }, ['confirmPassword']],
  [{ oldPassword: 'Pensija2027', newPassword: 'Pensija2027', confirmPassword: 'Pensija2027' }, []],
];

function followsPasswordRules(
  validate: (values: Record<string, string>) => Errors,
  examples: readonly [Record<string, string>, readonly string[], Errors?][] = PASSWORD_RULE_EXAMPLES,
): void {
  for (const [values, inError, codes] of examples) {
    const errors = validate(values);
    const fields = Object.keys(errors)
      .filter((name) => errors[name] !== undefined)
      .sort();
    if (!isDeepStrictEqual(fields, [...inError].sort()))
      fail(
        `§5: ${JSON.stringify(values)} must have errors in [${inError.join(', ')}], not [${fields.join(', ')}]`,
      );
    for (const [name, code] of Object.entries(codes ?? {}))
      if (errors[name] !== code) fail(`§8: ${JSON.stringify(values)} must show ${code} on ${name}`);
  }
}

/** How the shared child (machines/step-up/confirm-then-submit) ended, and why a refused change was refused. */
function outcomeOf(event: AnyEventObject): {
  status: string;
  reason: string | null;
  error: unknown;
  confirmation: unknown;
} {
  const output = event.output as { status: string; error?: unknown; confirmation?: unknown };
  const failure = output.error as { reason?: string; error?: unknown } | undefined;
  return {
    status: output.status,
    reason: failure?.reason ?? null,
    error: failure?.error,
    confirmation: output.confirmation ?? null,
  };
}

/**
 * The confirmation the flow keeps for the next try: the one a change refused for its content handed back
 * (docs/security.md: the server consumes a confirmation only on success); a success, a lockout or a new
 * confirmation round forget it.
 */
export function keptConfirmationAfter(history: readonly AnyEventObject[], childId: string): unknown {
  const last = history.findLast((e) => e.type === done(childId));
  if (last === undefined) return null;
  const outcome = outcomeOf(last);
  return outcome.status === 'refused' && outcome.reason === 'refused' ? outcome.confirmation : null;
}

/**
 * `hasPassword: false` is the customer who logs in only with eID and creates a first password:
 * no current password is asked for or sent, and the success says a password was created.
 */
export const passwordChangeSpec = ({ hasPassword }: { hasPassword: boolean }): SpecExpectations => ({
  delays: {},
  inputs: {
    // The form starts empty, and after a refusal or a step back shows the values typed before (nothing
    // lost, §8); its validation follows the §5 rules (checked below, on the function it was given).
    form: ({ history, invoked }) => {
      const typed = history.findLast((e) => e.type === done('form'));
      const initialValues = (typed?.output as Record<string, string> | undefined) ?? {
        oldPassword: '',
        newPassword: '',
        confirmPassword: '',
      };
      const given = invoked.get('form') as { validate?: unknown } | undefined;
      return { initialValues, validate: given?.validate };
    },
    // The fresh confirmation, then ResetPassword: the old and the new password as typed, and the
    // confirmation kept from a try the server refused for its content (the child confirms when none).
    confirmThenSubmit: ({ history }) => {
      const values = lastOf(history, done('form')).output as Record<string, string>;
      return {
        payload: {
          ...(hasPassword ? { oldPassword: values.oldPassword } : {}),
          newPassword: values.newPassword,
        },
        confirmation: keptConfirmationAfter(history.slice(0, -1), 'confirmThenSubmit'),
      };
    },
  },
  // The outcome is told to the app like a form's: done → the success page; a refusal → its §8 redirect.
  emitted: ({ event }) => {
    if (event.type !== done('confirmThenSubmit')) return [];
    const outcome = outcomeOf(event);
    if (outcome.status === 'submitted')
      return [{ type: 'form.submitted', output: { created: !hasPassword } }];
    if (outcome.reason === 'refused') return [{ type: 'form.failed', error: outcome.error }];
    return [];
  },
  rules: [
    // §5: the form validates with the password rules.
    ({ invoked }) => {
      const form = invoked.get('form') as { validate?: unknown } | undefined;
      if (form === undefined) return;
      if (typeof form.validate !== 'function') fail('the form has no validation');
      followsPasswordRules(
        form.validate as (values: Record<string, string>) => Errors,
        hasPassword ? PASSWORD_RULE_EXAMPLES : FIRST_PASSWORD_RULE_EXAMPLES,
      );
    },
    // docs/security.md: valid values go to the fresh confirmation and the change (the shared child).
    ({ event, invoked, after }) => {
      if (event.type !== done('form')) return;
      if (!invoked.has('confirmThenSubmit') || !after.matches('submitting'))
        fail('the change must be confirmed with Smart-ID / Mobile-ID and sent');
    },
    // §8 and docs/security.md: what each answer of ResetPassword leads to.
    ({ event, after }) => {
      if (event.type !== done('confirmThenSubmit')) return;
      const context = after.context as { error: unknown };
      const outcome = outcomeOf(event);
      if (outcome.status === 'submitted') {
        if (!(after.status === 'done' && after.hasTag('success')))
          fail('a changed password must end with the success page');
      } else if (outcome.reason === 'locked') {
        if (after.status !== 'done' || !after.hasTag('error') || context.error !== outcome.error)
          fail('user_locked must end the change with its message');
      } else if (!after.matches('editing') || context.error !== outcome.error)
        fail('a refused change must return to the form with its error');
    },
  ],
});

// ── document file (§6 documents; README: opening a document is a read) ──────────────────────────────

/** The machine's one invocation has no id of its own: XState names it by its position and state. */
const DELIVER_DOCUMENT = '0.documentFile.delivering';

function clickOf(history: readonly AnyEventObject[]): { document: unknown; action: string } {
  const click = history.findLast((e) => e.type === 'document.open' || e.type === 'document.download');
  if (click === undefined) return fail('no document was clicked on this path');
  return { document: click.document, action: click.type === 'document.open' ? 'open' : 'download' };
}

export const documentFileSpec: SpecExpectations = {
  delays: {},
  inputs: {
    // The clicked document, opened in a new tab or downloaded as clicked.
    [DELIVER_DOCUMENT]: ({ history }) => clickOf(history),
  },
  rules: [
    // Every click starts a delivery with a loader on that button, replacing one under way.
    ({ event, invoked, after }) => {
      if (event.type !== 'document.open' && event.type !== 'document.download') return;
      if (!invoked.has(DELIVER_DOCUMENT) || !after.hasTag('loading')) fail('a click must load the file');
    },
    // A new tab blocked by the browser is offered as a link in the clicked row; a failure stays in the row.
    ({ event, history, after }) => {
      const context = after.context as { blocked: unknown; error: unknown };
      if (event.type === done(DELIVER_DOCUMENT)) {
        const url = (event.output as { blockedUrl: string | null }).blockedUrl;
        const id = (clickOf(history).document as { id: number }).id;
        const want = url === null ? null : { id, url };
        if (!after.matches('delivered') || !isDeepStrictEqual(context.blocked, want))
          fail(`a delivered file must offer ${JSON.stringify(want)}`);
      }
      if (event.type === error(DELIVER_DOCUMENT))
        if (!after.hasTag('error') || context.error !== event.error)
          fail('a failed file must show its error next to its buttons');
    },
  ],
};

// ── register (§2, §6 adults only) ───────────────────────────────────────────────────────────────

/** Age in whole years on `today` (yyyy-MM-dd) from a Lithuanian personal code (§5: G YYMMDD NNNC). */
export function ageFromPersonalCode(code: string, today: string): number {
  const century = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 }[code[0] ?? ''] ?? 0;
  const year = century + Number(code.slice(1, 3));
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const birthdayPassed = tm * 100 + td >= Number(code.slice(3, 5)) * 100 + Number(code.slice(5, 7));
  return ty - year - (birthdayPassed ? 0 : 1);
}

export const registerSpec: SpecExpectations = {
  delays: {},
  inputs: {
    // The eID registration sends what the person typed (provider, personal code, phone).
    eidLogin: ({ history }) => requestOf(lastOf(history, 'register.submit')),
  },
  rules: [
    // §6: adults only; a minor is directed to the customer centre before any eID session starts.
    ({ event, after, invoked }) => {
      if (event.type !== 'register.submit') return;
      const adult =
        ageFromPersonalCode(String(event.personalCode), String(event.today)) >= SPEC.adultAgeYears;
      if (adult && !invoked.has('eidLogin')) fail('an adult must go on to the eID identification');
      if (!adult && (invoked.size > 0 || !after.hasTag('minor'))) fail('a minor must be stopped before eID');
    },
    ({ event, after }) => {
      if (event.type === error('eidLogin') && (after.context as { error: string }).error !== 'server_error')
        fail('a crashed identification must show server_error');
      if (event.type !== done('eidLogin')) return;
      const output = event.output as { status: string; error?: string };
      if (output.status === 'confirmed' && after.status !== 'done')
        fail('a registration must end registered');
      if (output.error !== undefined && (after.context as { error: string }).error !== output.error)
        fail(`the error ${output.error} is not shown`);
    },
  ],
};

// ── form (§4 Forms) ─────────────────────────────────────────────────────────────────────────────

export function formSpec(
  initialValues: Readonly<Record<string, string>>,
  validate: (values: Record<string, string>) => Record<string, string | undefined>,
  /** What the form's input gives the submit actor besides the values (none: null). */
  params: unknown = null,
): SpecExpectations {
  /** Values, blurred fields and submit attempts since the last reset, from the path's events. */
  const replay = (history: readonly AnyEventObject[]) => {
    let values: Record<string, string> = { ...initialValues };
    let blurred = new Set<string>();
    let submitted = false;
    for (const event of history) {
      if (event.type === 'form.reset') {
        values = { ...initialValues };
        blurred = new Set();
        submitted = false;
      }
      if (event.type === 'field.change' && String(event.name) in initialValues)
        values = { ...values, [String(event.name)]: String(event.value) };
      if (event.type === 'field.blur') blurred.add(String(event.name));
      if (event.type === 'form.submit') submitted = true;
    }
    return { values, blurred, submitted };
  };
  const hasErrors = (values: Record<string, string>) =>
    Object.values(validate(values)).some((code) => code !== undefined);
  return {
    delays: {},
    inputs: {
      // The values as typed, validated, are what is sent, with the form's parameters unchanged.
      submit: ({ history }) => ({ values: replay(history).values, params }),
    },
    // The end of a submission is told to the app, which decides where to go next (§8 write redirects).
    emitted: ({ event }) => {
      if (event.type === done('submit')) return [{ type: 'form.submitted', output: event.output }];
      if (event.type === error('submit')) return [{ type: 'form.failed', error: event.error }];
      return [];
    },
    output: ({ event }) => event.output,
    rules: [
      // §4: "Submit is blocked while any field has an error"; a valid form is sent.
      ({ event, history, invoked, after }) => {
        if (event.type !== 'form.submit') return;
        const invalid = hasErrors(replay(history).values);
        if (invalid && invoked.size > 0) fail('a form with an error was sent');
        if (!invalid && !invoked.has('submit') && !after.matches('submitting'))
          fail('a valid form was not sent');
      },
      // §4: "The button shows a loader while pending".
      ({ invoked, after }) => {
        if (invoked.has('submit') && !after.hasTag('loading')) fail('no loader while the request is pending');
      },
      // §4: "Errors show after the first submit or blur" (and every change is validated at once).
      ({ after, history }) => {
        if (!after.matches('editing')) return;
        const { values, blurred, submitted } = replay(history);
        const errors = validate(values);
        const context = after.context as {
          errors: Record<string, string>;
          touched: Record<string, boolean>;
          submitAttempted: boolean;
        };
        for (const [name, code] of Object.entries(errors)) {
          if (code === undefined) continue;
          if (context.errors[name] !== code) fail(`the change of ${name} was not validated`);
          const shown = context.submitAttempted || context.touched[name] === true;
          if (shown !== (submitted || blurred.has(name)))
            fail(
              `the error of ${name} is ${shown ? 'shown' : 'hidden'} after ${submitted ? 'a submit' : 'no submit'}`,
            );
        }
      },
    ],
  };
}

// ── load (§3 async loading states, §8 load failure and retry) ──────────────────────────────────

export const loadSpec: SpecExpectations = {
  delays: {},
  inputs: { fetch: () => undefined },
  rules: [
    // §3: Init, Pending, Loaded, Failed, Timeout, NoContent.
    ({ event, after }) => {
      let want: string | undefined;
      if (event.type === done('fetch')) want = event.output === null ? 'noContent' : 'loaded';
      if (event.type === error('fetch')) {
        const kind = (event.error as { portalError?: { kind?: string } }).portalError?.kind;
        want = kind === 'timeout' ? 'timeout' : 'failed';
      }
      if (want !== undefined && !after.matches(want)) fail(`the answer must lead to ${want}`);
    },
    // §8: retry (and refresh) request the data again, with a loader.
    ({ event, invoked, after }) => {
      if (event.type !== 'load.start' && event.type !== 'load.retry' && event.type !== 'load.refresh') return;
      if (!invoked.has('fetch') || !after.hasTag('loading'))
        fail(`${event.type} must request the data again`);
    },
  ],
};

// ── signing (§4 Signing, §8 signing messages, §9 Smart-ID contracting up to 10 minutes) ─────────

/** §9 "Smart-ID contracting up to 10 minutes". */
export const SIGNING_WINDOW_SPEC_MS = 600_000;

/** The method chosen last on the path (the start event without its type). */
function signingMethodOf(history: readonly AnyEventObject[]): Record<string, unknown> {
  return requestOf(lastOf(history, 'signing.start'));
}

export function signingSpec(
  request: unknown,
  confirmation: string | null = null,
  /** A signing started before a reload or Back: its token, code and what is left of its window. */
  kept: { token: string; controlCode: string; remainingMs: number } | null = null,
): SpecExpectations {
  const startedHere = (history: readonly AnyEventObject[]) =>
    history.some((e) => e.type === done('startSigning'));
  return {
    delays: {
      // §4: pinging is a timer like the login's polling (3 s).
      pollInterval: SPEC.eidPollIntervalMs,
      // §9: the signing window is 10 minutes; a continued signing keeps its own, so only the rest of it.
      signingWindow: ({ history }) =>
        kept !== null && !startedHere(history) ? kept.remainingMs : SIGNING_WINDOW_SPEC_MS,
    },
    inputs: {
      // What is signed, with the method the customer chose (Smart-ID, or Mobile-ID with the phone).
      // What is signed, the step-up confirmation handed in (§4 Qualify), and the method chosen.
      startSigning: ({ history }) => ({ request, confirmation, ...signingMethodOf(history) }),
      // §7 Ping…: token — the token the start answered.
      pingSigning: ({ history }) => ({
        token:
          kept !== null && !startedHere(history)
            ? kept.token
            : (lastOf(history, done('startSigning')).output as { token: string }).token,
      }),
    },
    output: ({ event }) => {
      // §4 Qualify: a missing, spent or expired confirmation ends the signing so that a fresh one is asked for.
      if (event.type === error('startSigning')) return { status: 'confirmation-required' };
      const result = event.output as { documentId: number | null; contractNumber?: string | null };
      return {
        status: 'signed',
        documentId: result.documentId,
        contractNumber: result.contractNumber ?? null,
        effectiveDate: (event.output as { effectiveDate?: string | null }).effectiveDate ?? null,
      };
    },
    rules: [
      // A signing started before a reload or Back is not started again: its code is shown and it is pinged at once.
      ({ event, after, invoked }) => {
        if (event.type !== 'xstate.init' || kept === null) return;
        const context = after.context as { controlCode: string | null };
        if (
          !after.hasTag('eid-waiting') ||
          context.controlCode !== kept.controlCode ||
          !invoked.has('pingSigning')
        )
          fail('a kept signing must show its control code again and be pinged at once');
      },
      // §4: 204 (null) keeps pinging; only a result ends the signing.
      ({ event, after }) => {
        if (event.type === done('pingSigning') && event.output === null && !after.hasTag('eid-waiting'))
          fail('204 must keep the signing waiting');
      },
      // §8: the customer can cancel at any point; the signing fails with "cancelled".
      ({ event, after }) => {
        if (event.type !== 'signing.cancel') return;
        if (!after.hasTag('error') || (after.context as { error: string }).error !== 'cancelled')
          fail('cancel must end the signing with the cancelled message');
      },
      // §8 signing messages from the ping's result.
      ({ event, after }) => {
        if (event.type !== done('pingSigning') || event.output === null) return;
        const output = event.output as { status: string; message: string | null };
        if (output.status === 'signed') return;
        const want =
          output.status === 'cancelled'
            ? 'cancelled'
            : (
                {
                  user_cancelled: 'cancelled',
                  device_selection: 'device-selection',
                  session_expired: 'window-over',
                  // The server refused what was signed when the signature arrived: its own message.
                  fund_change_pending: 'fund-change-pending',
                  e_invoice_not_allowed: 'e-invoice-not-allowed',
                  vacation_too_late: 'vacation-too-late',
                } as Record<string, string>
              )[output.message ?? ''];
        if ((after.context as { error: string }).error !== want) fail(`expected the message ${want}`);
      },
      // A refusal of the start with the server's code (an application already open) says so.
      ({ event, after }) => {
        if (event.type !== error('startSigning')) return;
        const code = (event as { error?: { portalError?: { code?: string } } }).error?.portalError?.code;
        if (code !== 'application_already_open') return;
        if ((after.context as { error: string }).error !== 'application-already-open')
          fail('an application already open must be named');
      },
      // §9: when the 10 minutes are over, the signing fails with "the window is over".
      ({ event, after }) => {
        if (!event.type.startsWith('xstate.after.signingWindow')) return;
        if ((after.context as { error: string }).error !== 'window-over') fail('window over not shown');
      },
      // A retry starts a new signing: the old token is forgotten.
      ({ event, after }) => {
        if (event.type === 'signing.retry' && (after.context as { token: unknown }).token !== null)
          fail('a retry must forget the old token');
      },
    ],
  };
}

// ── onboarding (§2 Onboarding, §7 Contracts/Log, §4 Qualify and Signing) ─────────────────────────

/** The route segment a snapshot's `step:` tag names, if any. */
export function stepTagOf(snapshot: AnyMachineSnapshot): string | null {
  const tag = [...snapshot.tags].find((t) => String(t).startsWith('step:'));
  return tag === undefined ? null : String(tag).slice('step:'.length);
}

/**
 * Rules every wizard follows: each step entered is logged with Contracts/Log (pillar, step); the
 * contract preview is fetched before anything is signed; the signing kit is told how the customer logged in
 * (its own specification: a password / bank login qualifies first).
 */
/**
 * §1, §7: the company the savings come from, as the create and preview calls carry it: the last one chosen
 * on the fund step among the companies the wizard offered (this pillar's, from the facts it loaded);
 * nothing when the customer chose "no" or chose nothing.
 */
export function transferOf(history: readonly AnyEventObject[]): { transferFromProviderId?: number } {
  const facts = history.findLast((e) => e.type === done('loadOnboarding'))?.output as
    { transferProviders?: { providerId: number }[] } | undefined;
  const offered = new Set((facts?.transferProviders ?? []).map((provider) => provider.providerId));
  const chosen = history.findLast(
    (e) => e.type === 'provider.select' && (e.providerId === null || offered.has(e.providerId as number)),
  )?.providerId as number | null | undefined;
  return typeof chosen === 'number' ? { transferFromProviderId: chosen } : {};
}

export function onboardingSpec(options: {
  pillar: 2 | 3;
  loginProvider: string;
  loggedSteps: readonly string[];
  previewInput: (history: readonly AnyEventObject[]) => unknown;
  signingRequest: (history: readonly AnyEventObject[]) => unknown;
}): SpecExpectations {
  return {
    delays: {},
    inputs: {
      loadOnboarding: () => ({ pillar: options.pillar }),
      // §7: Contracts/Log with the pillar and the step entered.
      logStep: ({ after }) => ({ pillar: options.pillar, step: stepTagOf(after) }),
      fetchPreview: ({ history }) => options.previewInput(history),
      sign: ({ history }) => ({
        request: options.signingRequest(history),
        loginProvider: options.loginProvider,
      }),
    },
    rules: [
      // §7: every step is logged when it is entered.
      ({ before, after, invoked }) => {
        const step = stepTagOf(after);
        if (step === null || !options.loggedSteps.includes(step)) return;
        if (before !== undefined && stepTagOf(before) === step) return;
        if (!invoked.has('logStep')) fail(`the step ${step} was not logged`);
      },
      // The preview is fetched (and read) before the contract is signed.
      ({ invoked, history }) => {
        if (!invoked.has('sign')) return;
        if (!history.some((e) => e.type === done('fetchPreview'))) fail('signing before the preview');
      },
    ],
  };
}

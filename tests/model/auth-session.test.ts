import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  authMachine,
  type AuthContext,
  type AuthEmitted,
  type SbTokenInput,
} from '../../machines/auth/auth.machine';
import { eidLoginMachine } from '../../machines/auth/eid-login.machine';
import {
  authFixtures,
  authRestoreFixtures,
  FIXTURE_NOW,
  loginTokens,
  refreshedTokens,
  STORED_REFRESH_TOKEN,
} from '../../machines/auth/auth.fixtures';
import { AuthFlowError, type AuthTokens } from '../../machines/auth/auth-types';
import {
  selectAccessToken,
  selectIdToken,
  selectIsAuthorized,
  selectIsAwaitingEidConfirmation,
  selectIsElectronicIdLoading,
  selectIsLoading,
  selectIsNotOnboarded,
  selectIsRefreshLoading,
  selectIsDeviceLinkLogin,
  type AuthSnapshot,
  selectControlCode,
  selectInactivityActor,
  selectInactivitySecondsLeft,
  selectIsBankLoginError,
  selectIsInactivityWarning,
  selectLoginError,
  selectSecondsLeft,
  selectSignedOutReason,
} from '../../machines/auth/auth.selectors';
import { selectDeviceLink, selectDeviceLinkSecondsLeft } from '../../machines/auth/device-link.selectors';
import { assertFullCoverage, createModel, formatCoverage, mergeCoverage } from './harness';
import { authSpec, latestTokens, SPEC } from './specification';
import type { SpecExpectations, SpecStep } from './harness';

function invariant(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as AuthContext;
  if (snapshot.hasTag('error') !== (context.error !== null))
    throw new Error('tag error iff an error is carried');
  if (snapshot.hasTag('error-sb') && context.error?.provider !== 'sb')
    throw new Error('error-sb without an sb error');
  if (snapshot.hasTag('authorized') && context.tokens === null) throw new Error('authorized without tokens');
  if (snapshot.matches('unauthorized') && context.tokens !== null)
    throw new Error('tokens kept after the session');
  if (snapshot.hasTag('eid-waiting') && (context.controlCode === null || context.expiresAt === null)) {
    throw new Error('control code screen without a code');
  }
  if (!snapshot.hasTag('eid') && context.controlCode !== null) throw new Error('stale control code');
}

/** What the login views read through the selectors, checked on every step (§3 session fields). */
function viewRule({ after, history }: SpecStep): void {
  const snapshot = after as AuthSnapshot;
  const is = (value: Parameters<AuthSnapshot['matches']>[0]) => snapshot.matches(value);
  const expectedDeviceLink = () => {
    if (!is('deviceLinkLoading')) return null;
    const since = history.slice(history.findLastIndex((e) => e.type === 'login.deviceLink'));
    const links = since.findLast((e) => e.type === 'deviceLink.links');
    if (links === undefined) return null;
    const stale = since.findLastIndex((e) => e.type === 'deviceLink.stale') > since.lastIndexOf(links);
    return { qr: links.qr, web2app: links.web2app, expiresAt: links.expiresAt, fresh: !stale };
  };
  const expectations: [string, unknown, unknown][] = [
    ['authorized', selectIsAuthorized(snapshot), is('authorized')],
    [
      'loading',
      selectIsLoading(snapshot),
      is('restoring') || is('loading') || is('loggingOut') || is({ electronicIdLoading: 'starting' }),
    ],
    ['eID in progress', selectIsElectronicIdLoading(snapshot), is('electronicIdLoading')],
    [
      'control code shown',
      selectIsAwaitingEidConfirmation(snapshot),
      is({ electronicIdLoading: 'awaitingConfirmation' }),
    ],
    ['QR login', selectIsDeviceLinkLogin(snapshot), is('deviceLinkLoading')],
    // The links shown are the child's latest; after a "too old" report the QR is hidden.
    ['QR links', JSON.stringify(selectDeviceLink(snapshot)), JSON.stringify(expectedDeviceLink())],
    [
      'QR seconds left',
      selectDeviceLinkSecondsLeft(snapshot, FIXTURE_NOW),
      expectedDeviceLink() === null ? null : SPEC.eidLoginWindowMs / 1000,
    ],
    ['isRefreshLoading', selectIsRefreshLoading(snapshot), is({ authorized: 'refreshing' })],
    ['bank error page', selectIsBankLoginError(snapshot), is({ unauthorized: 'bankLoginFailed' })],
    [
      'no pension contract',
      selectIsNotOnboarded(snapshot),
      selectLoginError(snapshot)?.code === 'user_not_onboarded',
    ],
    [
      'access token',
      selectAccessToken(snapshot),
      is('authorized') || is('loggingOut') ? latestTokens(history).accessToken : null,
    ],
    [
      'id token',
      selectIdToken(snapshot),
      is('authorized') || is('loggingOut') ? latestTokens(history).idToken : null,
    ],
    // The fixtures' eid.started ends the window 120 s after FIXTURE_NOW.
    [
      'seconds left',
      selectSecondsLeft(snapshot, FIXTURE_NOW),
      is({ electronicIdLoading: 'awaitingConfirmation' }) ? SPEC.eidLoginWindowMs / 1000 : null,
    ],
  ];
  for (const [what, actual, expected] of expectations)
    if (actual !== expected)
      throw new Error(`${what}: the view reads ${String(actual)}, expected ${String(expected)}`);
}

function sessionSpec(): SpecExpectations {
  const spec = authSpec({ storedRefreshToken: STORED_REFRESH_TOKEN });
  return { ...spec, rules: [...(spec.rules ?? []), viewRule] };
}

describe('auth machine: generated paths', () => {
  const fresh = createModel({
    name: 'auth (fresh start)',
    machine: authMachine,
    fixtures: authFixtures,
    invariant,
    spec: sessionSpec(),
  });
  const restore = createModel({
    name: 'auth (stored refresh token)',
    machine: authMachine,
    fixtures: authRestoreFixtures,
    invariant,
    spec: sessionSpec(),
  });

  for (const model of [fresh, restore]) {
    describe(model.name, () => {
      for (const path of model.paths) {
        it(path.description, async () => {
          await model.runPath(path);
        });
      }
    });
  }

  it('covers every state, transition and branch', () => {
    const report = mergeCoverage('auth', [fresh.coverage(), restore.coverage()]);
    console.log(formatCoverage(report));
    assertFullCoverage(report);
  });
});

describe('auth machine with the real eID child: simulated time', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  /**
   * Advances simulated time in 1 s steps, settling promises in between. (SimulatedClock.increment jumps to
   * the end at once, so a timer started by another timer inside one big jump would start too late.)
   */
  async function advance(clock: SimulatedClock, ms: number) {
    for (let left = ms; left > 0; left -= 1000) {
      clock.increment(Math.min(1000, left));
      await flush();
    }
  }

  function start(options: {
    finalize?: (attempt: number) => AuthTokens | AuthFlowError;
    refresh?: () => AuthTokens | AuthFlowError;
    input?: { refreshToken: string | null };
  }) {
    const clock = new SimulatedClock();
    const revoked: string[] = [];
    const emitted: AuthEmitted[] = [];
    let attempts = 0;
    const eidLogin = eidLoginMachine.provide({
      actors: {
        initiateEid: fromPromise(async () => ({
          controlCode: '4821',
          token: 'eid-token',
          startedAt: FIXTURE_NOW,
        })),
        finalizeEid: fromPromise(async () => {
          attempts += 1;
          const answer = options.finalize?.(attempts) ?? loginTokens;
          if (answer instanceof AuthFlowError) throw answer;
          return answer;
        }),
      },
    });
    const machine = authMachine.provide({
      actors: {
        eidLogin,
        passwordLogin: fromPromise(async () => loginTokens),
        exchangeSbToken: fromPromise<AuthTokens, SbTokenInput>(async () => {
          throw new AuthFlowError('invalid_grant');
        }),
        refreshTokens: fromPromise(async () => {
          const answer = options.refresh?.() ?? refreshedTokens;
          if (answer instanceof AuthFlowError) throw answer;
          return answer;
        }),
        revokeToken: fromPromise(async ({ input }) => {
          revoked.push(input.refreshToken);
        }),
      },
    });
    const actor = createActor(machine, { clock, input: options.input ?? { refreshToken: null } });
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, clock, revoked, emitted, attempts: () => attempts };
  }

  it('Smart-ID: control code and countdown, silent polling every 3 s, then authorized', async () => {
    const { actor, clock, attempts, emitted } = start({
      finalize: (n) => (n < 3 ? new AuthFlowError('authorization_pending') : loginTokens),
    });
    actor.send({ type: 'login.eid', provider: 'pension_smart_id', personalCode: '30303039914' });
    await flush();
    const waiting = actor.getSnapshot();
    expect(waiting.hasTag('eid-waiting')).toBe(true);
    expect(selectControlCode(waiting)).toBe('4821');
    expect(selectSecondsLeft(waiting, FIXTURE_NOW)).toBe(SPEC.eidLoginWindowMs / 1000);
    expect(selectSecondsLeft(waiting, FIXTURE_NOW + 30_500)).toBe(90);
    for (let i = 0; i < 2; i++) {
      clock.increment(SPEC.eidPollIntervalMs);
      await flush();
      expect(actor.getSnapshot().hasTag('eid-waiting')).toBe(true);
      expect(selectLoginError(actor.getSnapshot())).toBeNull();
    }
    clock.increment(SPEC.eidPollIntervalMs);
    await flush();
    expect(attempts()).toBe(3);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(selectAccessToken(actor.getSnapshot())).toBe(loginTokens.accessToken);
    expect(selectControlCode(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([{ type: 'session.tokens', tokens: loginTokens }]);
  });

  it('Smart-ID: the 120 s window ends in session_expired', async () => {
    const { actor, clock } = start({ finalize: () => new AuthFlowError('authorization_pending') });
    actor.send({ type: 'login.eid', provider: 'pension_smart_id', personalCode: '30403039983' });
    await flush();
    for (let i = 0; i < SPEC.eidLoginWindowMs / SPEC.eidPollIntervalMs; i++) {
      clock.increment(SPEC.eidPollIntervalMs);
      await flush();
    }
    expect(actor.getSnapshot().matches({ unauthorized: 'failed' })).toBe(true);
    expect(selectLoginError(actor.getSnapshot())).toEqual({ code: 'session_expired', provider: 'smart_id' });
  });

  it('eid.cancel stops polling and returns to the form without an error', async () => {
    const { actor, clock, attempts } = start({ finalize: () => new AuthFlowError('authorization_pending') });
    actor.send({
      type: 'login.eid',
      provider: 'pension_mobile_id',
      personalCode: '50001018865',
      phoneNumber: '+37060000666',
    });
    await flush();
    clock.increment(SPEC.eidPollIntervalMs);
    await flush();
    actor.send({ type: 'eid.cancel' });
    clock.increment(SPEC.eidLoginWindowMs);
    await flush();
    expect(attempts()).toBe(1);
    expect(actor.getSnapshot().matches({ unauthorized: 'signedOut' })).toBe(true);
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
  });

  it('a failed bank handover is identifiable (/error-sb); error.dismiss resets it', async () => {
    const { actor } = start({});
    actor.send({ type: 'login.sbToken', token: 'used-token' });
    await flush();
    expect(selectIsBankLoginError(actor.getSnapshot())).toBe(true);
    expect(selectLoginError(actor.getSnapshot())).toEqual({ code: 'invalid_grant', provider: 'sb' });
    actor.send({ type: 'error.dismiss' });
    expect(selectIsBankLoginError(actor.getSnapshot())).toBe(false);
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
  });

  it('refreshes 2 minutes before the access token expires, again and again', async () => {
    const { actor, clock } = start({});
    actor.send({ type: 'login.password', username: 'jonas01', password: 'Pensija2026' });
    await flush();
    const lead = loginTokens.expiresIn * 1000 - SPEC.accessTokenRefreshLeadMs;
    clock.increment(lead - 1);
    await flush();
    expect(actor.getSnapshot().context.tokens).toEqual(loginTokens);
    // keep the inactivity timer away
    actor.send({ type: 'session.activity', at: FIXTURE_NOW + lead - 1 });
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().context.tokens).toEqual(refreshedTokens);
    expect(actor.getSnapshot().matches({ authorized: 'active' })).toBe(true);
  });

  it('a failed refresh ends the session with the error', async () => {
    const { actor, clock, emitted } = start({ refresh: () => new AuthFlowError('invalid_grant') });
    actor.send({ type: 'login.password', username: 'jonas01', password: 'Pensija2026' });
    await flush();
    clock.increment(loginTokens.expiresIn * 1000 - SPEC.accessTokenRefreshLeadMs);
    await flush();
    expect(actor.getSnapshot().matches({ unauthorized: 'failed' })).toBe(true);
    expect(selectLoginError(actor.getSnapshot())).toEqual({ code: 'invalid_grant', provider: 'password' });
    expect(emitted.at(-1)).toEqual({ type: 'session.ended', reason: 'refresh_failed' });
  });

  it('an access token the API refused: a refresh at once; refused too, the session ends', async () => {
    const { actor, emitted } = start({ refresh: () => new AuthFlowError('invalid_grant') });
    actor.send({ type: 'login.password', username: 'jonas01', password: 'Pensija2026' });
    await flush();
    // Long before the refresh is due (the access token lives 15 minutes).
    actor.send({ type: 'session.refused' });
    await flush();
    expect(actor.getSnapshot().matches({ unauthorized: 'failed' })).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'session.ended', reason: 'refresh_failed' });
  });

  it('an access token the API refused while the session is still valid: the refresh keeps it', async () => {
    const { actor } = start({});
    actor.send({ type: 'login.password', username: 'jonas01', password: 'Pensija2026' });
    await flush();
    actor.send({ type: 'session.refused' });
    await flush();
    expect(actor.getSnapshot().matches({ authorized: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.tokens).toEqual(refreshedTokens);
  });

  it('inactivity: warning after 5 min with a countdown, extend, then logout after 10 min idle', async () => {
    const { actor, clock, revoked, emitted } = start({});
    actor.send({ type: 'login.password', username: 'jonas01', password: 'Pensija2026' });
    await flush();
    const inactivity = selectInactivityActor(actor.getSnapshot());
    if (!inactivity) throw new Error('no inactivity child');
    clock.increment(SPEC.inactivityWarningAfterMs);
    expect(selectIsInactivityWarning(inactivity.getSnapshot())).toBe(true);
    expect(
      selectInactivitySecondsLeft(inactivity.getSnapshot(), FIXTURE_NOW + SPEC.inactivityWarningAfterMs),
    ).toBe(300);
    const extendedAt = FIXTURE_NOW + SPEC.inactivityWarningAfterMs + 10_000;
    actor.send({ type: 'session.extend', at: extendedAt });
    expect(selectIsInactivityWarning(inactivity.getSnapshot())).toBe(false);
    expect(selectInactivitySecondsLeft(inactivity.getSnapshot(), extendedAt)).toBe(
      SPEC.inactivityLogoutAfterMs / 1000,
    );
    await advance(clock, SPEC.inactivityLogoutAfterMs - 1);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ unauthorized: 'signedOut' });
    expect(selectSignedOutReason(actor.getSnapshot())).toBe('inactivity');
    expect(revoked).toEqual([refreshedTokens.refreshToken]);
    expect(emitted.at(-1)).toEqual({ type: 'session.ended', reason: 'inactivity' });
  });

  it('logout revokes the refresh token and ends the session', async () => {
    const { actor, revoked, emitted } = start({});
    actor.send({ type: 'login.password', username: '  jonas01 ', password: 'Pensija2026' });
    await flush();
    actor.send({ type: 'session.logout' });
    await flush();
    expect(actor.getSnapshot().matches({ unauthorized: 'signedOut' })).toBe(true);
    expect(actor.getSnapshot().context.tokens).toBeNull();
    expect(revoked).toEqual([loginTokens.refreshToken]);
    expect(emitted.at(-1)).toEqual({ type: 'session.ended', reason: 'user' });
  });

  it('restores a session from a stored refresh token', async () => {
    const { actor } = start({ input: { refreshToken: STORED_REFRESH_TOKEN } });
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    await flush();
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(selectAccessToken(actor.getSnapshot())).toBe(refreshedTokens.accessToken);
  });
});

import type { MachineFixtures } from '../../tests/model/fixture-types';
import { EID_LOGIN_WINDOW_MS } from '../../src/domain/constants';
import { LOGIN_ERROR_CODES } from '../../src/api/contract/auth-codes';
import type { authMachine } from './auth.machine';
import { AuthFlowError, type AuthTokens, type LoginErrorCode } from './auth-types';

/**
 * Typed fixtures of the session machine: sample events of every type and the outcomes of every actor,
 * including every §8 login error code as an eID outcome. Used by the generated path tests and stories.
 */

/** Fixed instant of the fixtures (2026-01-15T08:00:00Z). */
export const FIXTURE_NOW = Date.UTC(2026, 0, 15, 8, 0, 0);

export const loginTokens: AuthTokens = {
  accessToken: 'access-token-1',
  refreshToken: 'refresh-token-1',
  idToken: 'id-token-1',
  expiresIn: 900,
  issuedAt: FIXTURE_NOW,
};

export const refreshedTokens: AuthTokens = {
  accessToken: 'access-token-2',
  refreshToken: 'refresh-token-2',
  idToken: 'id-token-2',
  expiresIn: 900,
  issuedAt: FIXTURE_NOW + 780_000,
};

/** Every §8 code except authorization_pending (which never ends a login). */
export const loginFailureCodes = LOGIN_ERROR_CODES.filter((code) => code !== 'authorization_pending');

/**
 * How an eID login's finalisation fails besides the answers of its own kind: still waiting, a transient error
 * (retried), the customer's cancel and an expired session, then `more`.
 */
export const finalizeEidErrors = (...more: LoginErrorCode[]): AuthFlowError[] =>
  (['authorization_pending', 'server_error', 'user_cancelled', 'session_expired', ...more] as const).map(
    (code) => new AuthFlowError(code),
  );

export const STORED_REFRESH_TOKEN = 'refresh-token-stored';

export const authFixtures = {
  input: { refreshToken: null },
  events: {
    'login.password': [{ type: 'login.password', username: '  jonas01 ', password: 'Pensija2026' }],
    'login.eid': [
      { type: 'login.eid', provider: 'pension_smart_id', personalCode: '30303039914' },
      {
        type: 'login.eid',
        provider: 'pension_mobile_id',
        personalCode: '50001018865',
        phoneNumber: '+37060000666',
      },
    ],
    'login.sbToken': [{ type: 'login.sbToken', token: 'sb-handover-token' }],
    'login.deviceLink': [{ type: 'login.deviceLink', lang: 'lit' }],
    'login.deviceLinkCallback': [
      {
        type: 'login.deviceLinkCallback',
        value: 'binding-value',
        sessionSecretDigest: 'k7YhZ0oV2m0m3S6bB0m5kq0r8s3b2rWcQ8k1j9ZyXyA',
        userChallengeVerifier: 'Z3f0d8b2c1a9e7f6d5c4b3a2918f7e6d5c4b3a29181',
      },
    ],
    'deviceLink.links': [
      {
        type: 'deviceLink.links',
        qr: 'https://sid.demo.sk.ee/device-link?deviceLinkType=QR&elapsedSeconds=1&authCode=a',
        web2app: 'https://sid.demo.sk.ee/device-link?deviceLinkType=Web2App&authCode=b',
        expiresAt: FIXTURE_NOW + EID_LOGIN_WINDOW_MS,
      },
    ],
    'deviceLink.stale': [{ type: 'deviceLink.stale' }],
    'eid.started': [
      { type: 'eid.started', controlCode: '4821', expiresAt: FIXTURE_NOW + EID_LOGIN_WINDOW_MS },
    ],
    'eid.cancel': [{ type: 'eid.cancel' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
    'notice.dismiss': [{ type: 'notice.dismiss' }],
    'session.logout': [{ type: 'session.logout' }],
    'session.activity': [{ type: 'session.activity', at: FIXTURE_NOW + 60_000 }],
    'session.extend': [{ type: 'session.extend', at: FIXTURE_NOW + 400_000 }],
    'session.update': [{ type: 'session.update', tokens: refreshedTokens }],
    'session.refused': [{ type: 'session.refused' }],
  },
  actors: {
    passwordLogin: {
      done: [loginTokens],
      error: [
        new AuthFlowError('invalid_grant'),
        new AuthFlowError('user_locked'),
        new AuthFlowError('user_not_onboarded'),
        { error: 'something_new' },
      ],
    },
    exchangeSbToken: {
      done: [loginTokens],
      error: [new AuthFlowError('invalid_grant'), new AuthFlowError('server_error')],
    },
    refreshTokens: {
      done: [refreshedTokens],
      error: [new AuthFlowError('invalid_grant')],
    },
    revokeToken: {
      done: [undefined],
      error: [new AuthFlowError('server_error')],
    },
    eidLogin: {
      done: [
        { status: 'confirmed', tokens: loginTokens },
        ...loginFailureCodes.map((error) => ({ status: 'failed' as const, error })),
      ],
      error: [new Error('child crashed')],
    },
    deviceLinkLogin: {
      done: [
        { status: 'confirmed', tokens: loginTokens },
        { status: 'failed', error: 'user_cancelled' },
        { status: 'failed', error: 'session_expired' },
        { status: 'failed', error: 'user_not_onboarded' },
      ],
      error: [new Error('child crashed')],
    },
    deviceLinkCallback: {
      done: [loginTokens],
      error: [new AuthFlowError('invalid_grant'), new AuthFlowError('server_error')],
    },
    inactivity: {
      done: [undefined],
      error: [new Error('inactivity crashed')],
    },
  },
} satisfies MachineFixtures<typeof authMachine>;

/** The same machine started with a refresh token kept from an earlier page load. */
export const authRestoreFixtures = {
  ...authFixtures,
  input: { refreshToken: STORED_REFRESH_TOKEN },
} satisfies MachineFixtures<typeof authMachine>;

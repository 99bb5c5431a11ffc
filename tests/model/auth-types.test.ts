import { describe, expect, it } from 'vitest';
import { AuthFlowError, isDefinitiveLoginError, toLoginErrorCode } from '../../machines/auth/auth-types';

/** §8: whatever an auth actor rejects with becomes one of the catalogue's login codes. */
describe('login error codes from actor rejections (§8)', () => {
  it('reads AuthFlowError, a `code`, an RFC 6749 `error` body or a bare string', () => {
    expect(toLoginErrorCode(new AuthFlowError('user_locked'))).toBe('user_locked');
    expect(toLoginErrorCode({ code: 'wrong_vc' })).toBe('wrong_vc');
    expect(toLoginErrorCode({ error: 'invalid_grant' })).toBe('invalid_grant');
    expect(toLoginErrorCode('user_cancelled')).toBe('user_cancelled');
  });

  it('an unrecognised code is unknown; anything without a code is a server error (retried)', () => {
    expect(toLoginErrorCode({ error: 'something_new' })).toBe('unknown');
    expect(toLoginErrorCode({ error: 42 })).toBe('server_error');
    expect(toLoginErrorCode({ code: 7, error: 'user_locked' })).toBe('user_locked');
    expect(toLoginErrorCode(null)).toBe('server_error');
    expect(toLoginErrorCode(undefined)).toBe('server_error');
    expect(toLoginErrorCode(new Error('network down'))).toBe('server_error');
  });

  it('an AuthFlowError names itself and carries its code as the message unless given one', () => {
    const error = new AuthFlowError('session_expired');
    expect(error.name).toBe('AuthFlowError');
    expect(error.message).toBe('session_expired');
    expect(new AuthFlowError('session_expired', 'the window ended').message).toBe('the window ended');
  });

  it('authorization_pending and transient errors are not definitive', () => {
    expect(isDefinitiveLoginError('user_cancelled')).toBe(true);
    expect(isDefinitiveLoginError('authorization_pending')).toBe(false);
    expect(isDefinitiveLoginError('server_error')).toBe(false);
  });
});

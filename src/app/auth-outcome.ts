import type { LoginError } from '../../machines/auth/auth-types';

/**
 * A login attempt ended without tokens: the person cancelled, or the flow failed with a §8 error. The
 * login forms' submit actors (src/app/flows.ts) reject with it, so the form leaves its pending state
 * and keeps what was typed; the error itself is shown from the session's context.
 */
export class LoginAttemptError extends Error {
  constructor(readonly loginError: LoginError | null) {
    super(loginError ? loginError.code : 'cancelled');
    this.name = 'LoginAttemptError';
  }
}

import type { AuthActorRef } from './auth-context';
import type { LoginError } from '../../machines/auth/auth-types';

/** A login attempt ended without tokens: the person cancelled, or the flow failed with a §8 error. */
export class LoginAttemptError extends Error {
  constructor(readonly loginError: LoginError | null) {
    super(loginError ? loginError.code : 'cancelled');
    this.name = 'LoginAttemptError';
  }
}

/**
 * Resolves when the session becomes authorized, rejects when it falls back to unauthorized. Lets a
 * login form treat "send the login event" as its submit request, so its values survive a failure.
 */
export function waitForLoginOutcome(auth: AuthActorRef, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let sawProgress = false;
    const subscription = auth.subscribe((snapshot) => {
      if (settled) return;
      if (snapshot.hasTag('authorized')) {
        settled = true;
        subscription.unsubscribe();
        resolve();
        return;
      }
      if (!snapshot.matches('unauthorized')) {
        sawProgress = true;
        return;
      }
      if (sawProgress) {
        settled = true;
        subscription.unsubscribe();
        reject(new LoginAttemptError(snapshot.context.error));
      }
    });
    // The subscription only reports changes: classify the current state too.
    const current = auth.getSnapshot();
    if (!current.matches('unauthorized')) sawProgress = true;
    signal?.addEventListener('abort', () => {
      if (!settled) {
        settled = true;
        subscription.unsubscribe();
        reject(new LoginAttemptError(null));
      }
    });
  });
}

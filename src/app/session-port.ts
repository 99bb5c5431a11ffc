/**
 * What routes need to know about the session. The composition root backs it with the long-lived
 * auth actor; tests and stories back it with a plain object.
 */
export interface SessionPort {
  isAuthorized(): boolean;
  /**
   * Resolves once the start-up restore of a stored session (a reload) has finished; the route guards
   * wait for it, so the page's frame is shown during the token refresh while no guard decides too early.
   * Absent where the session is known at once (tests, stories).
   */
  whenSettled?(): Promise<void>;
}

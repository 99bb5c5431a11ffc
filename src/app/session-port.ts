/**
 * What routes need to know about the session. The composition root backs it with the long-lived
 * auth actor; tests and stories back it with a plain object.
 */
export interface SessionPort {
  isAuthorized(): boolean;
}

/**
 * What routes need to know about the session. The composition root backs it with the long-lived
 * auth actor; tests and stories back it with a plain object.
 */
export interface SessionPort {
  isAuthorized(): boolean;
}

/** Only same-site paths are followed after login, so a crafted link cannot send a customer elsewhere. */
export function safeReturnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/login') || value.startsWith('/error-')) return undefined;
  return value;
}

/** Only same-site paths are followed after login, so a crafted link cannot send a customer elsewhere. */
export function safeReturnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/login') || value.startsWith('/error-')) return undefined;
  return value;
}

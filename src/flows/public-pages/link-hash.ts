/** Hash links from e-mails carry the customer's one-time hash as `?hash=` or as the URL fragment. */
export function readLinkHash(location: { search: string; hash: string }): string {
  const fromQuery = new URLSearchParams(location.search).get('hash');
  const raw = fromQuery ?? location.hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{8,200}$/.test(raw) ? raw : '';
}

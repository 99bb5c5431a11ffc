/**
 * §4 "A token in the URL query on return from the bank login is removed from the URL and used to finalize
 * login": the bank portal may send the customer back to the login page with the handover token as the
 * query parameter `token` (e.g. `/login?token=…`), besides the path form `/login/sb/:token`.
 *
 * Called first thing at start-up, before the router or anything else reads the address: the parameter is
 * removed with `history.replaceState` (so it stays out of the history, of later Referer headers and of
 * every log the page itself writes), and the token is handed back to finish the login.
 */

/** The query parameter's name (§4 "a token in the URL query"; §7 grant login_sb_token sends `token`). */
export const BANK_RETURN_TOKEN_PARAM = 'token';

/** Longest token accepted; longer values are dropped from the address all the same. */
const MAX_TOKEN_LENGTH = 2000;

/** Pages a bank return may land on: the root and the login pages (not the path form /login/sb/…). */
function isBankReturnPath(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/login' ||
    (pathname.startsWith('/login/') && !pathname.startsWith('/login/sb/'))
  );
}

export interface AddressBar {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Removes `?token=` from the address (keeping every other parameter and the hash) and returns the token;
 * null when there is none (the address is then left alone).
 */
export function takeBankReturnToken({ location, history }: AddressBar): string | null {
  if (!isBankReturnPath(location.pathname)) return null;
  const params = new URLSearchParams(location.search);
  if (!params.has(BANK_RETURN_TOKEN_PARAM)) return null;
  const token = params.get(BANK_RETURN_TOKEN_PARAM)?.trim() ?? '';
  params.delete(BANK_RETURN_TOKEN_PARAM);
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  return token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

import { EID_REMEMBERED_BROWSER_MS } from '../domain/constants';

/**
 * Whether this browser completed a Smart-ID login by QR code or the app on this phone, so the login page may
 * offer "log in as before" (a notification login for the person the server remembers for this browser).
 * The server's proof is an HttpOnly cookie the page cannot read; this is only a hint kept beside it (an
 * expiry time, no personal data), set and cleared together with the cookie. A hint the server no longer
 * honours costs one refused start, after which it is gone.
 */
const REMEMBERED_BROWSER_KEY = 'eidRemembered';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export function isRememberedBrowser(storage: HintStorage, now: number): boolean {
  try {
    return Number(storage?.getItem(REMEMBERED_BROWSER_KEY)) > now;
  } catch {
    return false;
  }
}

/** After a device-link login: the server remembers this browser for as long. */
export function rememberBrowser(storage: HintStorage, now: number): void {
  try {
    storage?.setItem(REMEMBERED_BROWSER_KEY, String(now + EID_REMEMBERED_BROWSER_MS));
  } catch {
    // Storage full or disabled: the offer is then not made, and the personal-code form still works.
  }
}

export function forgetBrowser(storage: HintStorage): void {
  try {
    storage?.removeItem(REMEMBERED_BROWSER_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * The head start of a reload inside the authorized area: portal.html loads this file as its own small
 * script (async, ahead of the app's scripts; scripts/vite-preload-chunks.mjs). With a stored session it
 * exchanges the refresh token at once and, when the access token arrives, sends the address's first reads
 * (./reads.ts), so the answers travel while the browser is still downloading the app instead of after it.
 * Nothing is read or decided here: every answer is left, unread, in the slot (./slot.ts) for the app's
 * own HTTP clients, which check, parse and handle it exactly as if they had sent the request themselves
 * (a refused refresh still ends the session, a failed read still shows its retry).
 *
 * The refresh token stays where it is: the app stores the rotated one when it takes this answer, as
 * after any refresh of its own.
 */
import { API_BASE_URL } from '../api/base-url';
import { AUTH_PATHS, PORTAL_CLIENT_ID } from '../api/contract/auth-codes';
import {
  REFRESH_TOKEN_STORAGE_KEY,
  SESSION_LINEAGE_STORAGE_KEY,
  SESSION_MAILBOX_PREFIX,
} from '../browser/refresh-token-key';
import { headStartReads } from './reads';
import { headStartSlot, type HeadStartEntry } from './slot';

/**
 * The stored refresh token, unless another tab of this session has refreshed since this tab last did
 * (src/app/tab-sync.ts): that token is spent, and the app takes the newer one instead.
 */
function storedRefreshToken(): string | null {
  try {
    const lineage = JSON.parse(window.sessionStorage.getItem(SESSION_LINEAGE_STORAGE_KEY) ?? 'null') as {
      id: string;
      gen: number;
    } | null;
    const mail = lineage
      ? (JSON.parse(window.localStorage.getItem(SESSION_MAILBOX_PREFIX + lineage.id) ?? 'null') as {
          gen: number;
        } | null)
      : null;
    if (lineage && mail && mail.gen > lineage.gen) return null;
    return window.sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function absolute(path: string): string {
  return new URL(`${API_BASE_URL}${path}`, window.location.href).href;
}

function headStart(): void {
  const reads = headStartReads(window.location.pathname);
  const slot = headStartSlot(window);
  // The app started first (this script arrived late): it exchanges the token itself.
  if (slot.closed) return;
  const refreshToken = reads.length > 0 ? storedRefreshToken() : null;
  if (!refreshToken) return;
  const form = { grant_type: 'refresh_token', client_id: PORTAL_CLIENT_ID, refresh_token: refreshToken };
  const url = absolute(AUTH_PATHS.token);
  const refresh: HeadStartEntry = {
    method: 'POST',
    url,
    form,
    sentAt: Date.now(),
    response: fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form),
    }),
  };
  slot.entries.push(refresh);
  refresh.response
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const accessToken = (body as { access_token?: unknown } | null)?.access_token;
      if (typeof accessToken !== 'string') return;
      for (const path of reads) {
        const readUrl = absolute(path);
        const response = fetch(readUrl, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
        });
        // Whoever takes the answer sees a failure; one nobody takes is not an unhandled rejection.
        response.catch(() => undefined);
        slot.entries.push({
          method: 'GET',
          url: readUrl,
          bearer: accessToken,
          sentAt: Date.now(),
          response,
        });
      }
    })
    // The app sees a failed refresh itself when it takes the answer; no reads are sent then.
    .catch(() => undefined);
}

headStart();

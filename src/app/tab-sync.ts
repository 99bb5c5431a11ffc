/**
 * Tabs that share one session. A duplicated tab (or one opened by `window.open`) starts with a copy of
 * this tab's sessionStorage, so both hold the same refresh token; the auth server rotates the token on every
 * refresh and revokes the whole session when a rotated token is presented again (server/auth/token-service.ts).
 * So the tabs of one session — its lineage, begun at each login and copied with the sessionStorage — refresh
 * one at a time under a Web Lock, and the tab that refreshed leaves the new tokens in the lineage's mailbox
 * in localStorage. The other tabs take them at once (the `storage` event) or, if they missed it (a frozen
 * background tab), under the lock before refreshing themselves.
 *
 * The mailbox is encrypted (AES-GCM) with a key that exists only in the tabs' sessionStorage: what is left on
 * disk after the tabs close opens nothing, and a tab of another login cannot read it. A logout leaves
 * "ended" in the mailbox, and every tab of the lineage logs out with it. Mailboxes older than the longest
 * session are removed. Without Web Crypto (an insecure origin) or storage, each tab refreshes alone, as before.
 */
import type { AuthTokens } from '../../machines/auth/auth-types';
import type { AuthEvent, SignedOutReason } from '../../machines/auth/auth.machine';
import {
  REFRESH_TOKEN_STORAGE_KEY,
  SESSION_LINEAGE_STORAGE_KEY,
  SESSION_MAILBOX_PREFIX,
} from '../browser/refresh-token-key';

/** A session lives at most 12 hours from its login (the auth server's family lifetime); its mailbox no longer. */
const MAILBOX_MAX_AGE_MS = 12 * 60 * 60 * 1000;

interface Lineage {
  id: string;
  /** The AES-GCM key, raw, base64. */
  key: string;
  /** How many refreshes this tab knows of in the lineage. */
  gen: number;
}

interface Mail {
  gen: number;
  at: number;
  iv?: string;
  data?: string;
  ended?: true;
}

export interface TabSyncDeps {
  local: Storage | undefined;
  session: Storage | undefined;
  locks: LockManager | undefined;
  subtle: SubtleCrypto | undefined;
  random: (bytes: number) => Uint8Array<ArrayBuffer>;
  now: () => number;
  /** Where `storage` events of other tabs arrive (the window). */
  events: EventTarget | undefined;
}

/** What the tabs tell this tab's session. */
export interface TabSyncListener {
  /** Another tab refreshed: these are now the session's tokens. */
  tokens(tokens: AuthTokens): void;
  /** Another tab logged out (or timed out): this tab logs out too. */
  ended(): void;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function parse<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function createTabSync(deps: TabSyncDeps) {
  const { local, session, subtle } = deps;
  /** The refresh token this module obtained or took from another tab: its storing is not a new login. */
  let produced: string | null = null;
  let listening = false;

  const readLineage = (): Lineage | null => {
    try {
      return parse<Lineage>(session?.getItem(SESSION_LINEAGE_STORAGE_KEY));
    } catch {
      return null;
    }
  };
  const writeLineage = (lineage: Lineage | null) => {
    try {
      if (lineage) session?.setItem(SESSION_LINEAGE_STORAGE_KEY, JSON.stringify(lineage));
      else session?.removeItem(SESSION_LINEAGE_STORAGE_KEY);
    } catch {
      // storage unavailable: this tab refreshes alone
    }
  };
  const readMail = (id: string): Mail | null => {
    try {
      return parse<Mail>(local?.getItem(SESSION_MAILBOX_PREFIX + id));
    } catch {
      return null;
    }
  };
  const writeMail = (id: string, mail: Mail) => {
    try {
      local?.setItem(SESSION_MAILBOX_PREFIX + id, JSON.stringify(mail));
    } catch {
      // storage full or refused: the other tabs refresh alone
    }
  };

  const cryptoKey = (lineage: Lineage, use: KeyUsage) =>
    subtle!.importKey('raw', fromBase64(lineage.key), 'AES-GCM', false, [use]);

  async function seal(lineage: Lineage, gen: number, tokens: AuthTokens): Promise<Mail> {
    const iv = deps.random(12);
    const data = await subtle!.encrypt(
      { name: 'AES-GCM', iv },
      await cryptoKey(lineage, 'encrypt'),
      new TextEncoder().encode(JSON.stringify(tokens)),
    );
    return { gen, at: deps.now(), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
  }

  /** The mail's tokens, their lifetime counted from now; null when it cannot be opened. */
  async function open(lineage: Lineage, mail: Mail): Promise<AuthTokens | null> {
    if (!subtle || !mail.iv || !mail.data) return null;
    try {
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(mail.iv) },
        await cryptoKey(lineage, 'decrypt'),
        fromBase64(mail.data),
      );
      const tokens = JSON.parse(new TextDecoder().decode(plain)) as AuthTokens;
      const now = deps.now();
      const left = tokens.expiresIn - Math.max(0, now - tokens.issuedAt) / 1000;
      return { ...tokens, expiresIn: Math.max(0, Math.floor(left)), issuedAt: now };
    } catch {
      return null;
    }
  }

  /**
   * Refreshes `current` once for all tabs of the lineage: under the lineage's lock, a newer token left by
   * another tab is taken instead of refreshing (refreshing the old one would revoke the session).
   */
  async function refresh(current: string, exchange: () => Promise<AuthTokens>): Promise<AuthTokens> {
    const first = readLineage();
    if (!first || !subtle) return exchange();
    const run = async () => {
      const lineage = readLineage() ?? first;
      const mail = readMail(lineage.id);
      if (mail && !mail.ended && mail.gen >= lineage.gen) {
        const newer = await open(lineage, mail);
        if (newer && newer.refreshToken !== current) {
          writeLineage({ ...lineage, gen: mail.gen });
          produced = newer.refreshToken;
          return newer;
        }
      }
      const tokens = await exchange();
      const gen = Math.max(lineage.gen, mail?.gen ?? 0) + 1;
      writeLineage({ ...lineage, gen });
      produced = tokens.refreshToken;
      writeMail(lineage.id, await seal(lineage, gen, tokens));
      return tokens;
    };
    return deps.locks ? deps.locks.request(`portal-refresh:${first.id}`, run) : run();
  }

  function onStorage(listener: TabSyncListener, event: Event) {
    const { key, newValue } = event as StorageEvent;
    const lineage = readLineage();
    if (!lineage || key !== SESSION_MAILBOX_PREFIX + lineage.id) return;
    const mail = parse<Mail>(newValue);
    if (!mail || mail.gen <= lineage.gen) return;
    if (mail.ended) {
      writeLineage(null);
      listener.ended();
      return;
    }
    void open(lineage, mail).then((tokens) => {
      const still = readLineage();
      if (!tokens || !still || still.id !== lineage.id || still.gen >= mail.gen) return;
      writeLineage({ ...still, gen: mail.gen });
      produced = tokens.refreshToken;
      listener.tokens(tokens);
    });
  }

  /** Removes the mailboxes of sessions that cannot be alive any more. */
  function sweep() {
    if (!local) return;
    try {
      const old = deps.now() - MAILBOX_MAX_AGE_MS;
      for (let index = local.length - 1; index >= 0; index -= 1) {
        const key = local.key(index);
        if (key?.startsWith(SESSION_MAILBOX_PREFIX) && (parse<Mail>(local.getItem(key))?.at ?? 0) < old)
          local.removeItem(key);
      }
    } catch {
      // nothing to sweep
    }
  }

  return {
    refresh,
    /**
     * The session stored these tokens. Tokens this module did not produce come from a login: they begin a
     * new lineage (a tab duplicated from now on shares it). The first call starts listening to the others.
     */
    stored(tokens: AuthTokens, listener: TabSyncListener) {
      if (!listening && deps.events) {
        listening = true;
        sweep();
        deps.events.addEventListener('storage', (event) => onStorage(listener, event));
      }
      if (tokens.refreshToken === produced) return;
      produced = tokens.refreshToken;
      writeLineage({
        id: toBase64(deps.random(12)).replace(/[+/=]/g, ''),
        key: toBase64(deps.random(32)),
        gen: 0,
      });
    },
    /** This tab logged out: the other tabs of the lineage do too. */
    ended() {
      const lineage = readLineage();
      writeLineage(null);
      produced = null;
      if (!lineage) return;
      const gen = Math.max(lineage.gen, readMail(lineage.id)?.gen ?? 0) + 1;
      writeMail(lineage.id, { gen, at: deps.now(), ended: true });
    },
  };
}

function storage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[name];
  } catch {
    return undefined;
  }
}

/** The browser's tab sync (one per page). */
export const tabSync = createTabSync({
  local: storage('localStorage'),
  session: storage('sessionStorage'),
  locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
  subtle: globalThis.crypto?.subtle,
  random: (bytes) => globalThis.crypto.getRandomValues(new Uint8Array(bytes)),
  now: () => Date.now(),
  events: typeof window === 'undefined' ? undefined : window,
});

/** The session stored new tokens: kept for a reload of this tab, and shared with its other tabs. */
export function sessionTokens(actor: { send(event: AuthEvent): void }, tokens: AuthTokens): void {
  try {
    storage('sessionStorage')?.setItem(REFRESH_TOKEN_STORAGE_KEY, tokens.refreshToken);
  } catch {
    // storage unavailable: a reload will ask for a new login
  }
  tabSync.stored(tokens, {
    tokens: (next) => actor.send({ type: 'session.update', tokens: next }),
    ended: () => actor.send({ type: 'session.logout' }),
  });
}

/** The session ended: nothing is kept; a logout (or the inactivity timeout) ends it in every tab. */
export function sessionEnded(reason: SignedOutReason): void {
  try {
    storage('sessionStorage')?.removeItem(REFRESH_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  // A failed refresh or restore tells the other tabs nothing new.
  if (reason === 'user' || reason === 'inactivity') tabSync.ended();
}

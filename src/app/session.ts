import { createActor } from 'xstate';
import type { SessionPort } from './session-port';
import type { AuthActorRef } from './auth-context';
import { liveAuthMachine } from './auth-actors';
import { getInspect } from './inspector';
import type { AuthTokens } from '../../machines/auth/auth-types';
// The refresh token is kept in sessionStorage under this key; CSP forbids the inline and foreign scripts that
// would be needed to read it.
import { REFRESH_TOKEN_STORAGE_KEY } from '../browser/refresh-token-key';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface Session extends SessionPort {
  actor: AuthActorRef;
  whenSettled(): Promise<void>;
  accessToken(): string | null;
}

/** The other tabs of this session (loaded with the first tokens; never on the login page's first load). */
const tabs = () => import('./tab-sync').then((module) => module.tabSync);

export function createSession(): Session {
  const store = sessionStore();
  let refreshToken: string | null = null;
  try {
    refreshToken = store?.getItem(REFRESH_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    refreshToken = null;
  }
  const inspect = getInspect();
  const actor = createActor(liveAuthMachine, { input: { refreshToken }, ...(inspect ? { inspect } : {}) });
  const listener = {
    tokens: (next: AuthTokens) => actor.send({ type: 'session.update', tokens: next }),
    ended: () => actor.send({ type: 'session.logout' }),
  };
  actor.on('session.tokens', ({ tokens }) => {
    try {
      store?.setItem(REFRESH_TOKEN_STORAGE_KEY, tokens.refreshToken);
    } catch {
      // storage unavailable: a reload will ask for a new login
    }
    void tabs().then((sync) => sync.stored(tokens, listener));
  });
  actor.on('session.ended', ({ reason }) => {
    try {
      store?.removeItem(REFRESH_TOKEN_STORAGE_KEY);
    } catch {
      // nothing stored
    }
    // A logout ends the session in every tab; a failed refresh or restore tells the others nothing new.
    if (reason === 'user' || reason === 'inactivity') void tabs().then((sync) => sync.ended());
  });
  actor.start();
  const settled = whenActorSettled(actor);
  return {
    actor,
    isAuthorized: () => actor.getSnapshot().hasTag('authorized'),
    whenSettled: () => settled,
    accessToken: () => actor.getSnapshot().context.tokens?.accessToken ?? null,
  };
}

/** Resolves once the start-up restore (if any) has finished, so the first route guard sees the truth. */
export function whenSessionSettled(session: Session): Promise<void> {
  return session.whenSettled();
}

function whenActorSettled(actor: AuthActorRef): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => !actor.getSnapshot().matches('restoring');
    if (settled()) {
      resolve();
      return;
    }
    const sub = actor.subscribe(() => {
      if (settled()) {
        sub.unsubscribe();
        resolve();
      }
    });
  });
}

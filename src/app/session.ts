import { createActor } from 'xstate';
import type { SessionPort } from './session-port';
import type { AuthActorRef } from './auth-context';
import { http, liveAuthMachine } from './auth-actors';
import { getInspect } from './inspector';
// The refresh token is kept in sessionStorage under this key (written by ./tab-sync.ts); CSP forbids the
// inline and foreign scripts that would be needed to read it.
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
  // Kept for a reload and shared with the other tabs of the session by code loaded with the auth server's
  // (./tab-sync.ts), which is loaded before any tokens exist.
  actor.on(
    'session.tokens',
    ({ tokens }) => void http().then((module) => module.sessionTokens(actor, tokens)),
  );
  actor.on('session.ended', ({ reason }) => void http().then((module) => module.sessionEnded(reason)));
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

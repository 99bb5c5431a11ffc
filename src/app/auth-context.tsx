import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/auth/auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActorRef | null>(null);

/** Hands the long-lived session actor (created in main.tsx, outside React) to the views. */
export function AuthProvider({ actor, children }: { actor: AuthActorRef; children: ReactNode }) {
  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('useAuthActor: wrap the tree in <AuthProvider>');
  return actor;
}

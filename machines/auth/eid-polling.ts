/**
 * What both eID identifications share once the person has something to confirm on the phone (the
 * notification login with its control code, and the QR / Web2App login): `waiting` 3 s, then `polling` the
 * token endpoint (grant eid_token); authorization_pending waits again, other errors that may be transient
 * are retried up to 10 times, and a definitive §8 answer (or the 10th retry) ends the identification. The
 * machine provides the actor `finalizeEid`, the delay `pollInterval`, the guards of `eidPollGuards` and the
 * actions `storeTokens` (params `{ tokens }`) and `storeError` (params `{ error }`, see `eidErrorFields`),
 * and has the final states `confirmed` and `failed`.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { EID_MAX_FINALIZE_RETRIES } from '../../src/domain/constants';
import {
  blockedUntilOf,
  isDefinitiveLoginError,
  toLoginErrorCode,
  type AuthTokens,
  type LoginErrorCode,
} from './auth-types';

/** What an eID identification ends with (the parent's `onDone`): its result once confirmed, else the §8 code. */
export type EidLoginOutput<TResult = AuthTokens> =
  | { status: 'confirmed'; tokens: TResult }
  /** `blockedUntil`: §8 IP ban, until when the address is blocked (when the server said). */
  | { status: 'failed'; error: LoginErrorCode; blockedUntil?: string };

const errorOf = ({ event }: { event: ErrorActorEvent }) => ({ error: event.error });

/** The guards the polling names. */
export const eidPollGuards = {
  isAuthorizationPending: (_: unknown, params: { error: unknown }) =>
    toLoginErrorCode(params.error) === 'authorization_pending',
  canRetry: ({ context }: { context: { retries: number } }, params: { error: unknown }) =>
    !isDefinitiveLoginError(toLoginErrorCode(params.error)) && context.retries < EID_MAX_FINALIZE_RETRIES,
};

/** The §8 code of a failure, and until when the address is blocked when the server said (`storeError`). */
export function eidErrorFields(error: unknown): { error: LoginErrorCode; blockedUntil?: string } {
  const blockedUntil = blockedUntilOf(error);
  return { error: toLoginErrorCode(error), ...(blockedUntil ? { blockedUntil } : {}) };
}

/** What the identification ends with: the tokens once confirmed, else the §8 code. */
export function eidOutput<TResult>(context: {
  tokens: TResult | null;
  error: LoginErrorCode | null;
  blockedUntil?: string;
}): EidLoginOutput<TResult> {
  return context.tokens !== null
    ? { status: 'confirmed', tokens: context.tokens }
    : {
        status: 'failed',
        error: context.error ?? 'unknown',
        ...(context.blockedUntil ? { blockedUntil: context.blockedUntil } : {}),
      };
}

/** `waiting` ⇄ `polling` inside the state that shows what to confirm; `id` is the machine's id. */
export function eidPollingStates<TResult, const TId extends string = string>(
  id: TId,
  descriptions: { waiting: string; polling: string },
) {
  return {
    waiting: {
      description: descriptions.waiting,
      after: { pollInterval: 'polling' as const },
    },
    polling: {
      description: descriptions.polling,
      invoke: {
        id: 'finalizeEid' as const,
        src: 'finalizeEid' as const,
        input: ({ context }: { context: { token: string | null } }) => ({ token: context.token ?? '' }),
        onDone: {
          target: `#${id}.confirmed` as const,
          actions: {
            type: 'storeTokens' as const,
            params: ({ event }: { event: DoneActorEvent<TResult> }) => ({ tokens: event.output }),
          },
        },
        onError: [
          {
            guard: { type: 'isAuthorizationPending' as const, params: errorOf },
            target: 'waiting' as const,
          },
          {
            guard: { type: 'canRetry' as const, params: errorOf },
            target: 'waiting' as const,
            actions: 'countRetry' as const,
          },
          {
            target: `#${id}.failed` as const,
            actions: { type: 'storeError' as const, params: errorOf },
          },
        ],
      },
    },
  };
}

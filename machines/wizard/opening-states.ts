/**
 * How every wizard opens (fund change, both onboardings, the applications): `loading` reads the facts the
 * wizard needs; the lockouts are checked in order on what was read, the first that holds opens its state
 * (minor, AML required, no contract…), and with none the wizard opens; a failed read is the §8 load
 * failure with its retry. The machine provides the loader, the guards named in `checks` (params `{ facts }`)
 * and the actions `storeFacts` (params `{ facts }`, or the action a check names) and `storeError`
 * (params `{ error }`).
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/** A lockout: when `guard` holds on the facts read, the wizard opens `target` instead (after `store`). */
interface OpeningCheck {
  guard: string;
  target: string;
  /** The action that keeps the facts; `storeFacts` unless said. */
  store?: string;
}

/** The action a check keeps the facts with. */
type StoreOf<TCheck> = TCheck extends { store: infer TStore extends string } ? TStore : 'storeFacts';

const factsOf = <TFacts>({ event }: { event: DoneActorEvent<TFacts> }) => ({ facts: event.output });

export function openingStates<
  TLoader extends string,
  const TChecks extends readonly OpeningCheck[],
  TOpen extends string,
  TInput = undefined,
>(options: {
  /** What the loader reads (the `loading` state's description). */
  description: string;
  /** The loader actor, invoked with the same id. */
  loader: TLoader;
  /** The loader's input, when it takes one. */
  input?: TInput;
  /** The lockouts, in the order they are checked. */
  checks: TChecks;
  /** The state the wizard opens with when no lockout holds. */
  open: TOpen;
}) {
  return {
    loading: {
      description: options.description,
      tags: 'loading' as const,
      invoke: {
        id: options.loader,
        src: options.loader,
        input: options.input as TInput,
        onDone: [
          ...options.checks.map((check) => ({
            guard: { type: check.guard as TChecks[number]['guard'], params: factsOf },
            target: check.target as TChecks[number]['target'],
            actions: {
              type: (check.store ?? 'storeFacts') as StoreOf<TChecks[number]>,
              params: factsOf,
            },
          })),
          { target: options.open, actions: { type: 'storeFacts' as const, params: factsOf } },
        ],
        onError: {
          target: 'loadFailed' as const,
          actions: {
            type: 'storeError' as const,
            params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
          },
        },
      },
    },
    loadFailed: {
      description: '§8 load failure: a title, a description and a retry button.',
      tags: 'error' as const,
      on: {
        'load.retry': {
          target: 'loading' as const,
          actions: { type: 'storeError' as const, params: { error: null } },
        },
      },
    },
  };
}

/** A lockout the wizard ends in: its screen says why and where the customer goes instead. */
export function lockoutState<TTag extends string>(tag: TTag, description: string) {
  return { description, tags: tag, type: 'final' as const };
}

/** §6: the AML questionnaire comes before any contract or change. */
export const amlRequiredState = lockoutState(
  'step:aml-required',
  '§6: a USA / foreign resident whose AML is not Valid fills the questionnaire first.',
);

import type {
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  OutputFrom,
  StateMachine,
} from 'xstate';

/**
 * Types for `machines/<flow>/<name>.fixtures.ts`. Fixture files import them with `import type`, so nothing
 * from `tests/` reaches the app bundle. Written with `satisfies`, a new event type or a new actor in the
 * machine does not compile until the fixture has data for it.
 */

/** Sample payloads for every event type the machine accepts (at least one each). */
export type EventFixtures<TEvent extends EventObject> = {
  readonly [K in TEvent['type']]: readonly [Extract<TEvent, { type: K }>, ...Extract<TEvent, { type: K }>[]];
};

/** The actors a machine declares in `setup({ actors })`, as `{ src, logic }` unions. */
export type ActorsOf<TMachine> =
  TMachine extends StateMachine<
    infer _C,
    infer _E,
    infer _Ch,
    infer TActor,
    infer _A,
    infer _G,
    infer _D,
    infer _SV,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _M,
    infer _SS,
    infer _TM
  >
    ? TActor
    : never;

/**
 * Outcomes of every declared actor: outputs it may resolve with (`xstate.done.actor.<id>` events carry
 * them as `output`) and errors it may reject with (`xstate.error.actor.<id>` events carry them as `error`).
 * Give one sample per guarded branch that reads `event.output` / `event.error`.
 */
export type ActorFixtures<TMachine extends AnyStateMachine> = {
  readonly [A in ActorsOf<TMachine> as A['src']]: {
    readonly done: readonly OutputFrom<A['logic']>[];
    readonly error: readonly unknown[];
  };
};

export interface MachineFixtures<TMachine extends AnyStateMachine> {
  /** The input the model starts from. */
  readonly input: InputFrom<TMachine>;
  readonly events: EventFixtures<EventFromLogic<TMachine>>;
  readonly actors: ActorFixtures<TMachine>;
}

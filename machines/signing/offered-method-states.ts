/**
 * The sub-states every confirmation and signing screen shares (machines/signing/confirm-then-sign,
 * machines/step-up/confirm-then-submit): beside the screen, `offeredMethod` looks up the method to offer
 * first (machines/signing/offered-method.ts); when it answers, the machine's `offer` action keeps it; when it
 * fails, the fallback stays offered and the phone is typed. The machine provides both by these names.
 */
import type { DoneActorEvent } from 'xstate';
import type { OfferedMethod } from './offered-method';

export function offeredMethodStates<TInputMapper extends (args: never) => unknown>(options: {
  /** What the offered method is until it is found, or when it cannot be. */
  fallback: string;
  /** The lookup's input, from the machine's context. */
  input: TInputMapper;
}) {
  return {
    initial: 'findingMethod' as const,
    states: {
      findingMethod: {
        description:
          'Beside the screen: looks up the method to offer, the login’s with the Mobile-ID phone the customer is known by.',
        invoke: {
          id: 'offeredMethod',
          src: 'offeredMethod' as const,
          input: options.input,
          onDone: {
            target: 'methodKnown' as const,
            actions: {
              type: 'offer' as const,
              params: ({ event }: { event: DoneActorEvent<OfferedMethod> }) => ({ method: event.output }),
            },
          },
          onError: { target: 'methodKnown' as const },
        },
      },
      methodKnown: { description: `The method offered is the one found (or ${options.fallback}).` },
    },
  };
}

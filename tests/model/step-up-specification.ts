/**
 * The specification's expectations of the shared "fresh confirmation, then the change" child
 * (machines/step-up/confirm-then-submit.machine.ts; §4 Qualify, README "Security"), with literal values.
 */
import type { AnyEventObject } from 'xstate';
import type { SpecExpectations } from './harness';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

function fail(message: string): never {
  throw new Error(`specification: ${message}`);
}

const reasonOf = (event: AnyEventObject): string => (event.error as { reason: string }).reason;

interface Confirmation {
  confirmation: string;
  expiresAt: number;
}

/**
 * The confirmation in force after the path's events: the last one given after the server last said it
 * was missing, expired or used; at the start the one the parent kept (the server consumes a confirmation
 * only when the change succeeds).
 */
function confirmationInForce(
  history: readonly AnyEventObject[],
  initial: Confirmation | null,
): Confirmation | null {
  const confirmed = history.findLastIndex((e) => e.type === 'qualify.confirmed');
  const required = history.findLastIndex(
    (e) => e.type === error('submit') && reasonOf(e) === 'confirmation-required',
  );
  if (confirmed > required) return history[confirmed]?.confirmation as Confirmation;
  return required >= 0 ? null : initial;
}

export function confirmThenSubmitSpec(input: {
  payload: unknown;
  confirmation: Confirmation | null;
  required: boolean;
}): SpecExpectations {
  return {
    delays: {},
    inputs: {
      // §4 Qualify: the confirmation needs nothing from the change.
      qualify: () => undefined,
      // The change as the parent shaped it, with the confirmation (none when nothing needs confirming).
      submit: ({ history }) => ({
        payload: input.payload,
        confirmation: input.required
          ? (confirmationInForce(history, input.confirmation)?.confirmation ??
            fail('a change sent without a confirmation'))
          : null,
      }),
    },
    output: ({ event, history }) => {
      if (event.type === done('submit')) return { status: 'submitted', output: event.output };
      if (event.type === error('submit'))
        return {
          status: 'refused',
          error: event.error,
          confirmation: confirmationInForce(history, input.confirmation),
        };
      return fail(`ended on ${event.type}`);
    },
    rules: [
      // README "Security": nothing is sent before a confirmation, unless one is kept or none is needed.
      ({ event, invoked, after }) => {
        if (event.type !== 'xstate.init') return;
        const atOnce = !input.required || input.confirmation !== null;
        if (atOnce !== invoked.has('submit')) fail('a change must be sent only with a confirmation');
        if (!atOnce && !(after.matches('confirming') && invoked.has('qualify')))
          fail('the change must first be confirmed with Smart-ID / Mobile-ID');
      },
      // A confirmation given sends the change at once.
      ({ event, invoked }) => {
        if (event.type === 'qualify.confirmed' && !invoked.has('submit'))
          fail('a confirmed change must be sent');
      },
      // An expired or used confirmation is asked for again, saying why.
      ({ event, after }) => {
        if (event.type !== error('submit') || reasonOf(event) !== 'confirmation-required') return;
        const context = after.context as { confirmationExpired: boolean };
        if (!after.matches('confirming') || !context.confirmationExpired)
          fail('an expired or used confirmation must be asked for again');
      },
    ],
  };
}

/**
 * The specification's expectations of the shared "fresh confirmation, then the change" child
 * (machines/step-up/confirm-then-submit.machine.ts; §4 Qualify, docs/security.md), with literal values.
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

interface Offered {
  provider: string;
  phoneNumber?: string;
}

/**
 * The method a confirmation or signing offers (issue: offer how the customer logged in): until the lookup
 * answers, `before`; then what it answered (its failure changes nothing).
 */
function offeredAfter(history: readonly AnyEventObject[], before: Offered): Offered {
  const found = history.findLast((e) => e.type === done('offeredMethod'));
  return found ? (found.output as Offered) : before;
}

/** The offered method in the snapshot must be the one the specification expects after the path so far. */
function checkOffered(
  after: { context: unknown },
  history: readonly AnyEventObject[],
  event: AnyEventObject,
  before: Offered,
): void {
  const offered = (after.context as { offered: Offered }).offered;
  const want = offeredAfter([...history, event], before);
  if (JSON.stringify(offered) !== JSON.stringify(want))
    fail(`offers ${JSON.stringify(offered)}, the specification says ${JSON.stringify(want)}`);
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
      // The login's method and the known phone come from the session and the client data.
      offeredMethod: () => undefined,
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
      // docs/security.md: nothing is sent before a confirmation, unless one is kept or none is needed.
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
      // Smart-ID is offered until the login's method and the known phone are looked up, then those; the
      // lookup runs whenever a confirmation is asked for.
      ({ event, before, after, history, invoked }) => {
        checkOffered(after, history, event, { provider: 'pension_smart_id' });
        const asked = after.matches('confirming') && !before?.matches('confirming');
        if (asked && !invoked.has('offeredMethod')) fail('a confirmation must look up the method to offer');
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

/**
 * The signing kit's "confirm, then sign" child (machines/signing/confirm-then-sign.machine.ts): §4 Qualify
 * before signing for a password or bank-handover login, then §4 Signing with the confirmation; the server
 * spends a confirmation on one signing.
 */
export function confirmThenSignSpec(input: {
  request: unknown;
  loginProvider: string | null;
}): SpecExpectations {
  // §4: a second eID confirmation is asked for unless the customer logged in with Smart-ID or Mobile-ID.
  const confirms = input.loginProvider !== 'smart_id' && input.loginProvider !== 'mobile_id';
  // Offered first: the method of the login (Mobile-ID after a Mobile-ID login, else Smart-ID).
  const loginMethod: Offered = {
    provider: input.loginProvider === 'mobile_id' ? 'pension_mobile_id' : 'pension_smart_id',
  };
  const spent = (e: AnyEventObject) =>
    e.type === done('signing') && (e.output as { status: string }).status === 'confirmation-required';
  /** The confirmation given after the server last said the previous one was spent (none at the start). */
  const inForce = (history: readonly AnyEventObject[]): Confirmation | null => {
    const confirmed = history.findLastIndex((e) => e.type === 'qualify.confirmed');
    return confirmed > history.findLastIndex(spent)
      ? (history[confirmed]?.confirmation as Confirmation)
      : null;
  };
  /** The signing kept in the tab before a reload or Back, unless the server has asked for a confirmation since. */
  const kept = (history: readonly AnyEventObject[]): unknown => {
    const found = history.find((e) => e.type === done('inFlightSigning'))?.output ?? null;
    return found !== null && history.findIndex(spent) < 0 ? found : null;
  };
  return {
    delays: {},
    inputs: {
      qualify: () => undefined,
      offeredMethod: () => ({ loginProvider: input.loginProvider }),
      // The tab's kept signing is looked up for this very request.
      inFlightSigning: () => ({ request: input.request }),
      signing: ({ history }) => ({
        request: input.request,
        // The confirmation given since the server last asked for one (an eID login has none unless asked);
        // a continued signing spent its confirmation when it started.
        confirmation:
          inForce(history)?.confirmation ??
          (confirms && kept(history) === null ? fail('a signing started without a confirmation') : null),
        resume: kept(history),
      }),
    },
    output: ({ event }) => {
      if (event.type === done('signing')) {
        const output = event.output as { status: string };
        if (output.status !== 'signed') return fail('the kit ended although the signing did not');
        return { ...output, status: 'signed' };
      }
      if (event.type === error('signing')) return { status: 'failed', error: event.error };
      return fail(`ended on ${event.type}`);
    },
    rules: [
      ({ event, invoked, after }) => {
        if (event.type === 'xstate.init') {
          if (invoked.has('qualify') || invoked.has('signing'))
            fail('nothing is confirmed or signed before the tab is asked for a signing it kept');
          return;
        }
        if (event.type !== done('inFlightSigning') && event.type !== error('inFlightSigning')) return;
        const found = event.type === done('inFlightSigning') && event.output !== null;
        // A signing started before a reload or Back is continued: the phone is not asked to confirm again.
        if (found && !(after.matches('signing') && invoked.has('signing') && !invoked.has('qualify')))
          fail('a signing kept in the tab must be continued, without a new confirmation');
        if (found) return;
        if (confirms && !(after.matches('confirming') && invoked.has('qualify') && !invoked.has('signing')))
          fail('a password or bank login must confirm with Smart-ID / Mobile-ID before signing');
        if (!confirms && !(after.matches('signing') && invoked.has('signing')))
          fail('a Smart-ID / Mobile-ID login signs at once');
      },
      ({ event, after, history }) => checkOffered(after, history, event, loginMethod),
      ({ event, after }) => {
        if (!spent(event)) return;
        const context = after.context as { confirmationExpired: boolean };
        if (!after.matches('confirming') || !context.confirmationExpired)
          fail('a spent or expired confirmation must be asked for again, saying why');
      },
    ],
  };
}

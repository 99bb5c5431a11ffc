import type { AnyEventObject } from 'xstate';
import type { SpecExpectations } from './harness';

/**
 * The specification's expectations of the settings machines (issue 14), checked by the harness on every
 * step of every generated path. Literal values with their § numbers (or the README's design note where the
 * specification is silent), never the machines' constants.
 */

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

function fail(message: string): never {
  throw new Error(`specification: ${message}`);
}

function lastOf(history: readonly AnyEventObject[], type: string): AnyEventObject {
  const event = history.findLast((e) => e.type === type);
  if (event === undefined) return fail(`no ${type} on this path`);
  return event;
}

// ── address search (§5 "sends nothing when the text is empty", §7 PostAddresses) ──────────────────

export const addressSearchSpec: SpecExpectations = {
  // README "Where the specification is silent": the search waits 300 ms after the last key press.
  delays: { searchDebounce: 300 },
  inputs: {
    // §7 PostAddresses/Get: the text last typed, without surrounding spaces.
    searchAddresses: ({ history }) => ({ text: String(lastOf(history, 'address.type').text).trim() }),
    // §7 PostAddresses/GetAddress: the id of the picked suggestion.
    getAddress: ({ history }) => ({ id: lastOf(history, 'address.choose').id }),
  },
  // The picked address is handed to the form.
  emitted: ({ event }) =>
    event.type === done('getAddress') ? [{ type: 'address.chosen', address: event.output }] : [],
  rules: [
    // §5: empty text sends nothing and shows no suggestions.
    ({ event, invoked, after }) => {
      if (event.type !== 'address.type' || String(event.text).trim() !== '') return;
      if (invoked.size > 0 || after.hasTag('loading')) fail('§5: blank text must send nothing');
      if ((after.context as { suggestions: unknown[] }).suggestions.length > 0)
        fail('blank text must not keep suggestions');
    },
    // Debounced: a key press never searches at once; the search starts only when the wait is over.
    ({ event, invoked }) => {
      if (!invoked.has('searchAddresses')) return;
      if (!event.type.startsWith('xstate.after.') && event.type !== 'address.retry')
        fail(`a search must wait for the debounce, not start on ${event.type}`);
    },
    // Earlier requests are cancelled: typing during a search stops it (its signal aborts the request).
    ({ event, before, after }) => {
      if (event.type !== 'address.type' || before === undefined) return;
      if (before.children.searchAddresses !== undefined && after.children.searchAddresses !== undefined)
        fail('typing must cancel the search under way');
    },
    // Nothing found: the manual entry is offered; a failure shows its error.
    ({ event, after }) => {
      if (event.type === done('searchAddresses') && (event.output as unknown[]).length === 0)
        if (!after.matches('noResults')) fail('nothing found must offer the manual entry');
      if (event.type === error('searchAddresses') || event.type === error('getAddress'))
        if (!after.hasTag('error')) fail('a failed search must show its error');
    },
  ],
};

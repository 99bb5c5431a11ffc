/**
 * Address search of the contacts form (§2 user-information/contacts, §5 "Address search: sends nothing when
 * the text is empty", §7 PostAddresses Get and GetAddress):
 *
 *   idle --type--> typing --(debounce)--> searching --> suggestions --choose--> fetchingAddress --> chosen
 *                                                  \--> noResults (manual entry offered)
 *
 * - Blank text (spaces only too) goes back to `idle`: nothing is sent (§5).
 * - Typing restarts the debounce; typing while a search is under way leaves `searching`, which stops the
 *   search actor (its AbortSignal cancels the earlier request), so an older answer never overwrites a newer
 *   one.
 * - The chosen address (GetAddress) is emitted as `address.chosen` for the form to fill its fields.
 * - `address.manual` lets the customer type the address themselves (always offered; suggested when
 *   nothing is found).
 * Actors `searchAddresses` and `getAddress` are provided at the composition root (src/app).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { AddressInput } from '../../src/api/contract/addresses';

/**
 * Wait after the last key press before searching. The specification names no value; 300 ms is short
 * enough to feel immediate and long enough to skip the letters of a word typed at once (README).
 */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export interface AddressSuggestion {
  id: number;
  fullAddress: string;
}

/** The chosen register address, ready for the form (UpdateProfile's AddressInput) and its one-line form. */
export type ChosenAddress = Required<AddressInput> & { fullAddress: string };

export interface AddressSearchContext {
  text: string;
  suggestions: AddressSuggestion[];
  chosen: ChosenAddress | null;
  error: unknown;
}

export type AddressSearchEvent =
  | { type: 'address.type'; text: string }
  | { type: 'address.choose'; id: number }
  | { type: 'address.manual' }
  | { type: 'address.retry' };

export type AddressChosenEvent = { type: 'address.chosen'; address: ChosenAddress };

export const addressSearchMachine = setup({
  types: {
    context: {} as AddressSearchContext,
    events: {} as AddressSearchEvent,
    emitted: {} as AddressChosenEvent,
    tags: {} as 'loading' | 'error',
  },
  actors: {
    searchAddresses: fromPromise<AddressSuggestion[], { text: string }>(async () => {
      throw new Error('addressSearch: provide searchAddresses at the composition root');
    }),
    getAddress: fromPromise<ChosenAddress, { id: number }>(async () => {
      throw new Error('addressSearch: provide getAddress at the composition root');
    }),
  },
  delays: { searchDebounce: ADDRESS_SEARCH_DEBOUNCE_MS },
  guards: {
    /** §5: blank text (spaces only too) is not searched. */
    isBlank: ({ event }) => event.type === 'address.type' && event.text.trim() === '',
    hasText: ({ context }) => context.text.trim() !== '',
    hasSuggestions: (_, params: { suggestions: AddressSuggestion[] }) => params.suggestions.length > 0,
  },
}).createMachine({
  id: 'addressSearch',
  description: 'Searching the address register while the customer types (§5: nothing sent for empty text).',
  context: { text: '', suggestions: [], chosen: null, error: null },
  initial: 'idle',
  on: {
    'address.type': [
      {
        guard: 'isBlank',
        target: '.idle',
        actions: assign({ text: ({ event }) => event.text, suggestions: [] }),
      },
      { target: '.typing', reenter: true, actions: assign({ text: ({ event }) => event.text }) },
    ],
    'address.manual': { target: '.manual' },
  },
  states: {
    idle: { description: 'No text: nothing is sent (§5).' },
    typing: {
      description: 'Waiting for the customer to stop typing before searching.',
      after: { searchDebounce: 'searching' },
    },
    searching: {
      description: 'PostAddresses/Get with the text; new typing cancels this request.',
      tags: ['loading'],
      invoke: {
        id: 'searchAddresses',
        src: 'searchAddresses',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: [
          {
            guard: { type: 'hasSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
            target: 'suggestions',
            actions: assign({ suggestions: ({ event }) => event.output, error: null }),
          },
          { target: 'noResults', actions: assign({ suggestions: [], error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    suggestions: {
      description: 'The register’s addresses for the text; the customer picks one.',
      on: { 'address.choose': 'fetchingAddress' },
    },
    noResults: { description: 'Nothing found: the customer enters the address by hand.' },
    fetchingAddress: {
      description: 'PostAddresses/GetAddress for the picked address.',
      tags: ['loading'],
      invoke: {
        id: 'getAddress',
        src: 'getAddress',
        input: ({ event }) => ({ id: (event as { type: 'address.choose'; id: number }).id }),
        onDone: {
          target: 'chosen',
          actions: [
            assign({ chosen: ({ event }) => event.output, suggestions: [], error: null }),
            emit(({ event }) => ({ type: 'address.chosen' as const, address: event.output })),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    chosen: { description: 'The picked address fills the form.' },
    manual: { description: 'The customer types the address fields.' },
    failed: {
      description: 'The search or the address could not be loaded; typing or retrying searches again.',
      tags: ['error'],
      on: { 'address.retry': { guard: 'hasText', target: 'searching' } },
    },
  },
});

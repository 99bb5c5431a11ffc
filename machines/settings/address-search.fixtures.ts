import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { AddressSuggestion, ChosenAddress, addressSearchMachine } from './address-search.machine';

export const gediminoSuggestions: AddressSuggestion[] = [
  { id: 101, fullAddress: 'Gedimino pr. 9, LT-01103 Vilnius' },
  { id: 102, fullAddress: 'Gedimino g. 1, LT-44318 Kaunas' },
];

export const gediminoAddress: ChosenAddress = {
  countryCode: 'LT',
  state: 'Vilniaus apskritis',
  municipality: 'Vilniaus miesto savivaldybė',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  house: '9',
  flat: null,
  postalCode: 'LT-01103',
  fullAddress: 'Gedimino pr. 9, LT-01103 Vilnius',
};

/** The API client's rejection shape (a portal error). */
export const addressSearchFailure = {
  portalError: { kind: 'network', status: 0, message: 'Network error' },
};

export const addressSearchFixtures = {
  input: undefined,
  events: {
    'address.type': [
      { type: 'address.type', text: 'Gedimino' },
      // §5: blank text (spaces only) sends nothing.
      { type: 'address.type', text: '  ' },
    ],
    'address.choose': [{ type: 'address.choose', id: 101 }],
    'address.manual': [{ type: 'address.manual' }],
    'address.retry': [{ type: 'address.retry' }],
  },
  actors: {
    searchAddresses: { done: [gediminoSuggestions, []], error: [addressSearchFailure] },
    getAddress: { done: [gediminoAddress], error: [addressSearchFailure] },
  },
} satisfies MachineFixtures<typeof addressSearchMachine>;

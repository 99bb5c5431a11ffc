import {
  ADDRESS_REGISTER,
  COUNTRIES,
  COUNTRY_NAMES,
  MUNICIPALITIES,
  STATES,
  formatAddress,
  searchAddresses,
} from '../data/address-register';
import { notFound } from '../http/api-error';
import type { Handlers } from '../http/handler-types';

export const addressHandlers: Handlers = {
  'PostAddresses.GetCountries': async () => COUNTRIES.map((country) => ({ ...country })),
  'PostAddresses.GetStates': async ({ query }) =>
    STATES.filter((state) => !query.countryCode || state.countryCode === query.countryCode.toUpperCase()).map(
      (state) => ({ ...state }),
    ),
  'PostAddresses.GetStateList': async ({ query }) =>
    MUNICIPALITIES.filter((item) => query.stateId === undefined || item.stateId === query.stateId).map(
      (item) => ({ ...item }),
    ),
  'PostAddresses.Get': async ({ query }) => searchAddresses(query.text),
  'PostAddresses.GetAddress': async ({ query }) => {
    const address = ADDRESS_REGISTER.find((candidate) => candidate.id === query.id);
    if (!address) throw notFound('Address');
    return {
      ...address,
      countryName: COUNTRY_NAMES.get(address.countryCode) ?? address.countryCode,
      fullAddress: formatAddress(address),
    };
  },
};

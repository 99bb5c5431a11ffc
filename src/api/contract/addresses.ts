import { z } from 'zod';
import { QueryId } from './common';

/** A postal address as the customer's profile and the address register carry it. */
export const Address = z.object({
  /** ISO 3166-1 alpha-2 country code, e.g. 'LT'. */
  countryCode: z.string().length(2),
  countryName: z.string(),
  /** County (apskritis) for Lithuania. */
  state: z.string().nullable(),
  municipality: z.string().nullable(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  flat: z.string().nullable(),
  postalCode: z.string(),
  /** One-line form, e.g. 'Gedimino pr. 9-12, LT-01103 Vilnius'. */
  fullAddress: z.string(),
});
export type Address = z.infer<typeof Address>;

/** Address as sent by the SPA (the one-line form is composed by the server). */
export const AddressInput = z.object({
  countryCode: z.string().length(2),
  state: z.string().max(100).nullable().optional(),
  municipality: z.string().max(100).nullable().optional(),
  city: z.string().min(1).max(100),
  street: z.string().min(1).max(200),
  house: z.string().min(1).max(20),
  flat: z.string().max(20).nullable().optional(),
  postalCode: z.string().min(1).max(20),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const Country = z.object({ code: z.string().length(2), name: z.string() });
export const GetCountriesResponse = z.array(Country);

export const State = z.object({ id: z.number().int(), countryCode: z.string().length(2), name: z.string() });
export const GetStatesQuery = z.object({ countryCode: z.string().length(2).optional() });
export const GetStatesResponse = z.array(State);

/** Municipalities (savivaldybės) with their county. */
export const StateListItem = z.object({ id: z.number().int(), stateId: z.number().int(), name: z.string() });
export const GetStateListQuery = z.object({ stateId: QueryId.optional() });
export const GetStateListResponse = z.array(StateListItem);

/** Address register search (the SPA sends nothing when the text is empty, §5). */
export const SearchAddressesQuery = z.object({ text: z.string().trim().min(1).max(200) });
export const AddressSuggestion = z.object({ id: z.number().int(), fullAddress: z.string() });
export const SearchAddressesResponse = z.array(AddressSuggestion);

export const GetAddressQuery = z.object({ id: QueryId });
export const GetAddressResponse = Address.extend({ id: z.number().int() });

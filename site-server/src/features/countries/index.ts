import { countriesAdminCalls } from '../../../../shared/countries/admin-calls';
import { isLangCode } from '../../../../shared/i18n';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { countriesRoutes } from './countries.routes';
import { CountryState } from './country-state.entity';
import { Country } from './country.entity';
import { CountryService } from './country.service';

export { Country, CountryState, CountryService };
export { UNKNOWN_COUNTRY } from './country.service';

/** What other features may use of the countries: the list, a country's states and address format. */
export interface CountriesExports {
  countries: CountryService;
}

/** Countries and their states (res.country): the address forms' lists and /shop/country_infos. */
function createCountriesModule(platform: Platform): FeatureModule<CountriesExports> {
  const countries = new CountryService();
  return {
    name: 'countries',
    exports: { countries },
    siteRoutes: (router) => countriesRoutes(router, { kit: platform.kit, countries }),
    adminRoutes(router) {
      platform.kit.api(router, countriesAdminCalls.list, 'staff', (ctx) =>
        countries.list(ctx.em, isLangCode(ctx.lang) ? ctx.lang : 'en_US'),
      );
    },
    // Every start: a new database gets them all, an older one the countries added to the dataset since.
    prepare: (em) => countries.ensureLoaded(em),
  };
}

export const countriesFeature = defineFeature({
  name: 'countries',
  entities: [Country, CountryState],
  create: createCountriesModule,
});

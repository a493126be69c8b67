import type { Router } from 'express';
import {
  countryIdParam,
  countryInfoParams,
  type CountryInfoResult,
} from '../../../../shared/countries/contract';
import { MissingError } from '../../core/errors';
import type { RouteKit } from '../../core/http/route-kit';
import { UNKNOWN_COUNTRY, type CountryService } from './country.service';

/** SPEC §7: the address form asks for a country's states and field order when the country changes. */
export function countriesRoutes(router: Router, deps: { kit: RouteKit; countries: CountryService }) {
  deps.kit.rpc(
    router,
    '/shop/country_infos/:country_id',
    countryInfoParams,
    async (ctx, _params, req): Promise<CountryInfoResult> => {
      const id = countryIdParam.safeParse(req.params.country_id);
      if (!id.success) throw new MissingError(UNKNOWN_COUNTRY);
      return deps.countries.info(ctx.em, id.data);
    },
    { readOnly: true },
  );
}

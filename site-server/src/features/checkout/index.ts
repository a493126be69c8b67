import type { Request } from 'express';
import type { AddressFormData } from '../../../../shared/checkout/contract';
import type { LangCode } from '../../../../shared/i18n';
import { markPagePersonal } from '../../core/http/page-cache';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { cartFeature, cartOwnerOf, type CartExports } from '../cart';
import { countriesFeature, type CountriesExports } from '../countries';
import { customersFeature, type CustomersExports } from '../customers';
import { Checkout } from './checkout.entity';
import { CheckoutService } from './checkout.service';
import type { SiteCheckout } from './site/context';

export { Checkout, CheckoutService };

/** The checkout (SPEC §2 Shop): the addresses of a cart's order, then (next) its confirmation and payment. */
function createCheckoutModule(
  platform: Platform,
  needs: { cart: CartExports; customers: CustomersExports; countries: CountriesExports },
): FeatureModule {
  const { carts } = needs.cart;
  const { countries } = needs.countries;
  const checkout = new CheckoutService(needs.customers.customers);
  const manager = platform.dataSource.manager;

  /** The visitor's cart when it holds something (the checkout of an empty cart goes back to it). */
  async function filledCart(req: Request) {
    const cart = await carts.peek(manager, cartOwnerOf(req));
    return cart && (await carts.count(manager, cart)) > 0 ? cart : null;
  }

  async function addressForm(req: Request, lang: LangCode): Promise<AddressFormData | null> {
    const cart = await filledCart(req);
    if (!cart) return null;
    const addresses = await checkout.addresses(manager, cart, lang);
    const list = await countries.list(manager, lang);
    const companyCountry = await countries.byCode(
      manager,
      (await platform.company.siteCompany(manager)).countryCode,
    );
    const defaultCountryId = companyCountry?.country.id ?? list[0]!.id;
    const shown = new Set([defaultCountryId, addresses.billing?.countryId, addresses.shipping?.countryId]);
    const infos: AddressFormData['infos'] = {};
    for (const id of shown) if (id) infos[id] = await countries.info(manager, id);
    return { ...addresses, countries: list, defaultCountryId, infos };
  }

  return {
    name: 'checkout',
    siteContext(req, site): { checkout: SiteCheckout } {
      return {
        checkout: {
          async addresses() {
            markPagePersonal(req);
            const cart = await filledCart(req);
            return cart ? checkout.addresses(manager, cart, site.lang) : null;
          },
          addressForm() {
            markPagePersonal(req);
            return addressForm(req, site.lang);
          },
          async saveAddresses(posted) {
            const cart = await filledCart(req);
            if (!cart) return { ok: false, problems: {} };
            const user = site.user
              ? { id: site.user.id, name: site.user.name, email: site.user.email }
              : null;
            return platform.transaction((em) => checkout.saveAddresses(em, { cart, user }, posted));
          },
        },
      };
    },
  };
}

export const checkoutFeature = defineFeature({
  name: 'checkout',
  entities: [Checkout],
  needs: { cart: cartFeature, customers: customersFeature, countries: countriesFeature },
  create: createCheckoutModule,
});

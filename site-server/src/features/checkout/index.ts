import { In } from 'typeorm';
import type { LangCode } from '../../../../shared/i18n';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { cartFeature, type CartExports } from '../cart';
import { countriesFeature, type CountriesExports } from '../countries';
import { customersFeature, type CustomersExports } from '../customers';
import { Checkout } from './checkout.entity';
import { CheckoutService } from './checkout.service';
import { ordersFeature, type OrdersExports } from '../orders';
import { paymentFeature, type PaymentExports } from '../payment';
import { shippingFeature, type ShippingExports } from '../shipping';
import { checkoutRoutes } from './checkout.routes';
import { siteCheckoutOf } from './site-checkout';

export { Checkout, CheckoutService };

declare module '../../core/events' {
  interface VitrineEvents {
    /** A shopper gave their e-mail at the checkout's first step (the addresses saved): whose cart it is. */
    'checkout.contact': { cartId: number; email: string; lang: LangCode };
  }
}

/** The checkout (SPEC §2 Shop): the addresses of a cart's order, the order, its payment. */
function createCheckoutModule(
  platform: Platform,
  needs: {
    cart: CartExports;
    customers: CustomersExports;
    countries: CountriesExports;
    orders: OrdersExports;
    payment: PaymentExports;
    shipping: ShippingExports;
  },
): FeatureModule {
  const checkout = new CheckoutService(
    needs.customers.customers,
    needs.orders.orders,
    needs.shipping.shipping,
    needs.payment.payments,
  );
  // Abandoned carts removed by the retention take their checkout with them.
  platform.events.beforeCommit('cart.removed', async ({ cartIds }, em) => {
    await em.getRepository(Checkout).delete({ cartId: In(cartIds) });
  });
  const deps = {
    platform,
    carts: needs.cart.carts,
    countries: needs.countries.countries,
    customers: needs.customers.customers,
    checkout,
    orders: needs.orders.orders,
    payments: needs.payment.payments,
    providers: needs.payment.providers,
    tokens: needs.payment.tokens,
    shipping: needs.shipping.shipping,
  };
  return {
    name: 'checkout',
    siteRoutes: (router) => checkoutRoutes(router, deps),
    siteContext: (req, site) => ({ checkout: siteCheckoutOf(req, req.res!, site, deps) }),
  };
}

export const checkoutFeature = defineFeature({
  name: 'checkout',
  entities: [Checkout],
  needs: {
    cart: cartFeature,
    customers: customersFeature,
    countries: countriesFeature,
    orders: ordersFeature,
    payment: paymentFeature,
    shipping: shippingFeature,
  },
  create: createCheckoutModule,
});

import { In, type EntityManager } from 'typeorm';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import type { PeriodicPayload } from '../../core/jobs';
import { accountsFeature, type AccountsExports } from '../accounts';
import { cartFeature, type CartExports } from '../cart';
import { checkoutFeature } from '../checkout';
import { newsletterFeature, type NewsletterExports } from '../newsletter';
import { ordersFeature } from '../orders';
import { pricelistsFeature, type PricelistsExports } from '../pricelists';
import { CartRecovery, CartRecoveryContact, CartRecoverySettings } from './entities';
import { checkRestoreToken, checkUnsubscribe } from './recovery-links';
import { RecoverySettingsStore } from './recovery-settings';
import { RecoveryTracker } from './recovery-tracker';
import { recoveryAdminRoutes } from './recovery.admin.routes';
import { recoveryRoutes } from './recovery.routes';
import { RecoveryService } from './recovery.service';
import type { CartRecoverySiteContext } from './site/context';

export { CartRecovery, CartRecoveryContact, CartRecoverySettings, RecoveryService };

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Finds the carts whose delay ran out and enqueues one job per cart (every CART_RECOVERY_SCAN_MS). */
    'cart-recovery.scan': PeriodicPayload;
    /** Decides one cart's recovery mail: sent once, or not eligible with its reason. */
    'cart-recovery.send': { cartId: number };
  }
}

/** Abandoned-cart recovery (issue 29, items 1–3): one mail per abandoned cart, its links, the back office's list. */
function createCartRecoveryModule(
  platform: Platform,
  needs: {
    accounts: AccountsExports;
    cart: CartExports;
    pricelists: PricelistsExports;
    newsletter: NewsletterExports;
  },
): FeatureModule {
  const { carts } = needs.cart;
  const secret = platform.config.sessionSecret;
  const settings = new RecoverySettingsStore();
  const tracker = new RecoveryTracker({
    stats: platform.stats,
    toShopCurrency: needs.pricelists.inShopCurrency,
  });
  const recovery = new RecoveryService({
    transaction: platform.transaction,
    jobs: platform.jobs,
    mail: platform.mail,
    stats: platform.stats,
    carts,
    settings,
    publicUrl: platform.publicUrl,
    secret,
    shopName: async (em) => (await platform.company.siteCompany(em)).name,
    optedOut: needs.newsletter.optedOut,
  });

  // What the recovery learns, in the transaction of each write.
  const emailOfUser = async (em: EntityManager, userId: number | null) =>
    userId === null
      ? null
      : ((await needs.accounts.accounts.getUser(em, userId).catch(() => null))?.email ?? null);
  carts.onChange(async (em, cart, lang) =>
    tracker.cartChanged(em, { cartId: cart.id, lang, email: await emailOfUser(em, cart.userId) }),
  );
  platform.events.beforeCommit('checkout.contact', ({ cartId, email, lang }, em) =>
    tracker.cartChanged(em, { cartId, lang, email }),
  );
  platform.events.beforeCommit('order.confirmed', (order, em) => tracker.orderConfirmed(em, order));
  platform.events.beforeCommit('order.cancelled', (order, em) => tracker.orderCancelled(em, order));
  // The outbox gave up on a recovery mail (the address refused): its cart shows it bounced.
  platform.events.beforeCommit('mail.failed', ({ outboxMailId }, em) => recovery.mailFailed(em, outboxMailId));
  // Abandoned carts removed by the retention leave the list, with the shopper's address.
  platform.events.beforeCommit('cart.removed', async ({ cartIds }, em) => {
    await em.getRepository(CartRecovery).delete({ cartId: In(cartIds) });
  });

  platform.jobs.define(
    'cart-recovery.send',
    async ({ cartId }) => {
      await recovery.process(cartId);
    },
    // Failed for good (the outbox refused its mail): the cart ends not eligible, never retried in a loop.
    {
      whenFailed: ({ cartId }) =>
        platform.transaction((em) => recovery.undeliverable(em, cartId), { changesPages: false }),
    },
  );
  platform.jobs.define('cart-recovery.scan', async () => {
    await platform.transaction((em) => recovery.scan(em), { changesPages: false });
  });
  platform.jobs.every('cart-recovery.scan', platform.config.cartRecoveryScanMs);

  const siteContext: CartRecoverySiteContext = {
    async restoreProblem(token) {
      const checked = checkRestoreToken(secret, token);
      if (!checked.ok) return checked.reason;
      const cart = await carts.byId(platform.dataSource.manager, checked.cartId);
      return cart?.state === 'ordered' ? 'ordered' : 'invalid';
    },
    async unsubscribeStatus(email, token) {
      const address = checkUnsubscribe(secret, email, token);
      if (!address) return null;
      return { email: address, done: await recovery.isUnsubscribed(platform.dataSource.manager, address) };
    },
    async unsubscribe(email, token) {
      const address = checkUnsubscribe(secret, email, token);
      if (!address) return false;
      await platform.transaction((em) => recovery.unsubscribe(em, address));
      return true;
    },
  };

  return {
    name: 'cart-recovery',
    siteRoutes: (router) =>
      recoveryRoutes(router, { transaction: platform.transaction, carts, tracker, recovery, secret }),
    adminRoutes: (router) => recoveryAdminRoutes(router, { kit: platform.kit, recovery, settings }),
    siteContext: () => ({ cartRecovery: siteContext }),
  };
}

export const cartRecoveryFeature = defineFeature({
  name: 'cart-recovery',
  entities: [CartRecovery, CartRecoveryContact, CartRecoverySettings],
  // The checkout and the orders publish what it listens to; they come before it.
  needs: {
    accounts: accountsFeature,
    cart: cartFeature,
    pricelists: pricelistsFeature,
    checkout: checkoutFeature,
    orders: ordersFeature,
    newsletter: newsletterFeature,
  },
  create: createCartRecoveryModule,
});

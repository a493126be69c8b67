import type { FeatureDefinition } from '../platform';
import { accountsFeature } from './accounts';
import { analyticsFeature } from './analytics';
import { auditFeature } from './audit';
import { backupsFeature } from './backups';
import { blogFeature } from './blog';
import { cartFeature } from './cart';
import { cartRecoveryFeature } from './cart-recovery';
import { catalogFeature } from './catalog';
import { chatterFeature } from './chatter';
import { checkoutFeature } from './checkout';
import { countriesFeature } from './countries';
import { couponsFeature } from './coupons';
import { customersFeature } from './customers';
import { dashboardFeature } from './dashboard';
import { demoFeature } from './demo';
import { formsFeature } from './forms';
import { instancesFeature } from './instances';
import { invoicesFeature } from './invoices';
import { leadsFeature } from './leads';
import { linksFeature } from './links';
import { newsletterFeature } from './newsletter';
import { ordersFeature } from './orders';
import { paymentFeature } from './payment';
import { pricelistsFeature } from './pricelists';
import { ratingsFeature } from './ratings';
import { projectsFeature } from './projects';
import { retentionFeature } from './retention';
import { reviewsFeature } from './reviews';
import { seoFeature } from './seo';
import { shippingFeature } from './shipping';
import { taxesFeature } from './taxes';
import { websiteFeature } from './website';
import { wishlistsFeature } from './wishlists';

/**
 * The server's feature manifest: adding a feature is its folder plus one line here. Features are
 * created, and their routes mounted, in this order; a feature comes after the ones it needs.
 */
export const features: readonly FeatureDefinition[] = [
  accountsFeature,
  websiteFeature,
  countriesFeature,
  // Before the features that rate: the chatter, the projects, the reviews.
  ratingsFeature,
  // Before the features whose old records it removes: they declare their purges to it.
  retentionFeature,
  linksFeature,
  catalogFeature,
  pricelistsFeature,
  cartFeature,
  couponsFeature,
  customersFeature,
  taxesFeature,
  ordersFeature,
  shippingFeature,
  paymentFeature,
  checkoutFeature,
  // Before the cart recovery: its mails skip the newsletter's unsubscribed addresses.
  newsletterFeature,
  cartRecoveryFeature,
  invoicesFeature,
  instancesFeature,
  projectsFeature,
  analyticsFeature,
  wishlistsFeature,
  reviewsFeature,
  chatterFeature,
  blogFeature,
  formsFeature,
  leadsFeature,
  seoFeature,
  dashboardFeature,
  auditFeature,
  backupsFeature,
  demoFeature,
];

import { data } from 'react-router';
import type { SavedCardView } from '@shared/payment/contract';
import type { SiteContext } from '../../../core/site/context';

/** What the payment pages need of the server (the payment feature fills it). */
export interface SitePayment {
  /** Where the pages load Stripe.js from (STRIPE_JS_URL). */
  stripeJsUrl: string;
  /** The signed-in visitor's saved cards and the providers that can add one; null for a visitor not signed in. */
  paymentMethods(): Promise<{
    cards: SavedCardView[];
    demo: boolean;
    stripe: { publishableKey: string; jsUrl: string } | null;
  } | null>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    payment?: SitePayment;
  }
}

export function sitePayment(site: SiteContext): SitePayment {
  if (!site.payment) throw data(null, { status: 404 });
  return site.payment;
}

import type { Request } from 'express';
import type { SavedCardView } from '../../../../shared/payment/contract';
import { markPagePersonal } from '../../core/http/page-cache';
import type { Platform } from '../../platform';
import { Customer, type CustomerService } from '../customers';
import { tokenName, type PaymentTokenService } from './payment-tokens.service';
import type { ProviderSettingsService } from './provider-settings.service';
import type { SitePayment } from './site/context';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** The payment feature's part of a page's load context. */
export function sitePaymentOf(
  req: Request,
  deps: {
    platform: Platform;
    providers: ProviderSettingsService;
    tokens: PaymentTokenService;
    customers: CustomerService;
  },
): SitePayment {
  const { platform, providers, tokens } = deps;
  const manager = platform.dataSource.manager;
  return {
    stripeJsUrl: platform.config.stripeJsUrl,
    async paymentMethods() {
      markPagePersonal(req);
      const user = req.vitrine.user;
      if (!user) return null;
      const offered = await providers.enabled(manager);
      const codes = offered.map((row) => row.code).filter((code) => code !== 'transfer');
      const customer = await manager.getRepository(Customer).findOneBy({ userId: user.id });
      const saved = customer ? await tokens.list(manager, customer.id, codes) : [];
      const stripe = offered.find((row) => row.code === 'stripe');
      return {
        cards: saved.map((token): SavedCardView => ({
          id: token.id,
          name: tokenName(token),
          expiry: `${twoDigits(token.expMonth)} / ${twoDigits(token.expYear)}`,
        })),
        demo: codes.includes('demo'),
        stripe: stripe ? { publishableKey: stripe.publishableKey, jsUrl: platform.config.stripeJsUrl } : null,
      };
    },
  };
}

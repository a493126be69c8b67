import type { Request } from 'express';
import type { Platform } from '../../platform';
import type { ProviderSettingsService } from './provider-settings.service';
import type { SitePayment } from './site/context';

/** The payment feature's part of a page's load context. */
export function sitePaymentOf(
  _req: Request,
  deps: { platform: Platform; providers: ProviderSettingsService },
): SitePayment {
  return { stripeJsUrl: deps.platform.config.stripeJsUrl };
}

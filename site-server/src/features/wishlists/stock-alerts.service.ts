import type { EntityManager } from 'typeorm';
import { isStandardEmail } from '../../../../shared/validators/email';
import { isLangCode, languages, t, type LangCode } from '../../../../shared/i18n';
import type { StockAlertOutcome } from '../../../../shared/wishlists/paths';
import { AttemptCounter } from '../../core/http/rate-limit';
import { RateLimitError } from '../../core/errors';
import type { MailService } from '../../core/mail';
import { isOutOfStock, type CatalogService, type VariantForCart } from '../catalog';
import { StockAlert } from './stock-alert.entity';

/** Alerts one client address may ask for in an hour (a form anyone can post). */
export const STOCK_ALERTS_PER_HOUR = 10;

/** Can a visitor buy this variant now? (published, active, and not out of stock under its rule) */
export function canBeBought(variant: VariantForCart): boolean {
  return (
    variant.published &&
    variant.active &&
    !isOutOfStock(variant.type, variant.inventoryAvailability, variant.virtualAvailable)
  );
}

export interface StockAlertRequest {
  productId: number;
  /** As typed by a visitor; a signed-in customer's own address replaces it. */
  email: string;
  lang: LangCode;
  /** The client address (the rate limit's key). */
  client: string;
}

export interface StockAlertDeps {
  catalog: CatalogService;
  mail: MailService;
  publicUrl: () => string;
  companyName: (em: EntityManager) => Promise<string>;
}

/**
 * "E-mail me when it is back": an address waits for a variant that cannot be bought; once its stock
 * rises above the threshold (after the change commits: a job), each waiting address gets one mail and
 * its alert ends. Sending is a conditional update per alert ('waiting' → 'sent') in the transaction
 * that queues the mail, so two processes running the same scan send each mail once.
 */
export class StockAlerts {
  private readonly perClient = new AttemptCounter('stock-alert', STOCK_ALERTS_PER_HOUR, 60 * 60_000);

  constructor(private readonly deps: StockAlertDeps) {}

  /** Records the alert; refused (nothing written) for a bad address, an unknown or buyable product. */
  async ask(em: EntityManager, request: StockAlertRequest): Promise<StockAlertOutcome> {
    const email = request.email.trim().toLowerCase();
    if (!isStandardEmail(email)) return 'bad_email';
    const variant = await this.deps.catalog.variantForCart(em, request.productId, { lang: request.lang });
    if (!variant || !variant.published || !variant.active) return 'unknown';
    if (canBeBought(variant)) return 'in_stock';
    try {
      await this.perClient.hit(em, request.client);
    } catch (error) {
      if (error instanceof RateLimitError) return 'too_many';
      throw error;
    }
    // One alert per address and variant: asking again while it waits changes nothing; after its mail
    // it waits again.
    await em
      .createQueryBuilder()
      .insert()
      .into(StockAlert)
      .values({ productId: variant.productId, email, lang: request.lang, state: 'waiting', sentAt: null })
      .orIgnore()
      .execute();
    await em
      .getRepository(StockAlert)
      .update(
        { productId: variant.productId, email, state: 'sent' },
        { state: 'waiting', sentAt: null, lang: request.lang },
      );
    return 'done';
  }

  /** The job: mails every address waiting for these variants that can be bought now. Safe to run twice. */
  async notify(em: EntityManager, productIds: readonly number[]): Promise<number> {
    let sent = 0;
    for (const productId of new Set(productIds)) {
      const waiting = await em.getRepository(StockAlert).find({
        where: { productId, state: 'waiting' },
        order: { id: 'ASC' },
      });
      if (waiting.length === 0) continue;
      const variant = await this.deps.catalog.variantForCart(em, productId);
      if (!variant || !canBeBought(variant)) continue;
      const company = await this.deps.companyName(em);
      for (const alert of waiting) {
        // The one who flips it sends it: another process's scan finds 0 rows here.
        const claimed = await em
          .getRepository(StockAlert)
          .update({ id: alert.id, state: 'waiting' }, { state: 'sent', sentAt: new Date() });
        if (claimed.affected !== 1) continue;
        await this.queueMail(em, alert, variant.productId, company);
        sent += 1;
      }
    }
    return sent;
  }

  private async queueMail(em: EntityManager, alert: StockAlert, productId: number, company: string) {
    const lang: LangCode = isLangCode(alert.lang) ? alert.lang : 'en_US';
    // The product's name in the alert's language.
    const variant = await this.deps.catalog.variantForCart(em, productId, { lang });
    if (!variant) return;
    const urlCode = languages.find((language) => language.code === lang)?.urlCode;
    const url = `${this.deps.publicUrl().replace(/\/+$/, '')}${urlCode ? `/${urlCode}` : ''}${variant.url}`;
    await this.deps.mail.queue(em, {
      to: alert.email,
      subject: t(lang, 'wishlist.mail.backSubject', variant.displayName),
      text: t(lang, 'wishlist.mail.backBody', variant.displayName, company, url),
    });
  }
}

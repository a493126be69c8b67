import type { EntityManager } from 'typeorm';
import { languageByCode, t, type LangCode } from '../../../../shared/i18n';
import { hmac, sameToken } from '../../core/security/access-token';
import { CustomerAddress } from './customer-address.entity';
import { Customer } from './customer.entity';

/** How long the link that confirms a new contact e-mail works. */
export const CONTACT_EMAIL_LINK_HOURS = 24;

/** What the change needs from the platform. */
export interface ContactEmailDeps {
  secret: string;
  mail: { queue(em: EntityManager, mail: { to: string; subject: string; text: string }): Promise<unknown> };
  publicUrl(): string;
  shopName(em: EntityManager): Promise<string>;
}

/** The query of a confirmation link, as it comes back. */
export interface ContactEmailLink {
  customer: string;
  email: string;
  expires: string;
  token: string;
}

/** Whether `email` would change a contact e-mail that is `current` (case aside). */
export const isContactEmailChange = (current: string, email: string) =>
  email.trim() !== '' && current.trim().toLowerCase() !== email.trim().toLowerCase();

/** '/fr' for French; '' for the default language. */
const urlPrefixOf = (lang: LangCode) => {
  const code = languageByCode(lang).urlCode;
  return code ? `/${code}` : '';
};

/**
 * A customer's contact e-mail (issue 25, item 17) changes only once the new address confirms it: the
 * account page mails a signed link there, and following it makes the change and tells the old address.
 * The link's signature covers the customer, the current and the new address and the expiry, so it
 * works once (the current address then differs) and no older link works after a change; no row is
 * kept for a change asked for.
 */
export class ContactEmails {
  constructor(private readonly deps: ContactEmailDeps) {}

  /** Mails `email` the link that makes it the customer's contact e-mail. Nothing changes before. */
  async request(em: EntityManager, customer: Customer, email: string, lang: LangCode): Promise<void> {
    const expires = String(Date.now() + CONTACT_EMAIL_LINK_HOURS * 3600 * 1000);
    const query = new URLSearchParams({
      customer: String(customer.id),
      email: email.trim(),
      expires,
      token: this.signature(customer.id, customer.email, email.trim(), expires),
    });
    const link = `${this.deps.publicUrl()}${urlPrefixOf(lang)}/my/account/email?${query}`;
    const shop = await this.deps.shopName(em);
    await this.deps.mail.queue(em, {
      to: email.trim(),
      subject: t(lang, 'portal.account.mail.confirmSubject', shop),
      text: t(lang, 'portal.account.mail.confirmBody', customer.name, shop, CONTACT_EMAIL_LINK_HOURS, link),
    });
  }

  /** Applies a followed link: the customer's and their latest billing address's e-mail; the old address is told. */
  async confirm(em: EntityManager, link: ContactEmailLink, lang: LangCode): Promise<'confirmed' | 'invalid'> {
    const id = /^\d{1,10}$/.test(link.customer) ? Number(link.customer) : null;
    if (id === null || !/^\d{1,16}$/.test(link.expires) || Number(link.expires) < Date.now())
      return 'invalid';
    const customer = await em.getRepository(Customer).findOneBy({ id });
    if (!customer || !isContactEmailChange(customer.email, link.email)) return 'invalid';
    if (!sameToken(link.token, this.signature(id, customer.email, link.email, link.expires)))
      return 'invalid';
    const old = customer.email;
    await em.getRepository(Customer).update({ id }, { email: link.email });
    const billing = await em
      .getRepository(CustomerAddress)
      .findOne({ where: { customerId: id, kind: 'billing' }, order: { id: 'DESC' } });
    if (billing) await em.getRepository(CustomerAddress).update({ id: billing.id }, { email: link.email });
    const shop = await this.deps.shopName(em);
    await this.deps.mail.queue(em, {
      to: old,
      subject: t(lang, 'portal.account.mail.changedSubject', shop),
      text: t(
        lang,
        'portal.account.mail.changedBody',
        customer.name,
        shop,
        link.email,
        `${this.deps.publicUrl()}${urlPrefixOf(lang)}/web/login`,
      ),
    });
    return 'confirmed';
  }

  private signature(customerId: number, current: string, email: string, expires: string): string {
    return hmac(this.deps.secret, `contact-email:${customerId}:${current.toLowerCase()}:${email}:${expires}`);
  }
}

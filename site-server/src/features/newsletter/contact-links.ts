/**
 * The links a mailing contact's mails carry (unsubscribe, one-click unsubscribe, double opt-in
 * confirmation), each signed by the contact's token, and the language those mails are written in.
 * Shared by the subscription mails and the newsletters.
 */
import { isLangCode, languageByCode, type LangCode } from '../../../../shared/i18n';
import type { MailingContact } from './mailing-contact.entity';

/** What a contact's link names: the list, the address, and the token that proves it came from a mail. */
export interface UnsubscribeLink {
  listId: number;
  email: string;
  token: string;
}

/** A link of a contact's mails (`path`: a page, in the contact's language), signed by its token. */
function contactLink(baseUrl: string, path: string, contact: MailingContact, localized = true): string {
  const lang = localized && isLangCode(contact.lang) ? languageByCode(contact.lang) : null;
  const prefix = lang?.urlCode ? `/${lang.urlCode}` : '';
  const query = new URLSearchParams({
    list_id: String(contact.listId),
    email: contact.email,
    token: contact.unsubscribeToken,
  });
  return `${baseUrl.replace(/\/+$/, '')}${prefix}${path}?${query}`;
}

/** The page of a mail's unsubscribe link (it asks before unsubscribing). */
export const unsubscribeUrl = (baseUrl: string, contact: MailingContact) =>
  contactLink(baseUrl, '/mailing/unsubscribe', contact);

/** RFC 8058's one-click address: a mail client POSTs to it, no page, no question. */
export const oneClickUnsubscribeUrl = (baseUrl: string, contact: MailingContact) =>
  contactLink(baseUrl, '/mailing/unsubscribe/one-click', contact, false);

/** The link of the confirmation mail (double opt-in). */
export const confirmationUrl = (baseUrl: string, contact: MailingContact) =>
  contactLink(baseUrl, '/newsletter/confirm', contact);

/** The headers that let mail clients offer their own unsubscribe button (RFC 2369, RFC 8058). */
export const listUnsubscribeHeaders = (baseUrl: string, contact: MailingContact) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(baseUrl, contact)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const contactLang = (contact: MailingContact): LangCode =>
  isLangCode(contact.lang) ? contact.lang : 'en_US';

/**
 * The mails a subscription sends: the double opt-in request (with its confirmation link) and the
 * confirmation that the address is subscribed (with its unsubscribe links), in the contact's language.
 */
import type { EntityManager } from 'typeorm';
import { t } from '../../../../shared/i18n';
import type { MailService } from '../../core/mail';
import { confirmationUrl, contactLang, listUnsubscribeHeaders, unsubscribeUrl } from './contact-links';
import type { MailingContact } from './mailing-contact.entity';
import type { MailingList } from './mailing-list.entity';
import { bodyHtml, mailHtml } from './newsletter-markup';

/** Double opt-in: asks the address's owner to open the confirmation link. */
export async function queueConfirmationRequest(
  mail: MailService,
  em: EntityManager,
  list: MailingList,
  contact: MailingContact,
  baseUrl: string,
) {
  const lang = contactLang(contact);
  await mail.queue(em, {
    to: contact.email,
    subject: t(lang, 'newsletter.mail.confirmRequestSubject', list.name),
    text: t(
      lang,
      'newsletter.mail.confirmRequestBody',
      contact.email,
      list.name,
      confirmationUrl(baseUrl, contact),
    ),
  });
}

/** Tells a new subscriber they are on the list, with the links to leave it. */
export async function queueSubscriptionConfirmed(
  mail: MailService,
  em: EntityManager,
  list: MailingList,
  contact: MailingContact,
  baseUrl: string,
) {
  const lang = contactLang(contact);
  const link = unsubscribeUrl(baseUrl, contact);
  const body = t(lang, 'newsletter.mail.confirmBody', list.name, contact.email);
  const footer = t(lang, 'newsletter.mail.footer', list.name);
  await mail.queue(em, {
    to: contact.email,
    headers: listUnsubscribeHeaders(baseUrl, contact),
    subject: t(lang, 'newsletter.mail.confirmSubject', list.name),
    text: `${body}\n\n-- \n${footer}\n${t(lang, 'newsletter.mail.unsubscribeText', link)}\n`,
    html: mailHtml({
      title: t(lang, 'newsletter.mail.confirmSubject', list.name),
      bodyHtml: bodyHtml(body, 'text'),
      footer,
      unsubscribeUrl: link,
      unsubscribeLabel: t(lang, 'newsletter.mail.unsubscribe'),
    }),
  });
}

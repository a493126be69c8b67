import type { EntityManager } from 'typeorm';
import type { NewsletterFormat } from '../../../../shared/newsletter/contract';
import { t } from '../../../../shared/i18n';
import type { RequestContext } from '../../core/context';
import { UserError } from '../../core/errors';
import type { MailService } from '../../core/mail';
import { MailingContact } from './mailing-contact.entity';
import type { MailingList } from './mailing-list.entity';
import { contactLang, listUnsubscribeHeaders, unsubscribeUrl } from './contact-links';
import type { MailingService } from './mailing.service';
import { bodyHtml, bodyText, mailHtml } from './newsletter-markup';
import { NewsletterSending } from './newsletter-sending.entity';

export interface Newsletter {
  subject: string;
  body: string;
  format: NewsletterFormat;
}

/** One copy of a newsletter for one subscriber, with that subscriber's own unsubscribe link. */
export function newsletterCopy(
  list: MailingList,
  contact: MailingContact,
  newsletter: Newsletter,
  baseUrl: string,
) {
  const lang = contactLang(contact);
  const link = unsubscribeUrl(baseUrl, contact);
  const footer = t(lang, 'newsletter.mail.footer', list.name);
  return {
    to: contact.email,
    headers: listUnsubscribeHeaders(baseUrl, contact),
    subject: newsletter.subject,
    text: `${bodyText(newsletter.body, newsletter.format)}\n\n-- \n${footer}\n${t(lang, 'newsletter.mail.unsubscribeText', link)}\n`,
    html: mailHtml({
      title: newsletter.subject,
      bodyHtml: bodyHtml(newsletter.body, newsletter.format),
      footer,
      unsubscribeUrl: link,
      unsubscribeLabel: t(lang, 'newsletter.mail.unsubscribe'),
    }),
  };
}

/** Sending newsletters to a list through the outbox, and the record of each sending. */
export class NewsletterSendingService {
  constructor(
    private readonly mailing: MailingService,
    private readonly mail: MailService,
  ) {}

  /** What the first subscriber would get (a sample subscriber when the list is empty). */
  async preview(em: EntityManager, listId: number, newsletter: Newsletter, baseUrl: string) {
    const list = await this.mailing.list(em, listId);
    const subscribers = await this.mailing.subscribers(em, listId);
    const sample =
      subscribers[0] ??
      em.create(MailingContact, {
        listId,
        email: 'subscriber@example.com',
        lang: 'en_US',
        unsubscribeToken: 'preview',
      });
    const copy = newsletterCopy(list, sample, newsletter, baseUrl);
    return { subject: copy.subject, text: copy.text, html: copy.html, recipientCount: subscribers.length };
  }

  /** Queues one mail per current subscriber (those who unsubscribed get none) and records the sending. */
  async send(ctx: RequestContext, listId: number, newsletter: Newsletter, baseUrl: string) {
    const list = await this.mailing.list(ctx.em, listId);
    const subscribers = await this.mailing.subscribers(ctx.em, listId);
    if (subscribers.length === 0)
      throw new UserError('This list has no subscribers: there is nobody to send to.');
    for (const contact of subscribers)
      await this.mail.queue(ctx.em, newsletterCopy(list, contact, newsletter, baseUrl));
    const repository = ctx.em.getRepository(NewsletterSending);
    return repository.save(
      repository.create({
        listId,
        subject: newsletter.subject,
        body: newsletter.body,
        format: newsletter.format,
        recipientCount: subscribers.length,
        sentById: ctx.user?.id ?? null,
      }),
    );
  }

  async sendings(em: EntityManager, listId: number) {
    await this.mailing.list(em, listId);
    return em.getRepository(NewsletterSending).find({
      where: { listId },
      relations: { sentBy: true },
      order: { id: 'DESC' },
      take: 200,
    });
  }
}

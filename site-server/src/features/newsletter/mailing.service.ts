import { In, IsNull, Not, type EntityManager } from 'typeorm';
import {
  emailProblem,
  mailingMessages,
  MAILING_PAGE_SIZE,
  normaliseEmail,
  type ContactState,
  type EmailProblem,
  type MailingListInput,
} from '../../../../shared/newsletter/contract';
import { isLangCode, t, type LangCode } from '../../../../shared/i18n';
import type { RequestContext } from '../../core/context';
import { translate } from '../../core/db/columns';
import { containsPattern as likePattern } from '../../core/db/like';
import { MissingError, UserError, ValidationError } from '../../core/errors';
import type { StatsService } from '../../core/stats';
import { newsletterMetrics } from '../../../../shared/newsletter/statistics';
import type { MailService } from '../../core/mail';
import { newAccessToken, sameToken } from '../../core/security/access-token';
import { contactLang, type UnsubscribeLink } from './contact-links';
import { queueSubscriptionConfirmed, queueConfirmationRequest } from './subscription-mails';
import { MailingContact } from './mailing-contact.entity';
import { MailingList } from './mailing-list.entity';

/** A refused address: the SPEC §5 text, and the field it is about. */
export function emailError(problem: EmailProblem): ValidationError {
  return new ValidationError(mailingMessages[problem], { email: mailingMessages[problem] });
}

/** The checked, normalised address; a ValidationError with the SPEC §5 message otherwise. */
export function checkedEmail(raw: string): string {
  const problem = emailProblem(raw);
  if (problem) throw emailError(problem);
  return normaliseEmail(raw);
}

export interface SubscribeOutcome {
  contact: MailingContact;
  /** False when the address was already subscribed: nothing changed, no mail went out. */
  changed: boolean;
  /** True while the subscription waits for the link of the confirmation mail (double opt-in). */
  pending: boolean;
}

/** A new confirmation mail for the same address and list goes out at most this often. */
const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

/** Mailing lists and their subscriptions (mailing.list, mailing.contact). */
export class MailingService {
  constructor(
    private readonly mail: MailService,
    private readonly stats: StatsService,
  ) {}

  // ----- Lists -----------------------------------------------------------------------------------

  async lists(em: EntityManager, options: { q?: string; page: number | null }) {
    const query = em.getRepository(MailingList).createQueryBuilder('list');
    if (options.q)
      query.where("LOWER(list.name) LIKE :pattern ESCAPE '\\'", { pattern: likePattern(options.q) });
    query.orderBy('list.name', 'ASC').addOrderBy('list.id', 'ASC');
    if (options.page !== null) query.skip((options.page - 1) * MAILING_PAGE_SIZE).take(MAILING_PAGE_SIZE);
    const [items, total] = await query.getManyAndCount();
    return {
      items,
      total,
      counts: await this.counts(
        em,
        items.map((list) => list.id),
      ),
    };
  }

  /** Subscribers and all contacts per list, in one grouped query. */
  async counts(em: EntityManager, listIds: number[]) {
    const counts = new Map<number, { subscribers: number; contacts: number }>();
    if (listIds.length === 0) return counts;
    const rows = await em
      .getRepository(MailingContact)
      .createQueryBuilder('contact')
      .select('contact.listId', 'listId')
      .addSelect('COUNT(*)', 'contacts')
      .addSelect('SUM(CASE WHEN contact.isSubscriber THEN 1 ELSE 0 END)', 'subscribers')
      .where('contact.listId IN (:...listIds)', { listIds })
      .groupBy('contact.listId')
      .getRawMany<{
        listId: number | string;
        contacts: number | string;
        subscribers: number | string | null;
      }>();
    for (const row of rows)
      counts.set(Number(row.listId), {
        contacts: Number(row.contacts),
        subscribers: Number(row.subscribers ?? 0),
      });
    return counts;
  }

  async list(em: EntityManager, id: number): Promise<MailingList> {
    const list = await em.getRepository(MailingList).findOneBy({ id });
    if (!list) throw new MissingError('This mailing list does not exist.');
    return list;
  }

  /** A list the website may subscribe to; unknown and private lists are missing to visitors. */
  async publicList(em: EntityManager, id: number): Promise<MailingList> {
    const list = await em.getRepository(MailingList).findOneBy({ id, isPublic: true });
    if (!list) throw new MissingError(mailingMessages.listMissing);
    return list;
  }

  async firstPublicList(em: EntityManager): Promise<MailingList | null> {
    return em.getRepository(MailingList).findOne({ where: { isPublic: true }, order: { id: 'ASC' } });
  }

  async saveList(em: EntityManager, input: Required<MailingListInput>, id?: number): Promise<MailingList> {
    const list = id ? await this.list(em, id) : em.create(MailingList, {});
    const clean = (texts: Record<string, string>) =>
      Object.fromEntries(Object.entries(texts).filter(([lang, text]) => isLangCode(lang) && text.trim()));
    list.name = input.name;
    list.isPublic = input.isPublic;
    list.popupTitle = clean(input.popupTitle);
    list.popupText = clean(input.popupText);
    list.redirectUrl = input.redirectUrl || null;
    return em.save(list);
  }

  // ----- Subscriptions ---------------------------------------------------------------------------

  async contact(em: EntityManager, listId: number, email: string): Promise<MailingContact | null> {
    if (!email) return null;
    return em.getRepository(MailingContact).findOneBy({ listId, email: normaliseEmail(email) });
  }

  async isSubscriber(em: EntityManager, listId: number, email: string): Promise<boolean> {
    return (await this.contact(em, listId, email))?.isSubscriber ?? false;
  }

  /**
   * Whether the address unsubscribed from any of the shop's newsletters (and is not subscribed again
   * there): other features' mails to it (cart recovery) then stay unsent. One index lookup per list.
   */
  async optedOut(em: EntityManager, email: string): Promise<boolean> {
    const lists = await em.getRepository(MailingList).find({ select: { id: true } });
    if (!lists.length) return false;
    return em.getRepository(MailingContact).existsBy({
      listId: In(lists.map((list) => list.id)),
      email: email.trim().toLowerCase(),
      isSubscriber: false,
      // An opt-in never confirmed is not an unsubscribe.
      unsubscribedAt: Not(IsNull()),
    });
  }

  /**
   * The one way a visitor subscribes, whatever they used (the JSON-RPC call, the page without
   * JavaScript, a website form): the address as typed is checked here, and a refusal is a value
   * each entry point answers in its own words.
   */
  async subscribe(
    ctx: Pick<RequestContext, 'em'>,
    list: MailingList,
    typed: string,
    options: {
      name?: string | null;
      lang: LangCode;
      baseUrl: string;
      /** The address is the signed-in user's own: no confirmation mail. */
      ownAddress: string | null;
    },
  ): Promise<({ ok: true; email: string } & SubscribeOutcome) | { ok: false; problem: EmailProblem }> {
    const problem = emailProblem(typed);
    if (problem) return { ok: false, problem };
    const email = normaliseEmail(typed);
    const confirmed = options.ownAddress !== null && normaliseEmail(options.ownAddress) === email;
    const outcome = confirmed
      ? await this.subscribeAddress(ctx, list, email, options)
      : await this.askConfirmation(ctx, list, email, options);
    return { ok: true, email, ...outcome };
  }

  /**
   * Double opt-in: an address someone typed is only subscribed once its owner opens the link of
   * the confirmation mail. Until then the contact waits, not subscribed and never unsubscribed;
   * asking again within ten minutes sends no second mail (nobody can flood an inbox through us).
   */
  private async askConfirmation(
    ctx: Pick<RequestContext, 'em'>,
    list: MailingList,
    email: string,
    options: { name?: string | null; lang: LangCode; baseUrl: string },
  ): Promise<SubscribeOutcome> {
    const repository = ctx.em.getRepository(MailingContact);
    let contact = await repository.findOneBy({ listId: list.id, email });
    if (contact?.isSubscriber) return { contact, changed: false, pending: false };
    const askedLately =
      contact !== null &&
      contact.unsubscribedAt === null &&
      Date.now() - contact.subscribedAt.getTime() < CONFIRMATION_RESEND_MS;
    contact ??= repository.create({ listId: list.id, email, unsubscribeToken: newAccessToken(24) });
    contact.isSubscriber = false;
    contact.unsubscribedAt = null;
    if (!askedLately) contact.subscribedAt = new Date();
    contact.lang = options.lang;
    if (options.name) contact.name = options.name;
    await repository.save(contact);
    if (!askedLately) await queueConfirmationRequest(this.mail, ctx.em, list, contact, options.baseUrl);
    return { contact, changed: !askedLately, pending: true };
  }

  /** The confirmation mail's link: subscribes a waiting contact (idempotent); null for a wrong link. */
  async confirm(em: EntityManager, link: UnsubscribeLink, baseUrl: string): Promise<MailingContact | null> {
    const contact = await this.contactOfLink(em, link);
    if (!contact) return null;
    if (contact.isSubscriber) return contact;
    const list = await this.list(em, contact.listId);
    return (await this.subscribeAddress({ em }, list, contact.email, { lang: contactLang(contact), baseUrl }))
      .contact;
  }

  /**
   * Subscribes a checked address. A new subscription, or a return after an unsubscribe, queues the
   * confirmation mail; an active subscription stays as it is.
   */
  async subscribeAddress(
    ctx: Pick<RequestContext, 'em'>,
    list: MailingList,
    email: string,
    options: { name?: string | null; lang: LangCode; baseUrl: string },
  ): Promise<SubscribeOutcome> {
    const repository = ctx.em.getRepository(MailingContact);
    let contact = await repository.findOneBy({ listId: list.id, email });
    if (contact?.isSubscriber) {
      if (options.name && !contact.name) {
        contact.name = options.name;
        await repository.save(contact);
      }
      return { contact, changed: false, pending: false };
    }
    contact ??= repository.create({ listId: list.id, email, unsubscribeToken: newAccessToken(24) });
    contact.isSubscriber = true;
    contact.subscribedAt = new Date();
    contact.unsubscribedAt = null;
    contact.lang = options.lang;
    if (options.name) contact.name = options.name;
    await repository.save(contact);
    // A visitor's sign-up, confirmed (the dashboard's newsletter sign-ups).
    await this.stats.add(ctx.em, [{ metric: newsletterMetrics.signups, at: contact.subscribedAt }]);
    await queueSubscriptionConfirmed(this.mail, ctx.em, list, contact, options.baseUrl);
    return { contact, changed: true, pending: false };
  }

  /** The contact a mail's link names, when its token matches; null for any wrong part. */
  async contactOfLink(em: EntityManager, link: UnsubscribeLink): Promise<MailingContact | null> {
    const contact = await this.contact(em, link.listId, link.email);
    if (!contact || !sameToken(link.token, contact.unsubscribeToken)) return null;
    return contact;
  }

  /** Opts an address out (idempotent: a second click changes nothing). */
  async unsubscribe(em: EntityManager, contact: MailingContact): Promise<MailingContact> {
    if (!contact.isSubscriber) return contact;
    contact.isSubscriber = false;
    contact.unsubscribedAt = new Date();
    return em.getRepository(MailingContact).save(contact);
  }

  // ----- Back office: contacts -------------------------------------------------------------------

  async contacts(
    em: EntityManager,
    listId: number,
    options: { q?: string; state?: ContactState; page: number | null },
  ) {
    const query = em
      .getRepository(MailingContact)
      .createQueryBuilder('contact')
      .where('contact.listId = :listId', { listId });
    if (options.q)
      query.andWhere(
        "(contact.email LIKE :pattern ESCAPE '\\' OR LOWER(COALESCE(contact.name, '')) LIKE :pattern ESCAPE '\\')",
        { pattern: likePattern(options.q) },
      );
    if (options.state) query.andWhere('contact.isSubscriber = :on', { on: options.state === 'subscribed' });
    query.orderBy('contact.email', 'ASC');
    if (options.page !== null) query.skip((options.page - 1) * MAILING_PAGE_SIZE).take(MAILING_PAGE_SIZE);
    const [items, total] = await query.getManyAndCount();
    return { items, total };
  }

  /** Adds an address from the back office (no confirmation mail: staff add people who asked them). */
  async addContact(em: EntityManager, listId: number, email: string, name: string | null) {
    await this.list(em, listId);
    const address = checkedEmail(email);
    const repository = em.getRepository(MailingContact);
    if (await repository.existsBy({ listId, email: address }))
      throw new UserError('This address is already on the list.');
    return repository.save(
      repository.create({
        listId,
        email: address,
        name,
        isSubscriber: true,
        subscribedAt: new Date(),
        unsubscribedAt: null,
        unsubscribeToken: newAccessToken(24),
      }),
    );
  }

  /** Staff opt a contact out or back in (no mail either way). */
  async setSubscribed(em: EntityManager, listId: number, contactId: number, on: boolean) {
    const repository = em.getRepository(MailingContact);
    const contact = await repository.findOneBy({ id: contactId, listId });
    if (!contact) throw new MissingError('This contact is not on the list.');
    if (contact.isSubscriber === on) return contact;
    contact.isSubscriber = on;
    if (on) {
      contact.subscribedAt = new Date();
      contact.unsubscribedAt = null;
    } else contact.unsubscribedAt = new Date();
    return repository.save(contact);
  }

  /** Subscribers who get the next newsletter, oldest first. */
  async subscribers(em: EntityManager, listId: number): Promise<MailingContact[]> {
    return em
      .getRepository(MailingContact)
      .find({ where: { listId, isSubscriber: true }, order: { id: 'ASC' } });
  }

  /** The popup's title and text in `lang`, with the default texts where the list has none. */
  popupTexts(list: MailingList, lang: LangCode) {
    return {
      title: translate(list.popupTitle, lang) || t(lang, 'newsletter.popup.defaultTitle'),
      text: translate(list.popupText, lang) || t(lang, 'newsletter.popup.defaultText'),
    };
  }
}

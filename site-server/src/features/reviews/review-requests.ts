import { In, LessThanOrEqual, MoreThan, type EntityManager } from 'typeorm';
import { isLangCode, languages, t, type LangCode } from '../../../../shared/i18n';
import { RATING_LABELS, WHOLE_STAR_VALUES } from '../../../../shared/ratings/scale';
import { REVIEW_PARAMS } from '../../../../shared/reviews/contract';
import { translate } from '../../core/db/columns';
import type { JobQueue } from '../../core/jobs';
import type { MailService } from '../../core/mail';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { ProductTemplate } from '../catalog';
import { SaleOrder, SaleOrderLine } from '../orders';
import { ReviewRequest } from './entities';
import type { ReviewSettingsStore } from './review-settings';

/** Orders enqueued per scan (the next scan takes the rest). */
export const REQUEST_SCAN_BATCH = 200;
/** Orders done longer ago than the delay plus this many days get no request (a shop turning it on). */
const REQUEST_WINDOW_DAYS = 30;

/** Where a review-request star link goes: `/shop/reviews/rate/{token}/{score}?product={id}`. */
export const RATE_PATH = '/shop/reviews/rate';

/** The review-request mail (issue 29, item 7): a scheduled scan, one claimed job per order, the star links. */
export class ReviewRequests {
  constructor(
    private readonly deps: {
      jobs: JobQueue;
      mail: MailService;
      settings: ReviewSettingsStore;
      publicUrl: () => string;
      dayMs: number;
      shopName: (em: EntityManager) => Promise<string>;
    },
  ) {}

  /**
   * Enqueues one job per order done (staff's "Mark as done") at least the delay ago that has no
   * request yet, keyed on the order: however many scans and processes see it, one runs.
   */
  async scan(em: EntityManager, now = new Date()): Promise<number> {
    const settings = await this.deps.settings.get(em);
    if (!settings.requestEnabled) return 0;
    const due = new Date(now.getTime() - settings.requestDelayDays * this.deps.dayMs);
    const oldest = new Date(due.getTime() - REQUEST_WINDOW_DAYS * this.deps.dayMs);
    const orders = await em
      .getRepository(SaleOrder)
      .createQueryBuilder('o')
      .select(['o.id'])
      .where({ state: 'done', doneAt: LessThanOrEqual(due) })
      .andWhere({ doneAt: MoreThan(oldest) })
      .andWhere('NOT EXISTS (SELECT 1 FROM "review_request" "r" WHERE "r"."orderId" = "o"."id")')
      // The demo's orders are no one's: their customers get no mail.
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM "demo_record" "d" WHERE "d"."model" = :demoOrder AND "d"."recordId" = "o"."id")',
        { demoOrder: 'sale.order' },
      )
      .orderBy('o.doneAt', 'ASC')
      .take(REQUEST_SCAN_BATCH)
      .getMany();
    for (const order of orders)
      await this.deps.jobs.enqueue(
        em,
        'reviews.request',
        { orderId: order.id },
        { key: `reviews.request:${order.id}` },
      );
    return orders.length;
  }

  /**
   * Writes the order's request and queues its mail, in one transaction: the request's unique order id
   * makes a second run (another process, a retry) write and send nothing.
   */
  async send(em: EntityManager, orderId: number): Promise<boolean> {
    const settings = await this.deps.settings.get(em);
    if (!settings.requestEnabled) return false;
    if (await em.getRepository(ReviewRequest).existsBy({ orderId })) return false;
    const order = await em.getRepository(SaleOrder).findOneBy({ id: orderId });
    if (!order || order.state !== 'done') return false;
    const lines = await em.getRepository(SaleOrderLine).findBy({ orderId, kind: 'product' });
    const templateIds = [
      ...new Set(lines.map((line) => line.templateId).filter((id): id is number => id !== null)),
    ];
    if (!templateIds.length) return false;
    const products = await em.getRepository(ProductTemplate).find({
      where: { id: In(templateIds), active: true },
      select: { id: true, name: true },
    });
    if (!products.length) return false;
    const lang: LangCode = isLangCode(order.lang) ? order.lang : 'en_US';
    const token = newAccessToken(24);
    const inserted = await em
      .createQueryBuilder()
      .insert()
      .into(ReviewRequest)
      .values({
        orderId,
        tokenHash: tokenHash(token),
        userId: order.userId,
        email: order.email.trim().toLowerCase(),
        customerName: order.customerName,
        lang,
        templateIds: products.map((product) => product.id).join(','),
        ratings: '{}',
        sentAt: new Date(),
      })
      .orIgnore()
      .execute();
    // Another run inserted it first (a unique key answered): its mail is that run's.
    if (!inserted.identifiers[0]) return false;
    const prefix = languages.find((language) => language.code === lang)?.urlCode;
    const base = `${this.deps.publicUrl()}${prefix ? `/${prefix}` : ''}`;
    const blocks = products.map((product) => {
      const links = WHOLE_STAR_VALUES.map(
        (stars) =>
          `${'★'.repeat(stars)} ${t(lang, `ratings.label.${stars}`)} (${RATING_LABELS[stars - 1]}): ${base}${RATE_PATH}/${token}/${stars}?product=${product.id}`,
      ).join('\n');
      return `${t(lang, 'reviews.mail.product', translate(product.name, lang))}\n${links}`;
    });
    await this.deps.mail.queue(em, {
      to: order.email,
      subject: t(lang, 'reviews.mail.subject', order.name),
      text: [
        t(lang, 'reviews.mail.intro', order.customerName, order.name),
        ...blocks,
        t(lang, 'reviews.mail.outro', await this.deps.shopName(em)),
      ].join('\n\n'),
    });
    return true;
  }

  /**
   * A star link's click: records the stars on the request and answers where the review form opens,
   * prefilled; null when the link is not valid for this product (nothing recorded).
   */
  async rate(em: EntityManager, token: string, stars: number, templateId: number) {
    if (!token || token.length > 100) return null;
    const request = await em.getRepository(ReviewRequest).findOneBy({ tokenHash: tokenHash(token) });
    if (!request || !request.templateIds.split(',').includes(String(templateId))) return null;
    const ratings = {
      ...(JSON.parse(request.ratings || '{}') as Record<string, number>),
      [templateId]: stars,
    };
    await em.getRepository(ReviewRequest).update({ id: request.id }, { ratings: JSON.stringify(ratings) });
    const product = await em
      .getRepository(ProductTemplate)
      .findOne({ where: { id: templateId }, select: { id: true, slug: true } });
    if (!product) return null;
    const prefix = languages.find((language) => language.code === request.lang)?.urlCode;
    const query = new URLSearchParams({ [REVIEW_PARAMS.token]: token, [REVIEW_PARAMS.rated]: String(stars) });
    // The product's one address (its slug): the page would redirect another one without the query.
    return `${prefix ? `/${prefix}` : ''}/shop/product/${product.slug}-${product.id}?${query.toString()}#reviews`;
  }
}

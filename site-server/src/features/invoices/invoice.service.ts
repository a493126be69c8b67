import { In, type EntityManager } from 'typeorm';
import { priceView } from '../../../../shared/catalog/price-view';
import {
  demoInvoiceName,
  invoiceMessages as messages,
  invoiceName,
  type InvoiceRow,
  type PortalInvoiceList,
  type PortalInvoiceQuery,
  type PortalInvoiceView,
} from '../../../../shared/invoices/contract';
import { PORTAL_PAGE_SIZE } from '../../../../shared/portal-list';
import { containsPattern } from '../../core/db/like';
import { isLangCode, languageByCode, t } from '../../../../shared/i18n';
import { MissingError, ValidationError } from '../../core/errors';
import { newAccessToken, sameToken } from '../../core/security/access-token';
import { SaleOrder, SaleOrderLine } from '../orders';
import { PaymentTransaction } from '../payment';
import { Invoice, InvoiceSequence } from './invoice.entity';

/** Who opens a portal document: its signed-in customer, or the holder of its link's token. */
export interface InvoiceProof {
  userId: number | null;
  token: string | null;
}

/** What the invoices need of the platform: the order's mails (the outbox) and the public address. */
export interface InvoiceMail {
  send(em: EntityManager, order: SaleOrder, mail: { subject: string; text: string }): Promise<void>;
  publicUrl(): string;
}

/** Invoices: issued from confirmed orders, numbered per year, read by staff and by their customer. */
export class InvoiceService {
  constructor(private readonly mail: InvoiceMail) {}

  /** The new invoice's mail to its customer, with its page's link (access token): in the issuing transaction. */
  private async mailInvoice(em: EntityManager, invoice: Invoice, order: SaleOrder): Promise<void> {
    const lang = isLangCode(order.lang) ? order.lang : 'en_US';
    const code = languageByCode(lang).urlCode;
    const link = `${this.mail.publicUrl()}${code ? `/${code}` : ''}/my/invoices/${invoice.id}?access_token=${invoice.accessToken}`;
    await this.mail.send(em, order, {
      subject: t(lang, 'invoice.mail.subject', invoice.name),
      text: [
        t(lang, 'invoice.mail.body', order.customerName, invoice.name, order.name),
        '',
        link,
        '',
        t(lang, invoice.paymentState === 'paid' ? 'invoice.mail.paid' : 'invoice.mail.toPay'),
      ].join('\n'),
    });
  }

  /** The next number of `year`: one counter row bumped by a conditional update (no two invoices share one). */
  private async nextNumber(em: EntityManager, year: number): Promise<number> {
    const sequences = em.getRepository(InvoiceSequence);
    await sequences
      .createQueryBuilder()
      .insert()
      .into(InvoiceSequence)
      .values({ year, last: 0 })
      .orIgnore()
      .execute();
    await sequences
      .createQueryBuilder()
      .update()
      .set({ last: () => '"last" + 1' })
      .where('year = :year', { year })
      .execute();
    return (await sequences.findOneByOrFail({ year })).last;
  }

  /**
   * The order's invoice, issued now if it has none (an order has one invoice: asking twice answers
   * the same). Paid when a payment of it is done, with that payment's reference. A demo invoice
   * (`demoNumber`) is numbered DEMO/{year}/00001… apart from the real ones and mailed to nobody: the
   * demo never takes a number of the shop's own sequence.
   */
  async issue(
    em: EntityManager,
    orderId: number,
    now = new Date(),
    options: { demoNumber?: number } = {},
  ): Promise<Invoice> {
    const paid = await em
      .getRepository(PaymentTransaction)
      .findOne({ where: { orderId, operation: 'payment', state: 'done' }, order: { id: 'DESC' } });
    const existing = await em.getRepository(Invoice).findOneBy({ orderId });
    if (existing) return paid ? this.markPaid(em, existing, paid.reference) : existing;
    const order = await em.getRepository(SaleOrder).findOneBy({ id: orderId });
    if (!order) throw new MissingError(messages.orderMissing);
    if (order.state !== 'sale' && order.state !== 'done') throw new ValidationError(messages.notInvoiceable);
    const year = now.getUTCFullYear();
    const invoice = em.getRepository(Invoice).create({
      name:
        options.demoNumber === undefined
          ? invoiceName(year, await this.nextNumber(em, year))
          : demoInvoiceName(year, options.demoNumber),
      orderId,
      userId: order.userId,
      customerName: order.customerName,
      billingAddress: order.billingAddress,
      currency: order.currency,
      amountUntaxed: order.amountUntaxed,
      amountTax: order.amountTax,
      amountTotal: order.amountTotal,
      paymentState: paid ? 'paid' : 'not_paid',
      paymentReference: paid?.reference ?? order.name,
      issuedAt: now,
      accessToken: newAccessToken(),
    });
    const saved = await em.getRepository(Invoice).save(invoice);
    if (options.demoNumber === undefined) await this.mailInvoice(em, saved, order);
    return saved;
  }

  /** An invoice issued before its payment (its "Pay now", a transfer received): paid, with the payment's reference. */
  private async markPaid(em: EntityManager, invoice: Invoice, reference: string): Promise<Invoice> {
    if (invoice.paymentState === 'paid') return invoice;
    await em
      .getRepository(Invoice)
      .update(
        { id: invoice.id, paymentState: 'not_paid' },
        { paymentState: 'paid', paymentReference: reference },
      );
    return em.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
  }

  /** Staff name the order by its number (S00012) or id. */
  async issueFor(em: EntityManager, order: string): Promise<InvoiceRow> {
    const found = /^\d+$/.test(order)
      ? await em.getRepository(SaleOrder).findOneBy({ id: Number(order) })
      : await em.getRepository(SaleOrder).findOneBy({ name: order.toUpperCase() });
    if (!found) throw new ValidationError(messages.orderMissing, { order: messages.orderMissing });
    const invoice = await this.issue(em, found.id);
    return (await this.rows(em, [invoice]))[0]!;
  }

  async list(em: EntityManager): Promise<InvoiceRow[]> {
    return this.rows(em, await em.getRepository(Invoice).find({ order: { id: 'DESC' }, take: 500 }));
  }

  private async rows(em: EntityManager, invoices: Invoice[]): Promise<InvoiceRow[]> {
    const orders = invoices.length
      ? await em.getRepository(SaleOrder).find({
          select: { id: true, name: true },
          where: { id: In(invoices.map((invoice) => invoice.orderId)) },
        })
      : [];
    return invoices.map((invoice) => ({
      id: invoice.id,
      name: invoice.name,
      orderId: invoice.orderId,
      orderName: orders.find((order) => order.id === invoice.orderId)?.name ?? '',
      customerName: invoice.customerName,
      currency: invoice.currency,
      amountTotal: invoice.amountTotal,
      paymentState: invoice.paymentState,
      issuedAt: invoice.issuedAt.toISOString(),
    }));
  }

  count(em: EntityManager, userId: number): Promise<number> {
    return em.getRepository(Invoice).countBy({ userId });
  }

  /** The portal's list: the customer's invoices, searched, sorted and paged (SPEC §2's search panel). */
  async mine(em: EntityManager, userId: number, query: PortalInvoiceQuery): Promise<PortalInvoiceList> {
    const builder = em
      .getRepository(Invoice)
      .createQueryBuilder('i')
      .where('"i"."userId" = :userId', { userId });
    if (query.search) {
      const byName = `LOWER("i"."name") LIKE :text ESCAPE '\\'`;
      const byOrder = `EXISTS (SELECT 1 FROM "sale_order" "o" WHERE "o"."id" = "i"."orderId" AND LOWER("o"."name") LIKE :text ESCAPE '\\')`;
      const condition =
        query.searchIn === 'name'
          ? byName
          : query.searchIn === 'order'
            ? byOrder
            : `(${byName} OR ${byOrder})`;
      builder.andWhere(condition, { text: containsPattern(query.search) });
    }
    const total = await builder.getCount();
    const column = { date: '"i"."issuedAt"', name: '"i"."name"', amount: '"i"."amountTotal"' }[query.sort];
    const direction = query.sort === 'name' ? 'ASC' : 'DESC';
    const invoices = await builder
      .orderBy(column, direction)
      .addOrderBy('"i"."id"', direction)
      .offset((query.page - 1) * PORTAL_PAGE_SIZE)
      .limit(PORTAL_PAGE_SIZE)
      .getMany();
    return { rows: await this.rows(em, invoices), total, query };
  }

  /**
   * The invoice for its customer or its link's token; else 'missing', whether it exists or not (the
   * caller answers 404 alike: ids cannot be probed to count the shop's invoices).
   */
  async open(em: EntityManager, invoiceId: number, proof: InvoiceProof): Promise<Invoice | 'missing'> {
    const invoice = await em.getRepository(Invoice).findOneBy({ id: invoiceId });
    if (!invoice) return 'missing';
    const mine = proof.userId !== null && invoice.userId === proof.userId;
    return mine || sameToken(proof.token, invoice.accessToken) ? invoice : 'missing';
  }

  view(invoice: Invoice, lang: string, token: string | null, order: SaleOrder): PortalInvoiceView {
    const proof = token ? `?access_token=${encodeURIComponent(token)}` : '';
    const payable = invoice.paymentState === 'not_paid' && order.state !== 'cancel';
    return {
      id: invoice.id,
      name: invoice.name,
      orderName: order.name,
      issuedAt: invoice.issuedAt.toISOString(),
      total: priceView(invoice.amountTotal, invoice.currency, lang).formatted,
      paymentState: invoice.paymentState,
      pdfUrl: `/my/invoices/${invoice.id}/pdf${proof}`,
      payUrl: payable ? `/my/invoices/${invoice.id}/pay${proof}` : null,
    };
  }

  async linesOf(em: EntityManager, invoice: Invoice) {
    const order = await em.getRepository(SaleOrder).findOneByOrFail({ id: invoice.orderId });
    const lines = await em
      .getRepository(SaleOrderLine)
      .find({ where: { orderId: invoice.orderId }, order: { sequence: 'ASC' } });
    return { order, lines };
  }
}

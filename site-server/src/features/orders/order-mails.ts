import { In, type EntityManager } from 'typeorm';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { formatMoney } from '../../../../shared/money';
import { isLangCode, languageByCode, t, type MessageKey } from '../../../../shared/i18n';
import { SaleOrderMail } from './sale-order-mail.entity';
import { SaleOrder } from './sale-order.entity';

/** What the orders need from the platform: the outbox and the site's public address (for links in mails). */
export interface OrderMail {
  queue(em: EntityManager, mail: { to: string; subject: string; text: string }): Promise<{ id: number }>;
  publicUrl(): string;
  /** Told when an order is paid, in its transaction (the orders feature publishes `order.paid`). */
  paid?(em: EntityManager, orderId: number): void;
}

/** A message of the orders' catalog in the order's language. */
const sayIn =
  (lang: string) =>
  (key: MessageKey, ...args: Array<string | number>) =>
    t(isLangCode(lang) ? lang : 'en_US', key, ...args);

/** '/fr' for an order placed in French; '' in the default language. */
const urlPrefixOf = (lang: string) => {
  const code = isLangCode(lang) ? languageByCode(lang).urlCode : '';
  return code ? `/${code}` : '';
};

/** An amount as the buyer's language writes it ('1 234,50 €' in French). */
export const orderMoney = (amount: number, currency: string, lang: string) =>
  formatMoney({ amount, currency }, lang.replace('_', '-'));

/** The mails an order sends its buyer, through the outbox in the order's transaction: sent if and only if it commits. */
export class OrderMails {
  constructor(private readonly mail: OrderMail) {}

  /** Queues a mail to the buyer and remembers it on the order (the quotation's mail too). */
  async send(em: EntityManager, order: SaleOrder, mail: { subject: string; text: string }) {
    const queued = await this.mail.queue(em, { to: order.email, ...mail });
    await em.getRepository(SaleOrderMail).insert({ orderId: order.id, outboxMailId: queued.id });
  }

  /** The mails the order sent, oldest first. */
  async sent(em: EntityManager, orderId: number): Promise<OutboxMail[]> {
    const links = await em.getRepository(SaleOrderMail).find({ where: { orderId }, order: { id: 'ASC' } });
    if (!links.length) return [];
    return em.getRepository(OutboxMail).find({
      where: { id: In(links.map((link) => link.outboxMailId)) },
      order: { id: 'ASC' },
    });
  }

  /** The bank transfer's instructions, mailed when the shopper chooses to pay by transfer. */
  async transferInstructions(em: EntityManager, order: SaleOrder, instructions: string) {
    const say = sayIn(order.lang);
    await this.send(em, order, {
      subject: say('order.mail.transferSubject', order.name),
      text: [
        say('order.mail.hello', order.customerName),
        '',
        say('order.mail.thanks', order.name),
        '',
        instructions,
        '',
        say('order.mail.link', this.link(order)),
      ].join('\n'),
    });
  }

  /** The order's link for its buyer: opens its status page in their language, the access token proving who asks. */
  link(order: Pick<SaleOrder, 'id' | 'accessToken' | 'lang'>): string {
    const base = this.mail.publicUrl().replace(/\/+$/, '');
    const prefix = urlPrefixOf(order.lang);
    return `${base}${prefix}/shop/confirmation?order_id=${order.id}&access_token=${order.accessToken}`;
  }

  /** SPEC's order confirmation mail, through the outbox in the order's transaction: sent if and only if it commits. */
  async confirmation(em: EntityManager, orderId: number, { paid }: { paid: boolean }) {
    const order = await em.getRepository(SaleOrder).findOneOrFail({
      where: { id: orderId },
      relations: { lines: true },
      order: { lines: { sequence: 'ASC' } },
    });
    const say = sayIn(order.lang);
    const money = (amount: number) => orderMoney(amount, order.currency, order.lang);
    const lines = (order.lines ?? []).map((line) =>
      line.kind === 'product'
        ? `  ${line.quantity} × ${line.name} — ${money(line.subtotal)}`
        : `  ${line.name} — ${money(line.subtotal)}`,
    );
    await this.send(em, order, {
      subject: say('order.mail.confirmedSubject', order.name),
      text: [
        say('order.mail.hello', order.customerName),
        '',
        paid
          ? say('order.mail.paid', order.name, money(order.amountTotal))
          : say('order.mail.confirmed', order.name),
        '',
        ...lines,
        `  ${say('order.mail.untaxed', money(order.amountUntaxed))}`,
        `  ${say('order.mail.taxes', money(order.amountTax))}`,
        `  ${say('order.mail.total', money(order.amountTotal))}`,
        '',
        say('order.mail.shippingTo'),
        ...[order.shippingAddress.name, ...order.shippingAddress.lines].map((line) => `  ${line}`),
        '',
        say('order.mail.link', this.link(order)),
      ].join('\n'),
    });
  }
}

import { In, type EntityManager } from 'typeorm';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { formatMoney } from '../../../../shared/money';
import { SaleOrderMail } from './sale-order-mail.entity';
import { SaleOrder } from './sale-order.entity';

/** What the orders need from the platform: the outbox and the site's public address (for links in mails). */
export interface OrderMail {
  queue(em: EntityManager, mail: { to: string; subject: string; text: string }): Promise<{ id: number }>;
  publicUrl(): string;
}

/** The mails an order sends its buyer, through the outbox in the order's transaction: sent if and only if it commits. */
export class OrderMails {
  constructor(private readonly mail: OrderMail) {}

  /** Queues a mail to the buyer and remembers it on the order. */
  private async send(em: EntityManager, order: SaleOrder, mail: { subject: string; text: string }) {
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
    await this.send(em, order, {
      subject: `Order ${order.name}: how to pay by bank transfer`,
      text: [
        `Hello ${order.customerName},`,
        '',
        `Thank you for your order ${order.name}.`,
        '',
        instructions,
        '',
        `Your order: ${this.link(order)}`,
      ].join('\n'),
    });
  }

  /** The order's link for its buyer: opens its status page, the access token proving who asks. */
  link(order: Pick<SaleOrder, 'id' | 'accessToken'>): string {
    const base = this.mail.publicUrl().replace(/\/+$/, '');
    return `${base}/shop/confirmation?order_id=${order.id}&access_token=${order.accessToken}`;
  }

  /** SPEC's order confirmation mail, through the outbox in the order's transaction: sent if and only if it commits. */
  async confirmation(em: EntityManager, orderId: number, { paid }: { paid: boolean }) {
    const order = await em.getRepository(SaleOrder).findOneOrFail({
      where: { id: orderId },
      relations: { lines: true },
      order: { lines: { sequence: 'ASC' } },
    });
    const money = (amount: number) => formatMoney({ amount, currency: order.currency });
    const lines = (order.lines ?? []).map((line) =>
      line.kind === 'product'
        ? `  ${line.quantity} × ${line.name} — ${money(line.subtotal)}`
        : `  ${line.name} — ${money(line.subtotal)}`,
    );
    await this.send(em, order, {
      subject: `Order ${order.name} confirmed`,
      text: [
        `Hello ${order.customerName},`,
        '',
        paid
          ? `Thank you for your order ${order.name}. Your payment of ${money(order.amountTotal)} has been received.`
          : `Thank you for your order ${order.name}. It is confirmed.`,
        '',
        ...lines,
        `  Untaxed amount: ${money(order.amountUntaxed)}`,
        `  Taxes: ${money(order.amountTax)}`,
        `  Total: ${money(order.amountTotal)}`,
        '',
        'Shipping to:',
        ...[order.shippingAddress.name, ...order.shippingAddress.lines].map((line) => `  ${line}`),
        '',
        `Your order: ${this.link(order)}`,
      ].join('\n'),
    });
  }
}

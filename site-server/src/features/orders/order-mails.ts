import type { EntityManager } from 'typeorm';
import { formatMoney } from '../../../../shared/money';
import { SaleOrder } from './sale-order.entity';

/** What the orders need from the platform: the outbox and the site's public address (for links in mails). */
export interface OrderMail {
  queue(em: EntityManager, mail: { to: string; subject: string; text: string }): Promise<unknown>;
  publicUrl(): string;
}

/** The mails an order sends its buyer, through the outbox in the order's transaction: sent if and only if it commits. */
export class OrderMails {
  constructor(private readonly mail: OrderMail) {}

  /** The bank transfer's instructions, mailed when the shopper chooses to pay by transfer. */
  async transferInstructions(em: EntityManager, order: SaleOrder, instructions: string) {
    await this.mail.queue(em, {
      to: order.email,
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
  async confirmation(em: EntityManager, orderId: number) {
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
    await this.mail.queue(em, {
      to: order.email,
      subject: `Order ${order.name} confirmed`,
      text: [
        `Hello ${order.customerName},`,
        '',
        `Thank you for your order ${order.name}. Your payment of ${money(order.amountTotal)} has been received.`,
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

import type { EntityManager } from 'typeorm';
import { priceView } from '../../../../shared/catalog/price-view';
import { orderName, type OrderAddress } from '../../../../shared/orders/contract';
import type { PortalLineRefusal } from '../../../../shared/orders/portal';
import {
  MAX_SIGNATURE_CHARS,
  quotationInputSchema,
  quotationMessages as messages,
  type AcceptResult,
  type OrderUpdateResult,
  type QuotationInput,
} from '../../../../shared/orders/quotations';
import { applyTax } from '../../../../shared/taxes/contract';
import { escapeHtml } from '../../core/http/html';
import { MissingError, ValidationError } from '../../core/errors';
import { newAccessToken, sameToken } from '../../core/security/access-token';
import { User } from '../accounts';
import type { CatalogPricer, CatalogService } from '../catalog';
import type { CustomerService } from '../customers';
import type { OrderActions } from './order-actions';
import { orderTotals } from './order-pricing';
import type { OrderTaxSources } from './order-drafts';
import { ORDER_MISSING, type OrderService } from './order.service';
import { SaleOrderLine } from './sale-order-line.entity';
import { SaleOrder } from './sale-order.entity';

/** Prices in the customer's price list, and the currency they are in (the quotation's). */
export interface QuotationPricer extends CatalogPricer {
  readonly currency: string;
}

/** Who opens a portal document: its signed-in customer, or the holder of its link's token. */
export interface PortalProof {
  userId: number | null;
  token: string | null;
}

const TOO_MANY = 'The quantity must be a whole number up to 100,000.';
/** The JSON-RPC calls' errors for each refusal. */
const refusalErrors: Record<PortalLineRefusal, () => Error> = {
  missing: () => new MissingError(ORDER_MISSING),
  lineMissing: () => new MissingError(messages.lineMissing),
  notOpen: () => new ValidationError(messages.notOpen),
  tooMany: () => new ValidationError(TOO_MANY),
};

/** A line's amounts at `quantity` with its discount, taxed at the rate it keeps. */
function lineAmounts(
  line: Pick<SaleOrderLine, 'unitPrice' | 'discount' | 'taxRate' | 'taxIncluded'>,
  quantity: number,
) {
  const amount = Math.round((line.unitPrice * quantity * (100 - line.discount)) / 100);
  const taxed = applyTax(amount, line.taxRate, line.taxIncluded);
  return { quantity, subtotal: taxed.untaxed, taxAmount: taxed.tax, total: taxed.total };
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Staff's quotations and what the customer does with them from the portal. */
export class QuotationService {
  constructor(
    private readonly deps: {
      catalog: CatalogService;
      customers: CustomerService;
      taxes: OrderTaxSources;
      actions: OrderActions;
      /** The customer's prices (the pricelists feature): their account's list, else the default. */
      pricerOf: (em: EntityManager, userId: number | null) => Promise<QuotationPricer>;
      orders: OrderService;
      publicUrl: () => string;
    },
  ) {}

  /**
   * A quotation for a customer (their account's, or a new guest record), priced by their price list
   * as the shop prices their cart: the one pricing function, a quantity break counting the units of
   * the variant on the whole quotation; in the list's currency.
   */
  async create(em: EntityManager, raw: QuotationInput): Promise<SaleOrder> {
    const input = quotationInputSchema.parse(raw);
    const { customers, catalog, taxes } = this.deps;
    const account = await em.getRepository(User).findOneBy({ email: input.customerEmail });
    const customer = account
      ? await customers.forUser(em, account)
      : await customers.guest(em, { name: input.customerName, email: input.customerEmail });
    const latest = account ? await customers.latestAddresses(em, account.id, 'en_US') : { billing: null };
    const address: OrderAddress = latest.billing
      ? {
          name: latest.billing.name,
          email: latest.billing.email,
          phone: latest.billing.phone,
          lines: latest.billing.lines,
          countryId: latest.billing.countryId,
          stateId: latest.billing.stateId,
        }
      : {
          name: input.customerName,
          email: input.customerEmail,
          phone: '',
          lines: [],
          countryId: 0,
          stateId: null,
        };
    const pricer = await this.deps.pricerOf(em, account?.id ?? null);
    const products = [];
    for (const line of input.lines) {
      const variant = await catalog.variantForCart(em, line.productId, { lang: 'en_US', pricer });
      if (!variant) throw new ValidationError(`The product #${line.productId} does not exist.`);
      products.push({ line, variant });
    }
    const units = new Map<number, number>();
    for (const { line, variant } of products)
      units.set(variant.productId, (units.get(variant.productId) ?? 0) + line.quantity);
    const taxIds = await taxes.taxIdsOf(
      em,
      products.map(({ variant }) => variant.templateId),
    );
    const rates = await taxes.ratesFor(em, [...taxIds.values()], address.countryId || null);
    const lines = products.map(({ line, variant }, index) => {
      const rate = rates.get(taxIds.get(variant.templateId) ?? null) ?? null;
      const base = {
        kind: 'product' as const,
        productId: variant.productId,
        templateId: variant.templateId,
        name: variant.displayName,
        description: line.discount ? `${line.discount} % off` : '',
        unitPrice: pricer.quote({
          templateId: variant.templateId,
          variantId: variant.productId,
          categoryIds: variant.categoryIds,
          price: variant.price,
          listPrice: variant.listPrice,
          currency: variant.currency,
          quantity: units.get(variant.productId) ?? line.quantity,
        }).price,
        discount: line.discount,
        taxName: rate?.name ?? '',
        taxRate: rate?.rate ?? 0,
        taxIncluded: rate?.included ?? false,
        sequence: index + 1,
      };
      return { ...base, ...lineAmounts(base, line.quantity) };
    });
    const orders = em.getRepository(SaleOrder);
    const token = newAccessToken();
    const order = await orders.save({
      name: `new-${token.slice(0, 12)}`,
      state: 'draft',
      customerId: customer.id,
      cartId: null,
      userId: account?.id ?? null,
      customerName: input.customerName,
      email: input.customerEmail,
      billingAddress: address,
      shippingAddress: address,
      currency: pricer.currency,
      ...orderTotals(lines),
      amountUndiscounted: lines.reduce((sum, line) => sum + Math.round(line.unitPrice * line.quantity), 0),
      accessToken: token,
      confirmedAt: null,
      shippingMethodId: null,
      lang: 'en_US',
      validUntil: input.validUntil,
      signatureRequired: input.signatureRequired,
      paymentRequired: input.paymentRequired,
    });
    order.name = orderName(order.id);
    await orders.update({ id: order.id }, { name: order.name });
    await em.getRepository(SaleOrderLine).insert(lines.map((line) => ({ ...line, orderId: order.id })));
    return order;
  }

  /** The portal link of a document. */
  link(order: Pick<SaleOrder, 'id' | 'accessToken'>): string {
    return `${this.deps.publicUrl()}/my/orders/${order.id}?access_token=${order.accessToken}`;
  }

  /** Mails the quotation's link to its customer; a draft becomes 'sent'. */
  async send(em: EntityManager, orderId: number): Promise<void> {
    const order = await em.getRepository(SaleOrder).findOneBy({ id: orderId });
    if (!order) throw new MissingError(ORDER_MISSING);
    if (order.state !== 'draft' && order.state !== 'sent') throw new ValidationError(messages.notOpen);
    await em.getRepository(SaleOrder).update({ id: orderId }, { state: 'sent', sentAt: new Date() });
    const total = priceView(order.amountTotal, order.currency, 'en_US').formatted;
    await this.deps.orders.mails.send(em, order, {
      subject: `Your quotation ${order.name}`,
      text: `Hello ${order.customerName},\n\nHere is your quotation ${order.name}, for ${total}:\n${this.link(order)}\n\n${
        order.signatureRequired ? 'You can sign it online' : 'You can accept it online'
      }${order.paymentRequired ? ' and pay it right away.' : '.'}`,
    });
  }

  /** Revokes the document's link: a new token, so the one mailed before opens nothing. */
  async revokeLink(em: EntityManager, orderId: number): Promise<void> {
    const result = await em
      .getRepository(SaleOrder)
      .update({ id: orderId }, { accessToken: newAccessToken() });
    if (!result.affected) throw new MissingError(ORDER_MISSING);
  }

  /** The order of `orderId` for its customer or its link's token, else null. */
  private async opened(em: EntityManager, orderId: number, proof: PortalProof): Promise<SaleOrder | null> {
    const order = await em.getRepository(SaleOrder).findOneBy({ id: orderId });
    const allowed =
      order &&
      ((proof.userId !== null && order.userId === proof.userId) || sameToken(proof.token, order.accessToken));
    return allowed ? order : null;
  }

  /** The order of `orderId` for its customer or its link's token; MissingError otherwise. */
  async open(em: EntityManager, orderId: number, proof: PortalProof): Promise<SaleOrder> {
    const order = await this.opened(em, orderId, proof);
    if (!order) throw new MissingError(ORDER_MISSING);
    return order;
  }

  /** The first time the customer opens the quotation (staff see when). */
  async viewed(em: EntityManager, orderId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(SaleOrder)
      .set({ viewedAt: new Date() })
      .where('id = :orderId AND "viewedAt" IS NULL', { orderId })
      .execute();
  }

  private isOpen(order: SaleOrder) {
    return (order.state === 'draft' || order.state === 'sent') && order.signedAt === null;
  }

  /** SPEC §7 update_line_dict (and update_line): changeLine, its refusal thrown as the calls' error. */
  async updateLine(
    em: EntityManager,
    orderId: number,
    proof: PortalProof,
    change: { lineId: number; remove: boolean; unlink: boolean; quantity: number | null },
  ): Promise<OrderUpdateResult> {
    const result = await this.changeLine(em, orderId, proof, change);
    if (typeof result === 'string') throw refusalErrors[result]();
    return result;
  }

  /**
   * One more unit, one less (`remove`), the line gone (`unlink`), or `quantity` units; none left
   * removes the line. Totals are recomputed here, with the taxes the lines keep. Only while the
   * quotation is open and unsigned; otherwise the refusal.
   */
  async changeLine(
    em: EntityManager,
    orderId: number,
    proof: PortalProof,
    change: { lineId: number; remove: boolean; unlink: boolean; quantity: number | null },
  ): Promise<OrderUpdateResult | PortalLineRefusal> {
    const order = await this.opened(em, orderId, proof);
    if (!order) return 'missing';
    if (!this.isOpen(order)) return 'notOpen';
    const lines = em.getRepository(SaleOrderLine);
    const line = await lines.findOneBy({ id: change.lineId, orderId, kind: 'product' });
    if (!line) return 'lineMissing';
    const quantity = change.unlink
      ? 0
      : change.quantity !== null
        ? change.quantity
        : line.quantity + (change.remove ? -1 : 1);
    if (!Number.isInteger(quantity) || quantity > 100_000) return 'tooMany';
    const amounts = quantity > 0 ? lineAmounts(line, quantity) : null;
    if (amounts) await lines.update({ id: line.id }, amounts);
    else await lines.delete({ id: line.id });
    const all = await lines.find({ where: { orderId }, order: { sequence: 'ASC' } });
    const totals = orderTotals(all);
    const undiscounted = all.reduce(
      (sum, each) => sum + (each.kind === 'product' ? each.unitPrice * each.quantity : each.total),
      0,
    );
    await em
      .getRepository(SaleOrder)
      .update({ id: orderId }, { ...totals, amountUndiscounted: undiscounted });
    const decimal = (amount: number) => priceView(amount, order.currency, 'en_US').amount;
    const money = (amount: number) => escapeHtml(priceView(amount, order.currency, order.lang).formatted);
    return {
      order_amount_total: decimal(totals.amountTotal),
      order_amount_untaxed: decimal(totals.amountUntaxed),
      order_amount_tax: decimal(totals.amountTax),
      order_amount_undiscounted: decimal(undiscounted),
      order_totals_table: `<table class="portal-totals"><tbody><tr><th>Untaxed amount</th><td>${money(totals.amountUntaxed)}</td></tr><tr><th>Taxes</th><td>${money(totals.amountTax)}</td></tr><tr><th>Total</th><td><strong data-order-total="">${money(totals.amountTotal)}</strong></td></tr></tbody></table>`,
      order_line_product_uom_qty: Math.max(0, quantity),
      order_line_price_total: decimal(amounts?.total ?? 0),
      order_line_price_subtotal: decimal(amounts?.subtotal ?? 0),
    };
  }

  /**
   * The signature call (SPEC §3, §5, §7): the name and the drawn signature (a PNG) accept the
   * quotation, once; it records who, when and the image. Then: to the payment when the quotation
   * asks for it, else confirmed (its stock taken, the customer told) and the page refreshed.
   */
  async accept(
    em: EntityManager,
    orderId: number,
    proof: PortalProof,
    input: { name: string; signature: string },
  ): Promise<AcceptResult & { pay?: boolean }> {
    const order = await this.open(em, orderId, proof);
    if (order.signedAt !== null) return { error: messages.alreadySigned };
    if (!this.isOpen(order)) return { error: messages.notOpen };
    if (order.validUntil && order.validUntil < new Date().toISOString().slice(0, 10))
      return { error: messages.expired };
    const name = input.name.trim();
    if (!name) return { error: messages.nameRequired };
    if (order.signatureRequired) {
      if (input.signature.length > MAX_SIGNATURE_CHARS) return { error: messages.signatureTooLarge };
      const data = PNG_DATA_URL.exec(input.signature)?.[1];
      const bytes = data ? Buffer.from(data, 'base64') : null;
      if (!bytes || bytes.length < 60 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
        return { error: messages.signatureInvalid };
    }
    const signed = await em
      .createQueryBuilder()
      .update(SaleOrder)
      .set({
        signedBy: name,
        signedAt: new Date(),
        signature: order.signatureRequired ? input.signature : '',
      })
      .where('id = :orderId AND "signedAt" IS NULL', { orderId })
      .execute();
    if (signed.affected !== 1) return { error: messages.alreadySigned };
    if (order.paymentRequired) return { success: messages.signed, redirect_url: '/shop/payment', pay: true };
    await this.deps.actions.confirm(em, orderId);
    return { success: messages.signed, force_refresh: true };
  }
}

/**
 * What a cart comes to as an order, line by line: its products at the cart's prices, the promo code's
 * discount, the shipping chosen, each line taxed for where it ships. One function prices the
 * checkout's figures before "Confirm order" (a quote) and the order that confirming makes or updates,
 * so what the shopper sees, the order and the amount charged can never disagree.
 */
import type { EntityManager } from 'typeorm';
import type { AddressView } from '../../../../shared/customers/contract';
import type { LangCode } from '../../../../shared/i18n';
import type { Touch } from '../../../../shared/links/statistics';
import type { OrderAddress } from '../../../../shared/orders/contract';
import type { Cart, CartService } from '../cart';
import { discountLines, orderTotals, taxedLine, type LineRate, type PricedOrderLine } from './order-pricing';
import type { SaleOrderLine } from './sale-order-line.entity';
import type { SaleOrder } from './sale-order.entity';

/** What an order is made of at checkout: the cart, who buys, where it goes. */
export interface OrderDraft {
  cart: Cart;
  lang: LangCode;
  customerId: number;
  userId: number | null;
  billing: AddressView;
  /** null: shipped to the billing address. */
  shipping: AddressView | null;
  /** The campaign that brought the buyer (the links feature's cookie). */
  utm: { campaign: string; medium: string; source: string };
  /** The tracked links that brought the buyer, first and last. */
  touch: Touch;
  /** The shipping chosen, priced for what the goods come to with tax; none: no shipping line. */
  shippingFor?: (goodsTotal: number, currency: string) => Promise<ShippingCharge | null>;
}

/** A shipping line as the shipping feature prices it. */
export interface ShippingCharge {
  methodId: number;
  name: string;
  price: number;
}

/** Where an order's taxes come from: each product's tax (catalog), each tax's rate in a country (taxes). */
export interface OrderTaxSources {
  taxIdsOf(em: EntityManager, templateIds: readonly number[]): Promise<Map<number, number | null>>;
  ratesFor(
    em: EntityManager,
    taxIds: readonly (number | null)[],
    countryId: number | null,
  ): Promise<Map<number | null, LineRate>>;
}

/** A draft priced: its lines in order (products, discount, shipping) and the order's amounts. */
export interface PricedDraft {
  lines: PricedOrderLine[];
  amountUntaxed: number;
  amountTax: number;
  amountTotal: number;
  /** The products before the discount (SPEC §3's order_amount_undiscounted). */
  amountUndiscounted: number;
  /** What the goods come to with tax and discounts, shipping aside ('free from' compares it). */
  goodsTotal: number;
  /** The shipping line's total with tax (0 without one). */
  shippingTotal: number;
  shippingMethodId: number | null;
  currency: string;
}

/** The shipping's order line, taxed at the default tax of where it goes. */
export function shippingLine(charge: ShippingCharge, rate: LineRate): PricedOrderLine {
  const line = {
    kind: 'shipping' as const,
    productId: null,
    templateId: null,
    name: charge.name,
    description: '',
    unitPrice: charge.price,
    quantity: 1,
  };
  return taxedLine(line, rate);
}

/**
 * Prices the draft. `discount`: 'quote' reads the promo code's discount; 'claim' counts the code as
 * used by the order (the coupons feature refuses a code used up, and counts a cart's use once).
 */
export async function priceDraft(
  em: EntityManager,
  sources: { carts: CartService; taxes: OrderTaxSources },
  draft: OrderDraft,
  discount: 'quote' | 'claim',
): Promise<PricedDraft> {
  const { carts, taxes } = sources;
  const priced = await carts.orderLines(em, draft.cart, draft.lang);
  const shipTo = (draft.shipping ?? draft.billing).countryId;
  const taxIds = await taxes.taxIdsOf(
    em,
    priced.map(({ product }) => product.templateId),
  );
  const rates = await taxes.ratesFor(em, [...taxIds.values()], shipTo);
  const productLines = priced.map(({ line, product, description }) =>
    taxedLine(
      {
        kind: 'product',
        productId: line.productId,
        templateId: product.templateId,
        name: product.name,
        description,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
      },
      rates.get(taxIds.get(product.templateId) ?? null) ?? null,
    ),
  );
  const productsTotal = priced.reduce((sum, line) => sum + line.subtotal, 0);
  const off =
    discount === 'claim'
      ? await carts.claimDiscount(em, draft.cart, productsTotal)
      : await carts.discountOf(em, draft.cart, productsTotal);
  const goods: PricedOrderLine[] = [
    ...productLines,
    ...(off
      ? discountLines(
          off.label,
          off.amount,
          productLines.map((line) => ({
            amount: line.unitPrice * line.quantity,
            rate: line.taxName
              ? { name: line.taxName, rate: line.taxRate, included: line.taxIncluded }
              : null,
          })),
        )
      : []),
  ];
  const goodsTotal = goods.reduce((sum, line) => sum + line.total, 0);
  // A cart with nothing left to sell ships nothing.
  const charge =
    productLines.length && draft.shippingFor
      ? await draft.shippingFor(goodsTotal, draft.cart.currency)
      : null;
  const shipping = charge ? shippingLine(charge, rates.get(null) ?? null) : null;
  const lines = shipping ? [...goods, shipping] : goods;
  return {
    lines,
    ...orderTotals(lines),
    amountUndiscounted: productLines.reduce((sum, line) => sum + line.subtotal, 0),
    goodsTotal,
    shippingTotal: shipping?.total ?? 0,
    shippingMethodId: charge?.methodId ?? null,
    currency: draft.cart.currency,
  };
}

/** An address as the order keeps it (a copy). */
export const addressCopy = (address: AddressView): OrderAddress => ({
  name: address.name,
  email: address.email,
  phone: address.phone,
  lines: address.lines,
  countryId: address.countryId,
  stateId: address.stateId,
});

type ComparedLine = Pick<
  PricedOrderLine,
  'kind' | 'productId' | 'name' | 'description' | 'quantity' | 'unitPrice' | 'taxRate' | 'total'
>;

const lineKey = (line: ComparedLine) =>
  JSON.stringify([
    line.kind,
    line.productId,
    line.name,
    line.description,
    line.quantity,
    line.unitPrice,
    line.taxRate,
    line.total,
  ]);

/**
 * Whether the order is what the draft comes to now: the same lines at the same prices, the same
 * addresses. An unpaid order of a cart changed since (back to the cart, another address, another
 * shipping method) is not: confirming again updates it.
 */
export function orderMatches(
  order: Pick<SaleOrder, 'amountTotal' | 'currency' | 'billingAddress' | 'shippingAddress'>,
  orderLines: readonly SaleOrderLine[],
  draft: OrderDraft,
  priced: PricedDraft,
): boolean {
  const sameAddress = (kept: OrderAddress, now: AddressView) =>
    JSON.stringify(addressCopy(now)) === JSON.stringify(kept);
  return (
    order.amountTotal === priced.amountTotal &&
    order.currency === priced.currency &&
    sameAddress(order.billingAddress, draft.billing) &&
    sameAddress(order.shippingAddress, draft.shipping ?? draft.billing) &&
    orderLines.map(lineKey).join('\n') === priced.lines.map(lineKey).join('\n')
  );
}

/**
 * Contract of sales orders (sale.order; SPEC §2 Shop, §3): a cart confirmed at checkout becomes an
 * order numbered S00001, S00002…, its lines copying the product names, values and prices the shopper
 * saw, its amounts in integer minor units, computed on the server only. Each order has an access token
 * for its portal link.
 *
 * States (SPEC §4 and Odoo's): 'draft' (quotation), 'sent' (quotation sent, waiting for payment),
 * 'sale' (sales order: paid or confirmed), 'done' (locked), 'cancel'.
 */
import { z } from 'zod';
import { MAX_ID, numeric } from '../api/numeric';
export const orderStates = ['draft', 'sent', 'sale', 'done', 'cancel'] as const;
export type OrderState = (typeof orderStates)[number];

/** A line sells a product, takes a promo code's discount off, or charges the shipping. */
export const orderLineKinds = ['product', 'discount', 'shipping'] as const;
export type OrderLineKind = (typeof orderLineKinds)[number];

/** Order numbers: this prefix and the id, zero-padded to this many digits. */
export const ORDER_NAME_PREFIX = 'S';
export const ORDER_NAME_DIGITS = 5;

export const orderName = (id: number) => `${ORDER_NAME_PREFIX}${String(id).padStart(ORDER_NAME_DIGITS, '0')}`;

/** An address as the order keeps it: a copy, so editing the customer's address later changes no order. */
export interface OrderAddress {
  name: string;
  email: string;
  phone: string;
  /** As its country writes it, one line per entry, the country last. */
  lines: string[];
  countryId: number;
  stateId: number | null;
}

// ----- Back office: /api/admin/orders… (sales staff) -------------------------------------------

export const ORDERS_PAGE_SIZE = 50;

/** The labels the back office shows for the states. */
export const orderStateLabels: Record<OrderState, string> = {
  draft: 'Quotation',
  sent: 'Quotation sent',
  sale: 'Sales order',
  done: 'Locked',
  cancel: 'Cancelled',
};

/**
 * Where an order's money stands, from its payments (the payment feature says): nothing paid, a card
 * payment waiting for its bank, a bank transfer awaited, paid, partly or wholly refunded.
 */
export const orderPaymentStatuses = [
  'unpaid',
  'pending',
  'awaitingTransfer',
  'paid',
  'partlyRefunded',
  'refunded',
] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

export const orderPaymentLabels: Record<OrderPaymentStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Payment pending',
  awaitingTransfer: 'Transfer awaited',
  paid: 'Paid',
  partlyRefunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** An order still open whose customer chose to pay by bank transfer: it waits for the transfer. */
export const awaitsTransfer = (order: { state: OrderState; payment: OrderPaymentStatus }) =>
  (order.state === 'draft' || order.state === 'sent') && order.payment === 'awaitingTransfer';

/** The state as the back office labels it: an order waiting for a transfer says so, not "Quotation". */
export const orderStatusLabel = (order: { state: OrderState; payment: OrderPaymentStatus }) =>
  awaitsTransfer(order) ? 'Waiting for bank transfer' : orderStateLabels[order.state];

export const orderRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: z.enum(orderStates),
  customerName: z.string(),
  email: z.string(),
  currency: z.string(),
  /** Minor units. */
  amountTotal: z.number(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  payment: z.enum(orderPaymentStatuses),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

const orderAddressSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lines: z.array(z.string()),
  countryId: z.number(),
  stateId: z.number().nullable(),
});

export const orderDetailSchema = orderRowSchema.extend({
  /** Made by the shop's checkout (from a cart), not a quotation staff wrote. */
  fromShop: z.boolean(),
  amountUntaxed: z.number(),
  amountTax: z.number(),
  /** The tracked link's campaign, medium and source that brought the buyer ('' when none). */
  utm: z.object({ campaign: z.string(), medium: z.string(), source: z.string() }),
  billingAddress: orderAddressSchema,
  shippingAddress: orderAddressSchema,
  lines: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string(),
      kind: z.enum(orderLineKinds),
      quantity: z.number(),
      unitPrice: z.number(),
      /** Before tax. */
      subtotal: z.number(),
      taxName: z.string(),
      taxRate: z.number(),
      taxAmount: z.number(),
      total: z.number(),
    }),
  ),
  /** The mails sent to the buyer about it, oldest first (their outbox state). */
  mails: z.array(z.object({ id: z.number(), subject: z.string(), state: z.string(), createdAt: z.string() })),
  /** A quotation's terms and what became of it (null dates: not yet). */
  quotation: z.object({
    validUntil: z.string().nullable(),
    signatureRequired: z.boolean(),
    paymentRequired: z.boolean(),
    sentAt: z.string().nullable(),
    viewedAt: z.string().nullable(),
    signedBy: z.string(),
    signedAt: z.string().nullable(),
    /** The customer's link (with its access token). */
    portalUrl: z.string(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** One customer's orders (the Customers screen opens them). */
  customer: numeric(z.number().int().positive().max(MAX_ID)).optional(),
  state: z.enum(orderStates).optional(),
  page: numeric(z.number().int().positive().max(MAX_ID)).default(1),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

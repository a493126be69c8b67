/**
 * Contract of sales orders (sale.order; SPEC §2 Shop, §3): a cart confirmed at checkout becomes an
 * order numbered S00001, S00002…, its lines copying the product names, values and prices the shopper
 * saw, its amounts in integer minor units, computed on the server only. Each order has an access token
 * for its portal link.
 *
 * States (SPEC §4 and Odoo's): 'draft' (quotation), 'sent' (quotation sent, waiting for payment),
 * 'sale' (sales order: paid or confirmed), 'done' (locked), 'cancel'.
 */
export const orderStates = ['draft', 'sent', 'sale', 'done', 'cancel'] as const;
export type OrderState = (typeof orderStates)[number];

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

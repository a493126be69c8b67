/**
 * Contract of shipping methods (the checkout issue, item 10): delivery at a flat rate, free from an
 * amount if set, and pick-up in store. The payment page offers the active ones; the chosen one is an
 * order line, taxed at the default tax of the country the parcel goes to.
 *
 * POST JSON-RPC /shop/update_carrier (carrier_id) changes the visitor's order's method and answers
 * its new amounts, formatted (Odoo's names: status, error_message, carrier_id, is_free_delivery,
 * new_amount_delivery, new_amount_untaxed, new_amount_tax, new_amount_total).
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';

export const shippingKinds = ['delivery', 'pickup'] as const;
export type ShippingKind = (typeof shippingKinds)[number];

export const shippingKindLabels: Record<ShippingKind, string> = {
  delivery: 'Delivery',
  pickup: 'Pick-up in store',
};

export const SHIPPING_UNAVAILABLE = 'This shipping method is not available.';

const id = z.number().int().positive().max(MAX_ID);
const amount = z.number().int().min(0, { message: 'An amount cannot be negative.' }).max(1_000_000_000_00);

export const shippingMethodInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'This field is required.' }).max(80),
  kind: z.enum(shippingKinds).default('delivery'),
  /** Minor units, tax as the default tax says (included or added). */
  price: amount,
  /** Free when the goods come to this much or more (minor units, with tax); null: never free. */
  freeAbove: amount.nullable().default(null),
  description: z.string().trim().max(300).default(''),
  sequence: z.number().int().min(0).max(1_000_000).default(10),
  active: z.boolean().default(true),
});
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;

export const shippingMethodSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(shippingKinds),
  price: z.number(),
  freeAbove: z.number().nullable(),
  description: z.string(),
  sequence: z.number(),
  active: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** What a method costs an order whose goods come to `goodsTotal`. */
export const shippingPrice = (method: Pick<ShippingMethod, 'price' | 'freeAbove'>, goodsTotal: number) =>
  method.freeAbove !== null && goodsTotal >= method.freeAbove ? 0 : method.price;

/** The payment page's choice: a method with what it costs this order, formatted. */
export interface ShippingChoice {
  id: number;
  name: string;
  description: string;
  price: string;
  free: boolean;
}

export const updateCarrierParams = z.object({ carrier_id: z.coerce.number().int().positive().max(MAX_ID) });

export interface UpdateCarrierResult {
  status: boolean;
  error_message: string;
  carrier_id: number;
  is_free_delivery: boolean;
  new_amount_delivery: string;
  new_amount_untaxed: string;
  new_amount_tax: string;
  new_amount_total: string;
}

/**
 * Quotations (issue 14, items 4–6 and 11): made and sent by staff, opened by the customer from the
 * mailed link, lines changed while still open, accepted with a signature (SPEC §3, §4, §5, §8), then
 * paid online when the quotation asks for it.
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';

/** The signature image, as a data URL of a PNG, at most this long. */
export const MAX_SIGNATURE_CHARS = 300_000;
export const MAX_QUOTATION_LINES = 200;

export const quotationMessages = {
  notOpen: 'This quotation can no longer be changed.',
  lineMissing: 'This line is not part of the quotation.',
  nameRequired: 'Please enter your name.',
  signatureInvalid: 'The signature is not a valid image.',
  signatureTooLarge: 'The signature image is too large.',
  alreadySigned: 'This quotation is already signed.',
  expired: 'This quotation has expired.',
  signed: 'Thank you! The quotation is signed.',
  noLines: 'A quotation needs at least one product.',
} as const;

const id = z.number().int().positive().max(MAX_ID);

export const quotationInputSchema = z.object({
  customerEmail: z.string().trim().toLowerCase().email({ message: 'Enter the customer’s e-mail.' }),
  customerName: z.string().trim().min(1, { message: 'This field is required.' }).max(200),
  lines: z
    .array(
      z.object({
        productId: id,
        quantity: z.number().int().min(1).max(100_000),
        /** Percent off (0–100). */
        discount: z.number().int().min(0).max(100).default(0),
      }),
    )
    .min(1, { message: quotationMessages.noLines })
    .max(MAX_QUOTATION_LINES),
  /** The last day it may be accepted (YYYY-MM-DD); null: no limit. */
  validUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date.' })
    .nullable()
    .default(null),
  signatureRequired: z.boolean().default(true),
  paymentRequired: z.boolean().default(true),
});
export type QuotationInput = z.input<typeof quotationInputSchema>;

/** SPEC §7: the line update call's parameters (update_line_dict; update_line without input_quantity). */
export const updateLineParams = z.object({
  line_id: id,
  remove: z.boolean().default(false),
  unlink: z.boolean().default(false),
  input_quantity: z.union([z.number(), z.literal(false)]).optional(),
  access_token: z.string().max(200).nullable().optional(),
});

/** SPEC §3: the order update's fields. */
export interface OrderUpdateResult {
  order_amount_total: number;
  order_amount_untaxed: number;
  order_amount_tax: number;
  order_amount_undiscounted: number;
  order_totals_table: string;
  order_line_product_uom_qty: number;
  order_line_price_total: number;
  order_line_price_subtotal: number;
}

/** SPEC §3, §7: the signature call's parameters and answer. */
export const acceptParams = z.object({
  res_id: id,
  access_token: z.string().max(200).nullable().optional(),
  partner_name: z.string().max(200).default(''),
  signature: z
    .string()
    .max(MAX_SIGNATURE_CHARS + 100)
    .default(''),
});
export interface AcceptResult {
  error?: string;
  success?: string;
  force_refresh?: boolean;
  redirect_url?: string;
}

/**
 * Contract of taxes (the checkout issue, item 10): percentage taxes on products, included in the
 * catalogue's prices or added to them, one default tax for products without their own, and a rate
 * per country where set (EU VAT: the rate of the country the parcel goes to).
 *
 * Rates are integers in basis points (2000 = 20 %, 550 = 5.5 %); amounts are minor units. Each order
 * line's tax is rounded on the line (Odoo's round per line), so lines and totals always add up.
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';

/** 100 % in basis points; a rate may not exceed it. */
export const FULL_RATE = 10_000;
export const MAX_COUNTRY_RATES = 300;

/** One line's amounts: what it costs before tax, its tax, and what the shopper pays. */
export interface TaxedAmount {
  untaxed: number;
  tax: number;
  total: number;
}

/** Half away from zero, so a discount line's tax mirrors the line it discounts. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * Splits `amount` (the price as the catalogue shows it, times the quantity) at `rate`: with the tax
 * included, the tax is taken out of the amount; otherwise it is added on top.
 */
export function applyTax(amount: number, rate: number, included: boolean): TaxedAmount {
  if (!rate) return { untaxed: amount, tax: 0, total: amount };
  if (included) {
    const tax = roundHalfAway((amount * rate) / (FULL_RATE + rate));
    return { untaxed: amount - tax, tax, total: amount };
  }
  const tax = roundHalfAway((amount * rate) / FULL_RATE);
  return { untaxed: amount, tax, total: amount + tax };
}

/** '20 %', '5.5 %': a rate for people. */
export const rateText = (rate: number) =>
  `${(rate / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

const id = z.number().int().positive().max(MAX_ID);
const rate = z
  .number()
  .int({ message: 'Enter the rate with at most two decimals.' })
  .min(0, { message: 'A rate cannot be negative.' })
  .max(FULL_RATE, { message: 'A rate cannot be above 100 %.' });

export const countryRateSchema = z.object({ countryId: id, rate });

export const taxInputSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'This field is required.' }).max(80),
    rate,
    /** The catalogue's prices already hold the tax (EU style); false: it is added at checkout (US style). */
    priceIncluded: z.boolean().default(true),
    /** The tax of every product without its own (one tax at most is the default). */
    isDefault: z.boolean().default(false),
    countryRates: z.array(countryRateSchema).max(MAX_COUNTRY_RATES).default([]),
  })
  .refine(
    (input) => new Set(input.countryRates.map((row) => row.countryId)).size === input.countryRates.length,
    {
      message: 'A country is listed twice.',
      path: ['countryRates'],
    },
  );
export type TaxInput = z.input<typeof taxInputSchema>;

export const taxSchema = z.object({
  id,
  name: z.string(),
  rate: z.number(),
  priceIncluded: z.boolean(),
  isDefault: z.boolean(),
  countryRates: z.array(countryRateSchema),
});
export type Tax = z.infer<typeof taxSchema>;

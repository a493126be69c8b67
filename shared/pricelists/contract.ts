/**
 * Contract of pricelists and currencies (the catalog issue's items 1–3): the back office's
 * Pricelists screen and the site's currency switcher. Amounts are minor units of the pricelist's
 * currency; rates are text ("0.92": units of the currency for one unit of the shop's).
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';
import { FULL_PERCENT, ruleComputes, ruleScopes } from './pricing';

/** A rule's minimum quantity, and the most units a price may be previewed for. */
export const MAX_RULE_QUANTITY = 1_000_000;
export const MAX_RULES_PER_PRICELIST = 5_000;
export const MAX_PRICE = 1_000_000_000_000;
/** The cookie holding the pricelist the visitor chose (signed: the server set it). */
export const PRICELIST_COOKIE = 'vitrine_pricelist';

export const pricelistMessages = {
  notOffered: 'This price list is not offered to you.',
  missing: 'This price list does not exist.',
  currencyMissing: 'This currency does not exist.',
  currencyInUse: 'A price list still uses this currency: change its currency first.',
  shopCurrency: "The shop's own currency is always there: it cannot be removed.",
  oneDefault: 'One price list is the default: make another the default first.',
  codeTaken: 'Another price list already has this code.',
  required: 'This field is required.',
  targetMissing: 'Choose what the rule applies to.',
  datesOrder: 'The end must come after the start.',
} as const;

const id = z.number().int().positive().max(MAX_ID);
const required = z.string().trim().min(1, { message: pricelistMessages.required });
const money = z
  .number()
  .int({ message: 'Enter an amount in the currency’s smallest unit.' })
  .min(-MAX_PRICE)
  .max(MAX_PRICE);

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'Enter a three-letter ISO 4217 code (EUR, GBP).' })
  .refine(
    (code) => {
      try {
        new Intl.NumberFormat('en', { style: 'currency', currency: code });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'This is not a currency code.' },
  );

export const rateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,6})?$/, { message: 'Enter the rate as a number with at most six decimals.' })
  .refine((text) => Number(text) > 0, { message: 'A rate must be above zero.' });

/** "0.92" → 920000 (millionths). */
export function rateMillionths(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

export const currencyInputSchema = z.object({
  code: currencyCodeSchema,
  rate: rateSchema,
  /** Prices end on a multiple of this many minor units (1: the cent; 5: 0.05). */
  rounding: z.number().int().min(1).max(100_000).default(1),
  /** Offered to visitors (price lists in it appear in the site's currency switcher). */
  published: z.boolean().default(true),
});
export type CurrencyInput = z.input<typeof currencyInputSchema>;

export const currencySchema = z.object({
  id,
  code: z.string(),
  rate: z.string(),
  rounding: z.number(),
  published: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

/** The shop's own currency (rate 1, always offered; it has no row) and the others. */
export const currenciesSchema = z.object({ shopCurrency: z.string(), currencies: z.array(currencySchema) });
export type Currencies = z.infer<typeof currenciesSchema>;

const timestamp = z
  .string()
  .datetime({ offset: true, message: 'Enter a date and time.' })
  .nullable()
  .default(null);

export const ruleInputSchema = z
  .object({
    scope: z.enum(ruleScopes),
    /** The variant, product or category; null for every product. */
    targetId: id.nullable().default(null),
    minQuantity: z.number().int().min(1).max(MAX_RULE_QUANTITY).default(1),
    start: timestamp,
    end: timestamp,
    compute: z.enum(ruleComputes),
    fixedPrice: money.min(0).default(0),
    /** Basis points off (1000 = 10 %); negative adds. */
    discount: z.number().int().min(-FULL_PERCENT).max(FULL_PERCENT).default(0),
    surcharge: money.default(0),
    roundTo: z.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((rule) => rule.scope === 'all' || rule.targetId !== null, {
    message: pricelistMessages.targetMissing,
    path: ['targetId'],
  })
  .refine((rule) => !rule.start || !rule.end || Date.parse(rule.start) < Date.parse(rule.end), {
    message: pricelistMessages.datesOrder,
    path: ['end'],
  });
export type RuleInput = z.input<typeof ruleInputSchema>;

export const ruleSchema = z.object({
  id,
  scope: z.enum(ruleScopes),
  targetId: id.nullable(),
  /** What the target is called (product, variant or category name). */
  targetName: z.string(),
  minQuantity: z.number(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  compute: z.enum(ruleComputes),
  fixedPrice: z.number(),
  discount: z.number(),
  surcharge: z.number(),
  roundTo: z.number(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const pricelistInputSchema = z.object({
  name: required.max(80),
  currency: currencyCodeSchema,
  /** The price list of visitors no other one is for. */
  isDefault: z.boolean().default(false),
  /** Offered to every visitor in the site's switcher (when its currency is published). */
  selectable: z.boolean().default(false),
  /** Visitors from these countries (ISO codes) get it when they have not chosen another. */
  countryCodes: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { message: 'Enter two-letter country codes.' }),
    )
    .max(300)
    .default([]),
  /** A promo code that applies it (the cart's code field); empty: none. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .max(40)
    .regex(/^[A-Z0-9_-]*$/, { message: 'Letters, digits, - and _ only.' })
    .default(''),
  /** The e-mails of customers' accounts that always get it: B2B prices. */
  accountEmails: z
    .array(z.string().trim().toLowerCase().email({ message: 'Enter e-mail addresses.' }))
    .max(10_000)
    .default([]),
  sequence: z.number().int().min(0).max(100_000).default(10),
  active: z.boolean().default(true),
  rules: z.array(ruleInputSchema).max(MAX_RULES_PER_PRICELIST).default([]),
});
export type PricelistInput = z.input<typeof pricelistInputSchema>;

export const pricelistSchema = z.object({
  id,
  name: z.string(),
  currency: z.string(),
  isDefault: z.boolean(),
  selectable: z.boolean(),
  countryCodes: z.array(z.string()),
  code: z.string(),
  accounts: z.array(z.object({ id, name: z.string(), email: z.string() })),
  sequence: z.number(),
  active: z.boolean(),
  rules: z.array(ruleSchema),
});
export type Pricelist = z.infer<typeof pricelistSchema>;

/** A product's price under each pricelist at a quantity (the back office's preview). */
export const pricePreviewSchema = z.array(
  z.object({
    pricelistId: id,
    pricelistName: z.string(),
    currency: z.string(),
    price: z.number(),
    listPrice: z.number(),
    ruleId: id.nullable(),
  }),
);
export type PricePreview = z.infer<typeof pricePreviewSchema>;

/** One entry of the site's currency switcher. */
export interface PricelistChoice {
  id: number;
  name: string;
  currency: string;
  current: boolean;
}

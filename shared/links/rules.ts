/**
 * A tracked link's rules (issue 32): its lifetime (start, expiry, a click cap, a fallback), a password,
 * targeting by device, country and browser language, and a split of up to four weighted destinations.
 * The redirect evaluates them in one documented order, first match wins (LINK_RULE_ORDER).
 * The back office's `PUT /api/admin/links/:id/rules` takes `LinkRulesInput`; the server checks it with
 * `linkRulesInputSchema`, whose messages are keys of the site catalogs (shared/links/messages.ts),
 * answered in the staff member's language.
 */
import { z } from 'zod';

/** The order a redirect applies the rules in; the first that decides wins. */
export const LINK_RULE_ORDER = ['lifetime', 'password', 'device', 'country', 'language', 'split'] as const;

/** What chose a click's destination, as `link_click.rule` keeps it (null: the link's own target). */
export const linkClickRules = ['lifetime', 'device', 'country', 'language', 'split'] as const;
export type LinkClickRule = (typeof linkClickRules)[number];

/** Devices a rule can target: the click writer's device detection, by operating system. */
export const targetDevices = ['ios', 'android', 'desktop'] as const;
export type TargetDevice = (typeof targetDevices)[number];

export const MAX_SPLIT_DESTINATIONS = 4;
export const MAX_TARGET_RULES = 10;
/** A right password is remembered for the link this long (a signed cookie scoped to the link). */
export const LINK_PASSWORD_REMEMBER_MS = 24 * 3_600_000;
/** Wrong passwords a client may try per link family and window before being refused. */
export const LINK_PASSWORD_TRIES = 10;
export const LINK_PASSWORD_WINDOW_MS = 15 * 60_000;
export const LINK_PASSWORD_MAX_LENGTH = 200;

const destination = z
  .string()
  .trim()
  .max(2048, { message: 'links.rules.badUrl' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'links.rules.badUrl' },
  );

const countryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'links.rules.badCountry' }));
const languageCode = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^[a-z]{2,3}$/, { message: 'links.rules.badLanguage' }));

export const deviceRuleSchema = z.object({ device: z.enum(targetDevices), url: destination });
export const countryRuleSchema = z.object({
  countries: z.array(countryCode).min(1, { message: 'links.rules.noCountry' }).max(300),
  url: destination,
});
export const languageRuleSchema = z.object({
  languages: z.array(languageCode).min(1, { message: 'links.rules.noLanguage' }).max(50),
  url: destination,
});
export const splitDestinationSchema = z.object({
  url: destination,
  weight: z
    .number()
    .int({ message: 'links.rules.badWeight' })
    .min(1, { message: 'links.rules.badWeight' })
    .max(100, {
      message: 'links.rules.badWeight',
    }),
});

/** The targeting and the split, as stored with the link (tracked_link.rules, JSON). */
export const linkTargetingSchema = z.object({
  device: z.array(deviceRuleSchema).max(targetDevices.length, { message: 'links.rules.tooMany' }).default([]),
  country: z.array(countryRuleSchema).max(MAX_TARGET_RULES, { message: 'links.rules.tooMany' }).default([]),
  language: z.array(languageRuleSchema).max(MAX_TARGET_RULES, { message: 'links.rules.tooMany' }).default([]),
  /** Empty: no split. Else 2 to 4 destinations whose weights sum to 100; bots get the first. */
  split: z
    .array(splitDestinationSchema)
    .max(MAX_SPLIT_DESTINATIONS, { message: 'links.rules.tooManyDestinations' })
    .default([])
    .superRefine((split, ctx) => {
      if (split.length === 1) ctx.addIssue({ code: 'custom', message: 'links.rules.oneDestination' });
      else if (split.length > 1 && split.reduce((sum, { weight }) => sum + weight, 0) !== 100)
        ctx.addIssue({ code: 'custom', message: 'links.rules.weightsSum' });
    }),
});
export type LinkTargeting = z.infer<typeof linkTargetingSchema>;

const isoTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'links.rules.badTime' })
  .nullable();

/** PUT /api/admin/links/:id/rules: everything a link's rules screen edits. */
export const linkRulesInputSchema = z
  .object({
    startsAt: isoTime.default(null),
    expiresAt: isoTime.default(null),
    maxClicks: z
      .number()
      .int({ message: 'links.rules.badCap' })
      .min(1, { message: 'links.rules.badCap' })
      .max(1_000_000_000, { message: 'links.rules.badCap' })
      .nullable()
      .default(null),
    fallbackUrl: destination.nullable().default(null),
    /** A new password; null keeps the current one (see removePassword). */
    password: z
      .string()
      .min(1, { message: 'links.rules.emptyPassword' })
      .max(LINK_PASSWORD_MAX_LENGTH, { message: 'links.rules.longPassword' })
      .nullable()
      .default(null),
    removePassword: z.boolean().default(false),
    targeting: linkTargetingSchema.default({ device: [], country: [], language: [], split: [] }),
  })
  .superRefine((input, ctx) => {
    if (input.startsAt && input.expiresAt && Date.parse(input.expiresAt) <= Date.parse(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'links.rules.expiryBeforeStart' });
  });
export type LinkRulesInput = z.input<typeof linkRulesInputSchema>;
export type LinkRulesValues = z.output<typeof linkRulesInputSchema>;

/** The rules as the back office reads them (the password itself never leaves the server). */
export const linkRulesSchema = z.object({
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxClicks: z.number().int().nullable(),
  fallbackUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  targeting: linkTargetingSchema,
});
export type LinkRules = z.infer<typeof linkRulesSchema>;

/** POST /api/admin/links/:id/preview: a visitor to imagine ("from France on an iPhone, in French"). */
export const linkPreviewInputSchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/)
    .transform((value) => value.toUpperCase() || null),
  device: z.enum([...targetDevices, 'bot']),
  language: z
    .string()
    .trim()
    .max(100)
    .transform((value) => value || null),
});
export type LinkPreviewInput = z.input<typeof linkPreviewInputSchema>;
export type LinkPreviewValues = z.output<typeof linkPreviewInputSchema>;

/** Where that visitor goes, and the rule that chose it (the redirect's own code answers). */
export const linkPreviewSchema = z.object({
  /** 'expired': outside its life without a fallback (the 410 page); 'password': asked first. */
  outcome: z.enum(['redirect', 'expired', 'password']),
  url: z.string().nullable(),
  rule: z.enum(linkClickRules).nullable(),
  /** The split's destination (0 = first), null outside the split. */
  variant: z.number().int().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

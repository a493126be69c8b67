/**
 * Contract of the link tracker (SPEC §2, §3, §7, §8, §9): the spec's JSON-RPC calls under
 * /website_links/*, the model calls through /web/dataset/call_kw, the redirect and QR routes,
 * and the public site's load-context part. The back office's /api/admin/links* API is admin-contract.ts.
 *
 * Envelopes (decided here, the pages rely on them):
 * - POST /website_links/new answers a *result*: either the link, or `{ error, message }` with
 *   error 'empty_url' | 'url_not_found' (SPEC §8) or 'invalid_url' | 'url_too_long' (ours, mapped
 *   to the generic text by the page). Like the product the spec comes from, these are not
 *   JSON-RPC errors. Any JSON-RPC error (rate limit, a malformed call…) → generic text.
 * - POST /website_links/add_code answers `[link]`; refusals are JSON-RPC errors whose
 *   `error.data.message` is the text to show: linkMessages.codeEmpty (data.name 'ValidationError'),
 *   linkMessages.codeTaken (data.name 'UserError'), a bad-characters message ('ValidationError'),
 *   or 'MissingError' for an unknown init_code.
 * - POST /website_links/recent_links answers `link[]`; any JSON-RPC error → linkMessages.recentFailed.
 * - Many-to-one fields in the spec calls are Odoo-shaped: `[id, name]` or `false`.
 * - All three calls are public (SPEC §1: visitors, portal users and staff shorten links), each
 *   answering only the caller's own links: staff reach every link; a portal user the links they made;
 *   a visitor those made from their browser (the `vitrine_links` cookie). Renaming someone else's
 *   link is an AccessError. Creating and renaming are rate limited per client (RateLimitError).
 *
 * Other routes (not JSON-RPC):
 * - GET/HEAD /r/{code}: 302 to the target with utm_* added, Cache-Control: no-store; unknown → 404 page.
 * - GET /website_links/qr/{code}.svg and .png: QR code of the short URL (public).
 * - The statistics page /r/{code}+ is a page of the public site, for the link's owner (staff: every
 *   link; another's link is a 404); data through `context.vitrine.links` (LinksSiteContext below).
 * - The model calls (utm search_read/create, link.tracker.click search_count/read_group) are staff's.
 */
import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';

// ---------------------------------------------------------------------------------------------
// Texts and constants (SPEC §8, §9)
// ---------------------------------------------------------------------------------------------

export const linkMessages = {
  emptyUrl: 'The URL is empty.',
  urlNotFound: 'URL not found (404)',
  generic: 'An error occur while trying to generate your link. Try again later.',
  codeEmpty: 'The code cannot be left empty',
  codeTaken: 'This code is already taken',
  recentFailed: 'Unable to get recent links',
  noRecent: "You don't have any recent links.",
  noData: 'There is no data to show',
  /** Ours (not in the spec): shown by the back office; the site page shows `generic` instead. */
  invalidUrl: 'Only http:// and https:// addresses can be tracked.',
  urlTooLong: 'The URL is too long (at most 2048 characters).',
  codeInvalid: 'A code may only contain letters, digits, - and _ (at most 64 characters).',
  notYours: 'You can only change the links you made.',
  utmInUse: 'This value is used by tracked links and cannot be deleted.',
  utmNameTaken: 'A value with this name already exists.',
} as const;

export const RECENT_LINKS_LIMIT = 20;
export const LINK_URL_MAX = 2048;
export const LINK_CODE_MAX = 64;
export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Length of generated codes. */
export const LINK_CODE_LENGTH = 6;
/** SPEC §9: chart periods (days) and the number of ticks of the all-time chart. */
export const LINK_PERIOD_DAYS = { month: 30, week: 7 } as const;
export const LINK_CHART_TICKS = 10;
/** SPEC §9: the copy label returns after this many milliseconds. */
export const LINK_COPY_RESET_MS = 5000;

export const recentLinkFilters = ['newest', 'most-clicked', 'recently-used'] as const;
export type RecentLinkFilter = (typeof recentLinkFilters)[number];

export const linkCreateErrors = ['empty_url', 'url_not_found', 'invalid_url', 'url_too_long'] as const;
export type LinkCreateErrorCode = (typeof linkCreateErrors)[number];

/** The text the site page shows for a /website_links/new error (SPEC §8). */
export function linkCreateErrorText(code: string | undefined): string {
  if (code === 'empty_url') return linkMessages.emptyUrl;
  if (code === 'url_not_found') return linkMessages.urlNotFound;
  return linkMessages.generic;
}

export const utmModels = ['utm.campaign', 'utm.medium', 'utm.source'] as const;
export type UtmModel = (typeof utmModels)[number];
export const utmKinds = ['campaign', 'medium', 'source'] as const;
export type UtmKind = (typeof utmKinds)[number];

export const linkDevices = ['desktop', 'mobile', 'tablet', 'bot'] as const;
export type LinkDevice = (typeof linkDevices)[number];

/** A record id on the wire (links, UTM values); admin-contract.ts shares it. */
export const recordIdSchema = z.number().int().positive().max(MAX_ID);
const id = recordIdSchema;

/** An Odoo many-to-one value: `[id, display name]` or `false`. */
export const many2oneSchema = z.union([z.tuple([id, z.string()]), z.literal(false)]);
export type Many2one = z.infer<typeof many2oneSchema>;

// ---------------------------------------------------------------------------------------------
// Spec calls (JSON-RPC, snake_case as in SPEC §3/§7)
// ---------------------------------------------------------------------------------------------

/** The tracked link as the spec's calls answer it (SPEC §3 plus a few read-only extras). */
export const trackedLinkSchema = z.object({
  id,
  /** The target, as given. */
  url: z.string(),
  code: z.string(),
  /** `{base URL}/r/{code}`. */
  short_url: z.string(),
  /** Where the short URL goes: the target with utm_* parameters merged in. */
  redirected_url: z.string(),
  title: z.string().nullable(),
  campaign_id: many2oneSchema,
  medium_id: many2oneSchema,
  source_id: many2oneSchema,
  /** Human clicks (bots not counted). */
  clicks: z.number().int().nonnegative(),
  /** ISO 8601. */
  create_date: z.string(),
  last_click_date: z.string().nullable(),
});
export type TrackedLink = z.infer<typeof trackedLinkSchema>;

/** A UTM id as the page's selects send it: a number, a numeric string, or empty (false/null/''). */
const utmIdParam = z.preprocess(
  (value) => (value === '' || value === false || value === null || value === undefined ? null : value),
  numeric(z.number().int().positive().max(MAX_ID)).nullable(),
);

/** A UTM value typed in a select and not chosen from its list: created with the link (trimmed; empty = none). */
export const utmNameParam = z.string().trim().max(200).nullish();

/**
 * POST /website_links/new params. `url` may be empty: that is the `empty_url` answer, not a parse error.
 * Ours beside the spec's ids: `campaign_name`, `medium_name`, `source_name` carry a value the person
 * typed (SPEC §5, the selects create what is typed); the server finds it by name, case-insensitively,
 * or creates it in the link's transaction. An id, when given, wins over a name.
 */
export const linkNewParams = z.object({
  url: z.string().max(100_000).default(''),
  campaign_id: utmIdParam.optional(),
  medium_id: utmIdParam.optional(),
  source_id: utmIdParam.optional(),
  campaign_name: utmNameParam,
  medium_name: utmNameParam,
  source_name: utmNameParam,
  title: z.string().max(500).nullish(),
});
export type LinkNewParams = z.input<typeof linkNewParams>;

export const linkCreateErrorSchema = z.object({
  error: z.enum(linkCreateErrors),
  /** An English explanation (for logs and the back office); the site page shows linkCreateErrorText(error). */
  message: z.string(),
});
export type LinkCreateError = z.infer<typeof linkCreateErrorSchema>;

/** POST /website_links/new result: the link, or an error object. */
export const linkNewResult = z.union([linkCreateErrorSchema, trackedLinkSchema]);
export type LinkNewResult = z.infer<typeof linkNewResult>;
export const isLinkCreateError = (result: LinkNewResult): result is LinkCreateError => 'error' in result;

/** POST /website_links/add_code params. */
export const linkAddCodeParams = z.object({
  init_code: z.string().min(1).max(LINK_CODE_MAX),
  new_code: z.string().max(200),
});
export type LinkAddCodeParams = z.infer<typeof linkAddCodeParams>;
/** POST /website_links/add_code result: a list holding the renamed link. */
export const linkAddCodeResult = z.array(trackedLinkSchema);
export type LinkAddCodeResult = z.infer<typeof linkAddCodeResult>;

/** POST /website_links/recent_links params. */
export const recentLinksParams = z.object({
  filter: z.enum(recentLinkFilters).default('newest'),
  limit: numeric(z.number().int().positive().max(RECENT_LINKS_LIMIT)).default(RECENT_LINKS_LIMIT),
});
export type RecentLinksParams = z.input<typeof recentLinksParams>;
export const recentLinksResult = z.array(trackedLinkSchema);
export type RecentLinksResult = z.infer<typeof recentLinksResult>;

// ----- call_kw on utm.campaign / utm.medium / utm.source ---------------------------------------
// POST /web/dataset/call_kw/{model}/search_read  params {args: [domain?, fields?], kwargs: {domain,
//   fields, limit, order}} → utmRecord[] (order by name). Domain: [] or [['name', 'ilike', text]]
//   (also '=', '=ilike', 'in' on id/name). Access 'staff'.
// POST /web/dataset/call_kw/{model}/create  params {args: [{name}]} → the id (number). A name that
//   exists case-insensitively answers the existing record's id instead of creating a duplicate.

export const utmRecordSchema = z.object({ id, name: z.string() });
export type UtmRecord = z.infer<typeof utmRecordSchema>;
export const utmSearchReadResult = z.array(utmRecordSchema);
export const utmCreateResult = id;

// ----- call_kw on link.tracker.click ------------------------------------------------------------
// Domain terms: ['link_id', '=', id], ['create_date', '>' | '>=' | '<' | '<=', 'YYYY-MM-DD HH:MM:SS'
//   (UTC) or ISO 8601]. Bots are never counted.
// search_count  {args: [domain]} → number.
// read_group    {args: [domain, fields], kwargs: {groupby: 'create_date:day' | 'country_id'}}
//   (groupby may also be an array with one of these, or args[2]) →
//   by day: [{ 'create_date:day': 'YYYY-MM-DD', create_date_count: n }] oldest first, days without
//           clicks left out;
//   by country: [{ country_id: [id, 'France'] | false, country_id_count: n }] most clicks first
//           (the id of a country is its ISO code here; false = unknown).

export const clicksByDayRow = z.object({
  'create_date:day': z.string(),
  create_date_count: z.number().int().nonnegative(),
});
export const clicksByCountryRow = z.object({
  country_id: z.union([z.tuple([z.number(), z.string()]), z.literal(false)]),
  country_id_count: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------
// Statistics (shared by the statistics page and the back office)
// ---------------------------------------------------------------------------------------------

export const linkPeriods = ['all', 'month', 'week'] as const;
export type LinkPeriod = (typeof linkPeriods)[number];

/** Clicks of one day (UTC), 'YYYY-MM-DD'. */
export const dayClicksSchema = z.object({ day: z.string(), clicks: z.number().int().nonnegative() });
export type DayClicks = z.infer<typeof dayClicksSchema>;

export const countryClicksSchema = z.object({
  /** ISO 3166 alpha-2, or null when unknown. */
  countryCode: z.string().nullable(),
  /** English name ('Unknown' when the code is null). */
  country: z.string(),
  clicks: z.number().int().nonnegative(),
});
export type CountryClicks = z.infer<typeof countryClicksSchema>;

export const periodStatisticsSchema = z.object({
  /**
   * Every day of the period, zero days included, oldest first: 'month' has 30 entries, 'week' 7
   * (both end today, UTC); 'all' runs from the first click's day (or the link's creation) to today.
   */
  byDay: z.array(dayClicksSchema),
  byCountry: z.array(countryClicksSchema),
  total: z.number().int().nonnegative(),
});
export type PeriodStatistics = z.infer<typeof periodStatisticsSchema>;

export const linkStatisticsSchema = z.object({
  total: z.number().int().nonnegative(),
  periods: z.object({
    all: periodStatisticsSchema,
    month: periodStatisticsSchema,
    week: periodStatisticsSchema,
  }),
  /** All time, most clicks first; host null = direct / no referrer. At most 20. */
  referrers: z.array(z.object({ host: z.string().nullable(), clicks: z.number().int().nonnegative() })),
  /** All time (bots excluded, so no 'bot' row). */
  devices: z.array(z.object({ device: z.enum(linkDevices), clicks: z.number().int().nonnegative() })),
});
export type LinkStatistics = z.infer<typeof linkStatisticsSchema>;

/**
 * Picks about `ticks` evenly spaced labels from a day series (for the all-time chart, SPEC §9);
 * always includes the first and the last day.
 */
export function chartTickDays(days: readonly string[], ticks = LINK_CHART_TICKS): string[] {
  if (days.length <= ticks) return [...days];
  const step = (days.length - 1) / (ticks - 1);
  const picked = new Set<string>();
  for (let i = 0; i < ticks; i++) picked.add(days[Math.round(i * step)]!);
  return [...picked];
}

// ---------------------------------------------------------------------------------------------
// Public site: `context.vitrine.links` (filled by the links module's siteContext hook)
// ---------------------------------------------------------------------------------------------

/** The statistics page's data (/r/{code}+). */
export interface LinkStatisticsView {
  link: TrackedLink;
  statistics: LinkStatistics;
}

/**
 * Present on every site request. Everyone may use the tracker (SPEC §1); what each method
 * answers is the visitor's own: their recent links, the statistics of their links (staff: all).
 */
export interface LinksSiteContext {
  canUse: boolean;
  /** The values of the three selects, by name. */
  utmValues(): Promise<{ campaigns: UtmRecord[]; media: UtmRecord[]; sources: UtmRecord[] }>;
  recent(filter: RecentLinkFilter): Promise<TrackedLink[]>;
  /** For the no-JavaScript form post of /r; same answers as POST /website_links/new. */
  create(params: LinkNewParams): Promise<LinkNewResult>;
  /** null when the code is unknown, or the link is not the visitor's (staff: every link). */
  statistics(code: string): Promise<LinkStatisticsView | null>;
  /** Where a link leads (its full address and host), for the page /r/{code}/leave; null when unknown. */
  leaving(code: string): Promise<{ url: string; host: string } | null>;
  /** Whether the link is outside its life (start, expiry, click cap): its page /r/{code}/expired answers 410. */
  expired(code: string): Promise<boolean>;
  /** Whether the link asks for a password (its page /r/{code}/password). */
  asksPassword(code: string): Promise<boolean>;
  /**
   * Checks a password for the link, wrong tries throttled per client in the database: the cookie that
   * remembers it for a day, or why not; null when the link is unknown or has no password.
   */
  unlock(code: string, password: string): Promise<LinkUnlockOutcome | null>;
}

export type LinkUnlockOutcome = { ok: true; setCookie: string } | { ok: false; reason: 'wrong' | 'tooMany' };

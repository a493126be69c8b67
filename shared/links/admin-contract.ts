/**
 * Contract of the link tracker's back office (/api/admin/links…, /api/admin/utm…; camelCase, access
 * 'staff', the performance figures 'sales': performance.ts). The spec's calls, the statistics and
 * the public site's part are contract.ts; the calls themselves are declared in admin-calls.ts.
 */
import { z } from 'zod';
import { numeric, MAX_ID } from '../api/numeric';
import { pageSchema } from '../api/admin';
import { linkStatisticsSchema, recordIdSchema as id, utmKinds, utmNameParam } from './contract';

export const utmRefSchema = z.object({ id, name: z.string() });
export type UtmRef = z.infer<typeof utmRefSchema>;

export const linkRowSchema = z.object({
  id,
  url: z.string(),
  code: z.string(),
  shortUrl: z.string(),
  title: z.string().nullable(),
  campaign: utmRefSchema.nullable(),
  medium: utmRefSchema.nullable(),
  source: utmRefSchema.nullable(),
  clicks: z.number().int().nonnegative(),
  lastClickAt: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type LinkRow = z.infer<typeof linkRowSchema>;
export const linkPageSchema = pageSchema(linkRowSchema);

const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  numeric(z.number().int().positive().max(MAX_ID)).optional(),
);
const pageParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  numeric(z.number().int().positive().max(MAX_ID)).default(1),
);

/** GET /api/admin/links?q=&campaignId=&mediumId=&sourceId=&archived=&sort=&page= (and links.csv, no page). */
export const linkListQuerySchema = z.object({
  /** Searches url, code and title. */
  q: z.string().trim().max(200).optional(),
  campaignId: optionalId,
  mediumId: optionalId,
  sourceId: optionalId,
  /** 'true' lists archived links only; default: active ones. */
  archived: z.preprocess((value) => value === 'true' || value === true, z.boolean()).default(false),
  sort: z.enum(['newest', 'clicks']).default('newest'),
  page: pageParam,
});
export type LinkListQuery = z.input<typeof linkListQuerySchema>;
export const LINKS_PAGE_SIZE = 25;

/** GET /api/admin/links/:id → one link with its statistics. */
export const linkDetailSchema = z.object({ link: linkRowSchema, statistics: linkStatisticsSchema });
export type LinkDetail = z.infer<typeof linkDetailSchema>;

/** POST /api/admin/links/:id/archive and /unarchive → LinkRow. */
/** PUT /api/admin/links/:id/code {code} → LinkRow (errors: codeEmpty, codeInvalid, codeTaken). */
export const linkCodeInputSchema = z.object({ code: z.string().trim() });
export type LinkCodeInput = z.infer<typeof linkCodeInputSchema>;

/**
 * POST /api/admin/links {url, title?, campaignId?, mediumId?, sourceId?, campaignName?, mediumName?,
 * sourceName?} → LinkRow (201-free: 200). A name is a value typed in a select: found or created with
 * the link, as on the tracker page.
 */
export const linkCreateInputSchema = z.object({
  url: z.string(),
  title: z.string().trim().max(500).nullish(),
  campaignId: z.number().int().positive().max(MAX_ID).nullish(),
  mediumId: z.number().int().positive().max(MAX_ID).nullish(),
  sourceId: z.number().int().positive().max(MAX_ID).nullish(),
  campaignName: utmNameParam,
  mediumName: utmNameParam,
  sourceName: utmNameParam,
});
export type LinkCreateInput = z.infer<typeof linkCreateInputSchema>;

/**
 * CSV exports (text/csv, UTF-8, header row, download file name in Content-Disposition):
 * GET /api/admin/links.csv?<same filters as the list> → id,code,short_url,url,title,campaign,medium,source,clicks,last_click,archived,created
 * GET /api/admin/links/:id/clicks.csv → time,country,referrer_host,device,is_bot
 */
export const linkCsvColumns = [
  'id',
  'code',
  'short_url',
  'url',
  'title',
  'campaign',
  'medium',
  'source',
  'clicks',
  'last_click',
  'archived',
  'created',
] as const;
/** The raw clicks' CSV: time in ISO 8601 UTC; address as stored (anonymised unless the privacy setting keeps it whole). */
export const clickCsvColumns = ['time', 'country', 'referrer_host', 'device', 'is_bot', 'address'] as const;

/**
 * UTM values: GET /api/admin/utm/:kind (kind = campaign | medium | source) → UtmValueRow[] (by name);
 * POST /api/admin/utm/:kind {name} → UtmValueRow (errors: utmNameTaken);
 * PUT /api/admin/utm/:kind/:id {name} → UtmValueRow; DELETE /api/admin/utm/:kind/:id → 204
 * (UserError linkMessages.utmInUse when links use it).
 */
export const utmValueRowSchema = z.object({
  id,
  name: z.string(),
  linkCount: z.number().int().nonnegative(),
});
export type UtmValueRow = z.infer<typeof utmValueRowSchema>;
export const utmValueListSchema = z.array(utmValueRowSchema);
export const utmKindSchema = z.enum(utmKinds);
export const utmNameInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'This field is required.' }).max(200),
});
export type UtmNameInput = z.infer<typeof utmNameInputSchema>;

import { underLangPrefix } from '../../../../shared/i18n';
import type { Request, RequestHandler, Response, Router } from 'express';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  LINK_CODE_PATTERN,
  linkAddCodeParams,
  linkMessages,
  linkNewParams,
  recentLinksParams,
  type LinkNewResult,
  type TrackedLink as TrackedLinkView,
  type UtmKind,
} from '../../../../shared/links/contract';
import { AccessError, MissingError, ValidationError } from '../../core/errors';
import type { CallKwInput } from '../../core/http/call-kw';
import { clientKey, databaseRateLimit } from '../../core/http/rate-limit';
import { isStaff } from '../../../../shared/roles';
import type { Platform } from '../../platform';
import { isLangCode } from '../../../../shared/i18n';
import type { CountryService } from '../countries';
import type { ClickWriter } from './click-writer';
import { parseTarget } from './link-url';
import type { redirectAnswers } from './redirect-answer';
import type { RuledLink, ruledRedirects } from './rule-redirect';
import type { LinkRulesService } from './link-rules.service';
import { creatingOwner, linkOwnerOf, mayManage } from './link-owner';
import { locationOf, type ClickRange, type LinkService, type UtmFilter } from './link.service';
import type { TrackedLink } from './tracked-link.entity';

/** Creating and renaming by a staff member, per minute (visitors: config.visitorLinksPerHour). */
export const LINK_WRITES_PER_MINUTE = 60;

const many2one = (record: { id: number; name: string } | null | undefined): [number, string] | false =>
  record ? [record.id, record.name] : false;

/** A link as the spec's calls answer it (SPEC §3). */
export function toLinkView(link: TrackedLink, baseUrl: string): TrackedLinkView {
  return {
    id: link.id,
    url: link.url,
    code: link.code,
    short_url: `${baseUrl}/r/${link.code}`,
    redirected_url: locationOf(link),
    title: link.title,
    campaign_id: many2one(link.campaign),
    medium_id: many2one(link.medium),
    source_id: many2one(link.source),
    clicks: link.clickCount,
    create_date: link.created.toISOString(),
    last_click_date: link.lastClickAt ? link.lastClickAt.toISOString() : null,
  };
}

export interface LinksRouteDeps {
  platform: Platform;
  links: LinkService;
  rules: LinkRulesService;
  clicks: ClickWriter;
  /** The country records read_group names clicks' countries with (id, name). */
  countries: CountryService;
  /** A redirect's headers, as the fast path answers them (redirect-answer.ts). */
  redirectHeaders: ReturnType<typeof redirectAnswers>;
  /** A link with rules' answer (rule-redirect.ts). */
  ruledAnswer: ReturnType<typeof ruledRedirects>;
}

/**
 * Creating and renaming links, counted in the database (every process shares the counts): a staff
 * member per account and minute; anyone else (visitors, portal users) per client address and hour,
 * far fewer, since their links to other sites are what a phishing mail would want of the shop's domain.
 */
export const writeLimiter = (platform: Platform): RequestHandler =>
  databaseRateLimit({
    transaction: platform.transaction,
    count: (req) => {
      const user = req.vitrine.user;
      if (user && isStaff(user.role))
        return {
          limiter: 'links.staff',
          client: `user:${user.id}`,
          limit: LINK_WRITES_PER_MINUTE,
          windowMs: 60_000,
        };
      return {
        limiter: 'links.visitors',
        client: clientKey(req.ip),
        limit: platform.config.visitorLinksPerHour,
        windowMs: 3_600_000,
      };
    },
    message: 'Too many links created or renamed. Please wait and try again.',
  });

/** The origins that are "this site": the configured public URL and the request's own. */
function siteOrigins(platform: Platform, req: Request) {
  const origins = new Set<string>();
  for (const base of [platform.publicUrl(), `${req.protocol}://${req.get('host') ?? ''}`]) {
    try {
      origins.add(new URL(base).origin);
    } catch {
      // an unreadable Host header names no origin
    }
  }
  return origins;
}

/**
 * SPEC §7: a URL on this site that answers 404 is `url_not_found`. Asked of our own server over
 * loopback with a short time-out; a time-out or any other failure lets the link through.
 */
async function answers404(req: Request, target: URL): Promise<boolean> {
  const socket = req.socket;
  let address = socket.localAddress ?? '127.0.0.1';
  if (address.startsWith('::ffff:')) address = address.slice(7);
  if (address === '0.0.0.0' || address === '::') address = '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  try {
    const response = await fetch(`http://${host}:${socket.localPort}${target.pathname}${target.search}`, {
      method: 'GET',
      redirect: 'manual',
      headers: { host: req.get('host') ?? host, 'user-agent': 'Vitrine link check' },
      signal: AbortSignal.timeout(3_000),
    });
    await response.body?.cancel();
    return response.status === 404;
  } catch {
    return false;
  }
}

/**
 * Checks and creates a link from the spec's or the site's form: an error object for a bad URL,
 * the link otherwise. Runs the loopback check outside any transaction (on SQLite, our own page
 * would otherwise wait behind it).
 */
export async function createFromRequest(
  deps: LinksRouteDeps,
  req: Request,
  res: Response | undefined,
  params: z.output<typeof linkNewParams>,
): Promise<LinkNewResult> {
  const { platform, links } = deps;
  const checked = parseTarget(params.url);
  if (!checked.ok) return { error: checked.error, message: checked.message };
  if (siteOrigins(platform, req).has(checked.url.origin) && (await answers404(req, checked.url)))
    return { error: 'url_not_found', message: `${checked.url.href} answers 404 (not found).` };
  const owner = creatingOwner(req, res);
  const link = await platform.transaction((em) =>
    links.create(
      platform.kit.context(req, em),
      checked.url.href,
      {
        title: params.title ?? null,
        campaignId: params.campaign_id ?? null,
        mediumId: params.medium_id ?? null,
        sourceId: params.source_id ?? null,
        campaignName: params.campaign_name ?? null,
        mediumName: params.medium_name ?? null,
        sourceName: params.source_name ?? null,
      },
      owner,
    ),
  );
  return toLinkView(link, platform.publicUrl());
}

const utmModels: Record<string, UtmKind> = {
  'utm.campaign': 'campaign',
  'utm.medium': 'medium',
  'utm.source': 'source',
};

type DomainTerm = [string, string, unknown];

/** An Odoo domain as the pages send it: a list of [field, operator, value] (and '&', ignored). */
function domainTerms(value: unknown): DomainTerm[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ValidationError('The domain must be a list.');
  const terms: DomainTerm[] = [];
  for (const term of value) {
    if (term === '&') continue;
    if (
      !Array.isArray(term) ||
      term.length !== 3 ||
      typeof term[0] !== 'string' ||
      typeof term[1] !== 'string'
    )
      throw new ValidationError('Unsupported domain term.');
    terms.push([term[0], term[1], term[2]]);
  }
  return terms;
}

function utmFilter(terms: DomainTerm[]): UtmFilter {
  const filter: UtmFilter = {};
  for (const [field, operator, value] of terms) {
    if (field === 'name' && operator === 'ilike' && typeof value === 'string') filter.nameContains = value;
    else if (field === 'name' && (operator === '=' || operator === '=ilike') && typeof value === 'string')
      filter.nameIs = value;
    else if (field === 'id' && operator === '=' && typeof value === 'number') filter.ids = [value];
    else if (field === 'id' && operator === 'in' && Array.isArray(value))
      filter.ids = value.filter((id): id is number => typeof id === 'number');
    else throw new ValidationError(`Unsupported domain term on ${field}.`);
  }
  return filter;
}

/** '2024-05-01 10:00:00' (Odoo, UTC) or ISO 8601 → epoch ms. */
function odooTime(value: unknown): number {
  if (typeof value !== 'string') throw new ValidationError('A date must be a string.');
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(time)) throw new ValidationError(`Unreadable date: ${value}`);
  return time;
}

function clickRange(terms: DomainTerm[]): ClickRange {
  const range: ClickRange = {};
  for (const [field, operator, value] of terms) {
    if (field === 'link_id' && operator === '=') {
      const id = Array.isArray(value) ? value[0] : value;
      if (typeof id !== 'number') throw new ValidationError('link_id must be a number.');
      range.linkId = id;
    } else if (field === 'create_date' && operator === '>=') range.since = odooTime(value);
    else if (field === 'create_date' && operator === '>') range.sinceExclusive = odooTime(value);
    else if (field === 'create_date' && operator === '<') range.until = odooTime(value);
    else if (field === 'create_date' && operator === '<=') range.untilInclusive = odooTime(value);
    else throw new ValidationError(`Unsupported domain term on ${field}.`);
  }
  return range;
}

const limitOf = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : max;

function groupByOf(input: CallKwInput): string {
  const raw = input.kwargs.groupby ?? input.args[2];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === 'create_date:day' || first === 'country_id') return first;
  throw new ValidationError("read_group groups by 'create_date:day' or 'country_id'.");
}

/** The spec's routes: /website_links/*, the model calls, QR codes, and redirect misses. */
export function linksRoutes(router: Router, deps: LinksRouteDeps) {
  const { platform, links, clicks } = deps;
  const { kit } = platform;
  const limiter = writeLimiter(platform);
  // The /r page's own form (without JavaScript) creates links too: same limit.
  router.post(underLangPrefix('/r(?:\\.data)?'), limiter);
  // SPEC §1: staff, portal users and visitors shorten links, each limited per client; a visitor's
  // and a portal user's links are theirs alone (staff see them all).
  kit.rpc(
    router,
    '/website_links/new',
    linkNewParams,
    (_ctx, params, req, res) => createFromRequest(deps, req, res, params),
    { readOnly: true, before: [limiter] },
  );

  kit.rpc(
    router,
    '/website_links/add_code',
    linkAddCodeParams,
    async (ctx, params, req) => {
      const link = await links.byCode(ctx.em, params.init_code);
      if (!link) throw new MissingError('This link does not exist.');
      if (!mayManage(linkOwnerOf(req), link)) throw new AccessError(linkMessages.notYours);
      return [toLinkView(await links.renameCode(ctx.em, link, params.new_code), platform.publicUrl())];
    },
    { before: [limiter] },
  );

  kit.rpc(
    router,
    '/website_links/recent_links',
    recentLinksParams,
    async (ctx, params, req) => {
      const rows = await links.recent(ctx.em, linkOwnerOf(req), params.filter, params.limit);
      const base = platform.publicUrl();
      return rows.map((link) => toLinkView(link, base));
    },
    { readOnly: true },
  );

  // ----- Model calls (SPEC §7) ------------------------------------------------------------------
  for (const [model, kind] of Object.entries(utmModels)) {
    platform.callKw.register(model, 'search_read', { access: 'staff' }, async (ctx, input) => {
      const terms = domainTerms(input.kwargs.domain ?? input.args[0]);
      return links.searchUtm(
        ctx.em,
        kind,
        utmFilter(terms),
        limitOf(input.kwargs.limit ?? input.args[2], 200),
      );
    });
    platform.callKw.register(model, 'create', { access: 'staff' }, async (ctx, input) => {
      const values = Array.isArray(input.args[0]) ? input.args[0][0] : input.args[0];
      const parsed = z.object({ name: z.string() }).safeParse(values);
      if (!parsed.success)
        throw new ValidationError('create needs {name}.', { name: 'This field is required.' });
      const { record } = await links.findOrCreateUtm(ctx.em, kind, parsed.data.name);
      return record.id;
    });
  }

  platform.callKw.register('link.tracker.click', 'search_count', { access: 'staff' }, async (ctx, input) =>
    links.countClicks(ctx.em, clickRange(domainTerms(input.kwargs.domain ?? input.args[0]))),
  );

  platform.callKw.register('link.tracker.click', 'read_group', { access: 'staff' }, async (ctx, input) => {
    const range = clickRange(domainTerms(input.kwargs.domain ?? input.args[0]));
    if (groupByOf(input) === 'country_id') {
      const rows = await links.clicksByCountry(ctx.em, range);
      const lang = isLangCode(ctx.lang) ? ctx.lang : 'en_US';
      // Like every relation in read_group answers: (id, name) of the country record, or false.
      const groups = [];
      for (const row of rows) {
        // One after the other: the request's queries share one connection.
        const country = row.countryCode ? await deps.countries.byCode(ctx.em, row.countryCode) : null;
        groups.push({
          country_id: country ? [country.country.id, deps.countries.name(country.country.code, lang)] : false,
          country_id_count: row.clicks,
        });
      }
      return groups;
    }
    const rows = await links.clicksByDay(ctx.em, range);
    return rows.map((row) => ({ 'create_date:day': row.day, create_date_count: row.clicks }));
  });

  // ----- QR codes of short URLs (public: they only encode the public short URL) -----------------
  router.get(/^\/website_links\/qr\/([A-Za-z0-9_-]{1,64})\.(svg|png)$/, async (req, res, next) => {
    const [code, format] = [req.params[0] as string, req.params[1] as string];
    const link = await links.lookup(platform.dataSource.manager, code);
    if (!link) return next();
    const shortUrl = `${platform.publicUrl()}/r/${code}`;
    res.set('Cache-Control', 'public, max-age=300');
    if (format === 'svg') {
      res.type('image/svg+xml').send(await QRCode.toString(shortUrl, { type: 'svg', margin: 2 }));
    } else {
      res
        .type('image/png')
        .set('Content-Disposition', `inline; filename="${code}.png"`)
        .send(await QRCode.toBuffer(shortUrl, { type: 'png', margin: 2, width: 512 }));
    }
  });

  // ----- Redirect misses: the fast path did not know the code (not loaded yet, or added by
  // another process). One database read; unknown codes go on to the site's 404 page. -----------
  router.get(/^\/r\/([A-Za-z0-9_-]{1,64})$/, async (req, res, next) => {
    const code = req.params[0] as string;
    if (!LINK_CODE_PATTERN.test(code)) return next();
    const link = await links.lookup(platform.dataSource.manager, code);
    if (!link) return next();
    if (link.rules !== null) return answerRuled(link as RuledLink, code, req, res);
    await clicks.record({
      linkId: link.id,
      at: Date.now(),
      ip: platform.clientAddress(req),
      referer: req.get('referer'),
      userAgent: req.get('user-agent'),
    });
    // As the fast path answers it, beside the cookies set on the way here (the UTM values').
    const { 'set-cookie': touch, ...headers } = deps.redirectHeaders(link, code, req);
    if (touch) res.append('Set-Cookie', touch);
    res.status(302).set(headers).end();
  });

  /** As the fast path answers a link with rules: its click recorded first (none for the password page). */
  async function answerRuled(link: RuledLink, code: string, req: Request, res: Response) {
    const at = Date.now();
    const answer = deps.ruledAnswer(link, code, req, at);
    let headers = answer.headers;
    if (answer.click !== null) {
      const { capHeaders, ...click } = answer.click;
      const pastCap = await clicks.record({
        linkId: link.id,
        at,
        ip: platform.clientAddress(req),
        referer: req.get('referer'),
        userAgent: req.get('user-agent'),
        ...click,
      });
      if (pastCap && capHeaders) headers = capHeaders;
    }
    res.status(302);
    for (let i = 0; i < headers.length; i += 2) {
      if (headers[i] === 'set-cookie') res.append('Set-Cookie', headers[i + 1]);
      else res.set(headers[i]!, headers[i + 1]);
    }
    res.end();
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { countriesFeature, type CountriesExports } from '../countries';
import { retentionFeature, type RetentionExports } from '../retention';
import type { LinksSiteContext } from '../../../../shared/links/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { ClickWriter } from './click-writer';
import { removeOldClicks } from './click-retention';
import { archiveDemoLinks, DEMO_CLICK, DEMO_LINK, removeDemoClicks, seedLinksDemo } from './demo';
import { linksAdminRoutes } from './links.admin.routes';
import { createFromRequest, linksRoutes, toLinkView } from './links.routes';
import { LinkCodeCache } from './link-cache';
import { redirectAnswerLists, redirectAnswers } from './redirect-answer';
import { LinkService } from './link.service';
import { LinkSql } from './sql';
import { LINK_OWNER_COOKIE, linkOwnerOf, mayManage } from './link-owner';
import { LINK_CODE_PATTERN, linkNewParams } from '../../../../shared/links/contract';

import { linksEntities } from './entities';
export { ClickWriter } from './click-writer';
export { LinkService } from './link.service';
export { utmOf, type Utm } from './utm-cookie';
export { TOUCH_COOKIE, touchOf } from './touch-cookie';
import { rememberUtm } from './utm-cookie';

const CODE_CHAR = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')
  CODE_CHAR[char.charCodeAt(0)] = 1;

/**
 * The code of `/r/{code}` (one path segment of code characters, an optional query ignored), or
 * null for any other URL. Hand-written: this runs for every request the server gets.
 */
export function redirectCode(url: string): string | null {
  if (url.charCodeAt(0) !== 47 || url.charCodeAt(1) !== 114 || url.charCodeAt(2) !== 47) return null; // '/r/'
  let end = 3;
  while (end < url.length && end - 3 <= 64) {
    const c = url.charCodeAt(end);
    if (c === 63) break; // '?'
    if (c >= 128 || CODE_CHAR[c] !== 1) return null;
    end++;
  }
  const length = end - 3;
  if (length < 1 || length > 64) return null;
  return url.slice(3, end);
}

/** The link tracker: /website_links/* calls, /r/{code} redirects, click statistics. */
function createLinksModule(
  platform: Platform,
  { countries, retention }: { countries: CountriesExports; retention: RetentionExports },
): FeatureModule {
  const sql = new LinkSql(platform.dataSource);
  // Kept up to date in every process through the shared `links.changed` (link-cache.ts).
  const cache = new LinkCodeCache(platform.events);
  const links = new LinkService(cache, sql);
  const clicks = new ClickWriter({
    transaction: platform.transaction,
    dataSource: platform.dataSource,
    geo: platform.geo,
    sql,
    logger: platform.logger,
    stats: platform.stats,
    keepFullAddresses: retention.keepFullClickAddresses,
  });
  // Raw clicks past their retention period go; their daily aggregate stays (click-retention.ts).
  retention.purges.add('clicks', (em, before, limit) => removeOldClicks(em, sql, before, limit));
  const redirectHeaders = redirectAnswers(platform);
  const redirectHeaderList = redirectAnswerLists(platform, redirectHeaders);
  const deps = { platform, links, clicks, countries: countries.countries, redirectHeaders };
  // The demo's clicks go (before their links, declared first, are archived).
  platform.demo.removes(DEMO_LINK, archiveDemoLinks);
  platform.demo.removes(DEMO_CLICK, (em, ids) => removeDemoClicks(em, ids, platform.stats));
  return {
    name: 'links',
    // A visitor's own links make the tracker's pages personal: never shared by the page cache.
    personalCookies: [LINK_OWNER_COOKIE],
    siteRoutes: (router) => {
      router.use(rememberUtm);
      linksRoutes(router, deps);
    },
    adminRoutes: (router) => linksAdminRoutes(router, deps),

    // The redirect: no Express, no session, no logging; a Map lookup and a click committed with others.
    fastPath(req: IncomingMessage, res: ServerResponse) {
      const url = req.url;
      if (url === undefined || url.length < 4 || url.charCodeAt(1) !== 114) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const code = redirectCode(url);
      if (code === null) return false;
      const link = cache.get(code);
      if (!link) return false; // Express reads the database, then shows the 404 page if unknown
      // Answered once the click is committed (group commit): a crash loses no answered click.
      clicks.recordAndAnswer({
        linkId: link.id,
        at: Date.now(),
        ip: platform.clientAddress(req),
        referer: req.headers.referer,
        userAgent: req.headers['user-agent'],
        res,
        headers: redirectHeaderList(link, code, req),
      });
      return true;
    },

    seedDemo: (em) =>
      seedLinksDemo(em, {
        adminEmail: platform.config.adminEmail,
        stats: platform.stats,
        demo: platform.demo,
      }),

    siteContext(req) {
      const base = platform.publicUrl();
      const read = platform.dataSource.manager;
      const part: LinksSiteContext = {
        // SPEC §1: everyone shortens links; SPEC §5: a value typed in a select is created with the link.
        canUse: true,
        async utmValues() {
          return {
            campaigns: await links.searchUtm(read, 'campaign', {}, 1000),
            media: await links.searchUtm(read, 'medium', {}, 1000),
            sources: await links.searchUtm(read, 'source', {}, 1000),
          };
        },
        async recent(filter) {
          const rows = await links.recent(read, linkOwnerOf(req), filter, 20);
          return rows.map((link) => toLinkView(link, base));
        },
        async create(params) {
          return createFromRequest(deps, req, req.res, linkNewParams.parse(params));
        },
        async leaving(code) {
          if (!LINK_CODE_PATTERN.test(code)) return null;
          const link = await links.lookup(read, code);
          return link && { url: link.location, host: link.host };
        },
        async statistics(code) {
          const link = await links.byCode(read, code);
          // Someone else's link is as unknown as a missing one.
          if (!link || !mayManage(linkOwnerOf(req), link)) return null;
          return { link: toLinkView(link, base), statistics: await links.statistics(read, link) };
        },
      };
      return { links: part };
    },

    start() {
      void links
        .loadCache(platform.dataSource.manager)
        .catch((error: unknown) => platform.logger.error({ err: error }, 'link codes could not be loaded'));
    },

    close: () => clicks.close(),
  };
}

export const linksFeature = defineFeature({
  name: 'links',
  entities: linksEntities,
  needs: { countries: countriesFeature, retention: retentionFeature },
  create: createLinksModule,
});

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
import { LinkCodeCache, type CachedLink } from './link-cache';
import { redirectAnswerLists, redirectAnswers } from './redirect-answer';
import { LinkService } from './link.service';
import { LinkSql } from './sql';
import { ruledRedirects, type RuledLink } from './rule-redirect';
import { redirectCode } from './redirect-code';
import { absoluteLocations, linkHostAnswers } from './link-host';
import { LinkRulesService } from './link-rules.service';
import { clientKey } from '../../core/http/rate-limit';
import { LINK_OWNER_COOKIE, linkOwnerOf, mayManage } from './link-owner';
import { LINK_CODE_PATTERN, linkNewParams } from '../../../../shared/links/contract';

import { linksEntities } from './entities';
export { ClickWriter } from './click-writer';
export { LinkService } from './link.service';
export { utmOf, type Utm } from './utm-cookie';
export { TOUCH_COOKIE, touchOf } from './touch-cookie';
import { rememberUtm } from './utm-cookie';

export { redirectCode } from './redirect-code';

/** The link tracker: /website_links/* calls, /r/{code} redirects, click statistics. */
function createLinksModule(
  platform: Platform,
  { countries, retention }: { countries: CountriesExports; retention: RetentionExports },
): FeatureModule {
  const sql = new LinkSql(platform.dataSource);
  // Kept up to date in every process through the shared `links.changed` (link-cache.ts).
  const cache = new LinkCodeCache(platform.events);
  const links = new LinkService(cache, sql);
  const rules = new LinkRulesService(links, platform.transaction);
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
  const ruledAnswer = ruledRedirects(platform, redirectHeaders);
  const deps = {
    platform,
    links,
    rules,
    clicks,
    countries: countries.countries,
    redirectHeaders,
    ruledAnswer,
  };
  /**
   * Answers /r/{code} once its click is committed (group commit: a crash loses no answered click);
   * a link with rules (issue 32) by its rules, none recorded when it asks for the password first.
   * `absolute`: relative Locations (the leaving, password and expired pages) made absolute on the
   * public address, for the short links' own host.
   */
  const answerRedirect = (
    link: CachedLink,
    code: string,
    req: IncomingMessage,
    res: ServerResponse,
    absolute: boolean,
  ) => {
    if (link.rules === null) {
      // As before rules existed: nothing more on the plain redirect's path than one null check.
      const headers = redirectHeaderList(link, code, req);
      clicks.recordAndAnswer({
        linkId: link.id,
        at: Date.now(),
        ip: platform.clientAddress(req),
        referer: req.headers.referer,
        userAgent: req.headers['user-agent'],
        res,
        headers: absolute ? onPublicAddress(headers) : headers,
      });
      return;
    }
    const at = Date.now();
    const answer = ruledAnswer(link as RuledLink, code, req, at);
    const headers = absolute ? onPublicAddress(answer.headers) : answer.headers;
    if (answer.click === null) {
      res.writeHead(302, headers as string[]);
      res.end();
      return;
    }
    const { capHeaders, ...rules } = answer.click;
    clicks.recordAndAnswer({
      linkId: link.id,
      at,
      ip: platform.clientAddress(req),
      referer: req.headers.referer,
      userAgent: req.headers['user-agent'],
      res,
      headers,
      ...rules,
      capHeaders: capHeaders && absolute ? onPublicAddress(capHeaders) : capHeaders,
    });
  };
  const onPublicAddress = (headers: readonly string[]) => absoluteLocations(headers, platform.publicUrl());
  const { onLinkHost, answerOnLinkHost } = linkHostAnswers({
    platform,
    links,
    cache,
    answer: (link, code, req, res) => answerRedirect(link, code, req, res, true),
  });
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
      // On the short links' own host (LINK_HOST) only redirects answer, all of them here.
      if (onLinkHost(req)) {
        answerOnLinkHost(req, res);
        return true;
      }
      const url = req.url;
      if (url === undefined || url.length < 4 || url.charCodeAt(1) !== 114) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const code = redirectCode(url);
      if (code === null) return false;
      const link = cache.get(code);
      if (!link) return false; // Express reads the database, then shows the 404 page if unknown
      answerRedirect(link, code, req, res, false);
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
        expired: (code) => rules.expired(read, code),
        asksPassword: (code) => rules.asksPassword(read, code),
        unlock: (code, password) =>
          rules.unlock(read, code, password, clientKey(platform.clientAddress(req)), {
            secret: platform.config.sessionSecret,
            secure: base.startsWith('https:'),
          }),
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

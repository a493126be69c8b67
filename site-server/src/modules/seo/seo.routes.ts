import type { Request, Response, Router } from 'express';
import { MissingError } from '../../core/errors';
import { robotsTxt } from './robots';
import type { SitemapService } from './sitemap.service';

export interface SeoRouteDeps {
  sitemaps: SitemapService;
  baseUrl(req: Request): string;
  /** URL prefixes of the active languages other than the default one ('/fr'). */
  languagePrefixes(): Promise<string[]>;
}

const originOf = (deps: SeoRouteDeps, req: Request) => deps.baseUrl(req).replace(/\/+$/, '');

/** /sitemap.xml (and its parts when split), /robots.txt. */
export function seoRoutes(router: Router, deps: SeoRouteDeps) {
  router.get('/sitemap.xml', async (req, res) => {
    const documents = await deps.sitemaps.documents(originOf(deps, req));
    sendXml(res, documents.main);
  });

  router.get(/^\/sitemap-(\d{1,6})\.xml$/, async (req, res) => {
    const number = Number(/^\/sitemap-(\d+)\.xml$/.exec(req.path)?.[1]);
    const part = (await deps.sitemaps.documents(originOf(deps, req))).parts[number - 1];
    if (part === undefined) throw new MissingError('No such sitemap.');
    sendXml(res, part);
  });

  router.get('/robots.txt', async (req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(deps, req), await deps.languagePrefixes()));
  });
}

function sendXml(res: Response, xml: string) {
  // Crawlers may keep it a few minutes; the server's own copy follows every change.
  res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(xml);
}

import type { Request, Response, Router } from 'express';
import { MissingError } from '../../core/errors';
import { robotsTxt } from './robots';
import type { SitemapFile, SitemapService } from './sitemap.service';

export interface SeoRouteDeps {
  sitemaps: SitemapService;
  publicUrl(): string;
  /** URL prefixes of the active languages other than the default one ('/fr'). */
  languagePrefixes(): Promise<string[]>;
}

const originOf = (deps: SeoRouteDeps) => deps.publicUrl().replace(/\/+$/, '');

/** /sitemap.xml (and its parts when split), /robots.txt. */
export function seoRoutes(router: Router, deps: SeoRouteDeps) {
  router.get('/sitemap.xml', async (req, res) => {
    const documents = await deps.sitemaps.documents(originOf(deps));
    sendSitemap(req, res, documents.main, documents.buildMs);
  });

  router.get(/^\/sitemap-(\d{1,6})\.xml$/, async (req, res) => {
    const number = Number(/^\/sitemap-(\d+)\.xml$/.exec(req.path)?.[1]);
    const documents = await deps.sitemaps.documents(originOf(deps));
    const part = documents.parts[number - 1];
    if (part === undefined) throw new MissingError('No such sitemap.');
    sendSitemap(req, res, part, documents.buildMs);
  });

  router.get('/robots.txt', async (_req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(deps), await deps.languagePrefixes()));
  });
}

/** The kept file: 304 when the crawler has it already, gzipped when it accepts that (they all do). */
function sendSitemap(req: Request, res: Response, file: SitemapFile, buildMs: number) {
  // Crawlers may keep it a few minutes; the server's own copy follows changes within SITEMAP_MIN_AGE_MS.
  res.set({
    'Cache-Control': 'public, max-age=300',
    ETag: file.etag,
    Vary: 'Accept-Encoding',
    // How long the copy served took to build (the bench reads it; browsers show it in their tools).
    'Server-Timing': `build;dur=${buildMs.toFixed(1)}`,
  });
  if (req.get('if-none-match') === file.etag) {
    res.status(304).end();
    return;
  }
  const gzipped = /\bgzip\b/.test(req.get('accept-encoding') ?? '');
  res.type('application/xml; charset=utf-8');
  if (gzipped) res.set('Content-Encoding', 'gzip');
  res.send(gzipped ? file.gzip : file.xml);
}

import type { Router } from 'express';
import { z } from 'zod';
import { blocksIn, multiRenderParamsSchema, SEARCH_PAGES_LIMIT } from '../../../../shared/website/contract';
import { isLangCode, type LangCode } from '../../../../shared/i18n';
import { hasRole } from '../../../../shared/roles';
import { MissingError } from '../../core/errors';
import type { Platform } from '../../platform';
import { storedBlocks, type PageService } from './page.service';
import { WebsitePage } from './website-page.entity';
import { LANG_COOKIE } from './website.routes';

/** The xml ids multi_render knows, each the address of a page. */
const pageXmlIds: Record<string, string> = {
  'website.homepage': '/',
  'website.aboutus': '/aboutus',
};

const searchPagesKwargs = z.object({
  needle: z.string().max(200).default(''),
  limit: z.number().int().min(1).max(SEARCH_PAGES_LIMIT).optional(),
});

/**
 * SPEC §7 calls of pages: POST /website/multi_render, the search_pages model call, and GET
 * /o2b/index_noindex (a JSON object whose values are the paths of the pages kept out of search engines).
 */
export function pageRoutes(router: Router, platform: Platform, pages: PageService) {
  router.get('/o2b/index_noindex', async (_req, res) => {
    const paths = await pages.noindexPaths(platform.dataSource.manager);
    res
      .set('Cache-Control', 'public, max-age=60')
      .json(Object.fromEntries(paths.map((path, index) => [index, path])));
  });
  platform.kit.rpc(
    router,
    '/website/multi_render',
    multiRenderParamsSchema,
    async (ctx, params, req, res) => {
      const cookie: unknown = (req.cookies as Record<string, unknown> | undefined)?.[LANG_COOKIE];
      const lang: LangCode =
        typeof cookie === 'string' && isLangCode(cookie) ? cookie : isLangCode(ctx.lang) ? ctx.lang : 'en_US';
      const publisher = hasRole(ctx.user?.role, 'publisher');
      const repository = ctx.em.getRepository(WebsitePage);
      // Every key is checked before anything is rendered: one missing page refuses the whole call.
      const found: WebsitePage[] = [];
      for (const key of params.ids_or_xml_ids) {
        const url = typeof key === 'string' ? pageXmlIds[key] : undefined;
        const page =
          typeof key === 'number'
            ? await repository.findOneBy({ id: key })
            : url
              ? await repository.findOneBy({ url })
              : null;
        if (!page || (!page.published && !publisher))
          throw new MissingError(`There is nothing to render for ${String(key)}.`);
        found.push(page);
      }
      const html = await platform.siteRender.blocks(req, res, {
        lang,
        pages: found.map((page) => ({
          blocks: blocksIn(storedBlocks(page), lang, 'en_US'),
          pagePath: page.url,
        })),
      });
      return Object.fromEntries(params.ids_or_xml_ids.map((key, index) => [String(key), html[index]!]));
    },
    { readOnly: true },
  );

  // The editor's link picker: params {needle} as kwargs (or the needle as the first argument).
  platform.callKw.register('website', 'search_pages', { access: 'publisher' }, async (ctx, input) => {
    const kwargs = searchPagesKwargs.parse({
      ...(typeof input.args[0] === 'string' ? { needle: input.args[0] } : {}),
      ...input.kwargs,
    });
    const hits = await pages.search(ctx.em, kwargs.needle, ctx.lang);
    return hits.slice(0, kwargs.limit ?? SEARCH_PAGES_LIMIT);
  });
}

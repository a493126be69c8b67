import type { Request, Router } from 'express';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { blogErrors, latestPostsParamsSchema, parsePostDomain } from '../../../../shared/blog/contract';
import { isLangCode, languages, splitLangPrefix, type LangCode } from '../../../../shared/i18n';
import { LatestPostsList } from './site/latest-posts';
import { ValidationError } from '../../core/errors';
import type { RouteKit } from '../../core/http/route-kit';
import type { BlogService } from './blog.service';

export interface BlogRoutesDeps {
  kit: RouteKit;
  blog: BlogService;
}

/**
 * The language of the page that asks (its address's prefix, from the Referer), else the user's:
 * the posts' texts and links follow the page they are shown on.
 */
function pageLanguage(req: Request, fallback: string): { lang: LangCode; urlPrefix: string } {
  const referer = req.get('referer');
  let urlCode = '';
  try {
    if (referer) urlCode = splitLangPrefix(new URL(referer).pathname).urlCode;
  } catch {
    // not a URL: no prefix
  }
  const fromPrefix = urlCode ? languages.find((language) => language.urlCode === urlCode)?.code : undefined;
  if (fromPrefix) return { lang: fromPrefix, urlPrefix: `/${urlCode}` };
  return { lang: isLangCode(fallback) ? fallback : 'en_US', urlPrefix: '' };
}

/** SPEC §7 POST /blog/render_latest_posts: the latest visible posts as HTML (empty message of SPEC §8). */
export function blogRoutes(router: Router, deps: BlogRoutesDeps) {
  deps.kit.rpc(
    router,
    '/blog/render_latest_posts',
    latestPostsParamsSchema,
    async (ctx, params, req) => {
      const terms = parsePostDomain(params.domain);
      if (!terms) throw new ValidationError(blogErrors.badDomain, { domain: blogErrors.badDomain });
      const { lang, urlPrefix } = pageLanguage(req, ctx.lang);
      const posts = await deps.blog.latestPosts(ctx.em, { lang, now: new Date() }, terms, params.limit);
      return renderToStaticMarkup(
        createElement(LatestPostsList, {
          posts,
          template: params.template,
          lang,
          urlPrefix,
        }),
      );
    },
    { readOnly: true },
  );
}

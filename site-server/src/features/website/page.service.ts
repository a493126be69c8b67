import type { EntityManager } from 'typeorm';
import type { Page } from '../../../../shared/api/admin';
import {
  blocksIn,
  SEARCH_PAGES_LIMIT,
  type PageBlocks,
  type PageDetail,
  type PageInput,
  type PageRow,
  type PageSearchHit,
  type PageView,
} from '../../../../shared/website/contract';
import { isLangCode, langUrlPrefixes, type LangCode } from '../../../../shared/i18n';
import { translate, type Translated } from '../../core/db/columns';
import type { RequestContext } from '../../core/context';
import { MissingError, ValidationError } from '../../core/errors';
import type { RecordInfo, SitemapEntry } from '../../core/records';
import { WebsitePage } from './website-page.entity';

export type { PageView };

export const PAGES_PAGE_SIZE = 50;

/** Addresses the site serves itself: a page there would never show. */
const reservedPrefixes = [
  '/shop',
  '/web',
  '/my',
  '/r',
  '/blog',
  '/website',
  '/website_mail',
  '/website_mass_mailing',
  '/mail',
  '/admin',
  '/api',
  ...langUrlPrefixes,
  '/assets',
  '/payment',
  '/stats',
  '/healthz',
  '/sitemap.xml',
  '/robots.txt',
];

export function isReservedUrl(url: string): boolean {
  return reservedPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

const asLang = (code: string): LangCode => (isLangCode(code) ? code : 'en_US');

/** Pages written before blocks existed: their plain-text body as one text block. */
function bodyAsBlocks(body: Translated): PageBlocks {
  const blocks: PageBlocks = {};
  for (const [lang, text] of Object.entries(body))
    if (isLangCode(lang) && text?.trim()) blocks[lang] = [{ id: 'body', type: 'text', text }];
  return blocks;
}

/** The blocks a page shows: its own, or its old plain-text body. */
export function storedBlocks(page: Pick<WebsitePage, 'blocks' | 'body'>): PageBlocks {
  const blocks = page.blocks ?? {};
  return Object.keys(blocks).length > 0 ? blocks : bodyAsBlocks(page.body ?? {});
}

/** A page (saved or a draft) in one language, as the site renders it. */
export function pageView(
  page: Pick<WebsitePage, 'id' | 'url' | 'title' | 'metaTitle' | 'metaDescription' | 'published'> & {
    blocks: PageBlocks;
    noindex?: boolean;
  },
  lang: string,
  defaultLang: string,
): PageView {
  return {
    id: page.id,
    url: page.url,
    title: translate(page.title, lang, defaultLang),
    metaTitle: translate(page.metaTitle, lang, defaultLang),
    metaDescription: translate(page.metaDescription, lang, defaultLang),
    blocks: blocksIn(page.blocks, asLang(lang), asLang(defaultLang)),
    published: page.published,
    noindex: page.noindex ?? false,
  };
}

function toRow(page: WebsitePage, lang: string): PageRow {
  return {
    id: page.id,
    url: page.url,
    title: translate(page.title, lang),
    published: page.published,
    updated: page.updated.toISOString(),
  };
}

function toDetail(page: WebsitePage): PageDetail {
  return {
    id: page.id,
    url: page.url,
    title: page.title,
    metaTitle: page.metaTitle ?? {},
    metaDescription: page.metaDescription ?? {},
    blocks: storedBlocks(page),
    published: page.published,
    noindex: page.noindex,
    updated: page.updated.toISOString(),
  };
}

/** Drops empty translations, so a cleared field falls back to the default language. */
function compact(value: Partial<Record<string, string>>): Translated {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text?.trim()));
}

/** website.page: pages made of blocks, their publication, search and sitemap. */
export class PageService {
  async byUrl(em: EntityManager, url: string, lang: string, defaultLang: string): Promise<PageView | null> {
    const page = await em.getRepository(WebsitePage).findOne({ where: { url } });
    if (!page) return null;
    return pageView({ ...page, blocks: storedBlocks(page) }, lang, defaultLang);
  }

  async byId(em: EntityManager, id: number): Promise<WebsitePage | null> {
    return em.getRepository(WebsitePage).findOne({ where: { id } });
  }

  async list(
    em: EntityManager,
    options: { search: string; page: number; lang: string },
  ): Promise<Page<PageRow>> {
    const pages = await em.getRepository(WebsitePage).find({ order: { url: 'ASC' } });
    const needle = options.search.trim().toLowerCase();
    const found = needle
      ? pages.filter(
          (page) =>
            page.url.includes(needle) ||
            Object.values(page.title).some((title) => title?.toLowerCase().includes(needle)),
        )
      : pages;
    const start = (options.page - 1) * PAGES_PAGE_SIZE;
    return {
      items: found.slice(start, start + PAGES_PAGE_SIZE).map((page) => toRow(page, options.lang)),
      total: found.length,
      page: options.page,
      pageSize: PAGES_PAGE_SIZE,
    };
  }

  async detail(em: EntityManager, id: number): Promise<PageDetail> {
    const page = await this.byId(em, id);
    if (!page) throw new MissingError('This page does not exist.');
    return toDetail(page);
  }

  async create(ctx: RequestContext, input: PageInput): Promise<PageDetail> {
    await this.checkUrl(ctx.em, input.url, null);
    const repository = ctx.em.getRepository(WebsitePage);
    const page = await repository.save(repository.create({ ...this.fields(input), body: {} }));
    return toDetail(page);
  }

  async update(ctx: RequestContext, id: number, input: PageInput): Promise<PageDetail> {
    const repository = ctx.em.getRepository(WebsitePage);
    const page = await this.byId(ctx.em, id);
    if (!page) throw new MissingError('This page does not exist.');
    await this.checkUrl(ctx.em, input.url, id);
    // Saved blocks replace the old plain-text body for good.
    Object.assign(page, this.fields(input), { body: {} });
    return toDetail(await repository.save(page));
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    const result = await ctx.em.getRepository(WebsitePage).delete({ id });
    if (!result.affected) throw new MissingError('This page does not exist.');
  }

  async togglePublished(ctx: RequestContext, id: number): Promise<boolean> {
    const page = await ctx.em.getRepository(WebsitePage).findOne({ where: { id } });
    if (!page) throw new MissingError('This page does not exist.');
    page.published = !page.published;
    await ctx.em.getRepository(WebsitePage).save(page);
    return page.published;
  }

  /** SPEC §7 search_pages: pages whose address or title holds the needle, for the link picker. */
  async search(em: EntityManager, needle: string, lang: string): Promise<PageSearchHit[]> {
    const pages = await em.getRepository(WebsitePage).find({ order: { url: 'ASC' } });
    const term = needle.trim().toLowerCase();
    return pages
      .map((page) => ({ loc: page.url, name: translate(page.title, lang) }))
      .filter((hit) => !term || hit.loc.includes(term) || hit.name.toLowerCase().includes(term))
      .slice(0, SEARCH_PAGES_LIMIT);
  }

  async recordInfo(em: EntityManager, id: number): Promise<RecordInfo | null> {
    const page = await this.byId(em, id);
    return page
      ? { id: page.id, name: translate(page.title, 'en_US'), path: page.url, published: page.published }
      : null;
  }

  async sitemapEntries(em: EntityManager): Promise<SitemapEntry[]> {
    const pages = await em
      .getRepository(WebsitePage)
      .find({ where: { published: true, noindex: false }, order: { url: 'ASC' } });
    return pages.map((page) => ({ path: page.url, lastmod: page.updated }));
  }

  /** GET /o2b/index_noindex (SPEC §7): the paths of the pages kept out of search engines. */
  async noindexPaths(em: EntityManager): Promise<string[]> {
    const pages = await em
      .getRepository(WebsitePage)
      .find({ where: { noindex: true }, select: { url: true }, order: { url: 'ASC' } });
    return pages.map((page) => page.url);
  }

  private fields(input: PageInput) {
    return {
      url: input.url,
      title: compact(input.title),
      metaTitle: compact(input.metaTitle),
      metaDescription: compact(input.metaDescription),
      blocks: input.blocks as PageBlocks,
      published: input.published,
      noindex: input.noindex,
    };
  }

  private async checkUrl(em: EntityManager, url: string, ownId: number | null) {
    if (isReservedUrl(url))
      throw new ValidationError('This address is used by the site itself.', {
        url: 'This address is used by the site itself.',
      });
    const taken = await em.getRepository(WebsitePage).findOne({ where: { url } });
    if (taken && taken.id !== ownId)
      throw new ValidationError(`Another page already has the address ${url}.`, {
        url: `Another page already has the address ${url}.`,
      });
  }
}

import { data } from 'react-router';
import type { Block, PageView } from '@shared/website/contract';
import { pageMeta } from '@shared/website/page-basics';
import type { SiteContext } from '../../../../core/site/context';
import { loadPublishToggle, PublishToggle } from '../../../../core/site/components/publish-toggle';
import { pageSeo } from '../../../../core/site/seo';
import { canSeeUnpublished, useSite, useT } from '../../../../core/site/shell-data';
import { loadBlockCode } from './block-code';
import { BlockRenderer, loadBlockData, type BlockData } from './block-renderer';

export interface WebsitePageData {
  page: PageView;
  blockData: BlockData;
  /** Editor mode (`?enable_editor=1`, publishers only): behaviours off, never cached. */
  editor: boolean;
  /** Showing an unsaved draft of the back office's live preview. */
  draft: boolean;
  canPublish: boolean;
  /** The modules of the page's blocks' code, preloaded with the page's own. */
  preloads: string[];
}

/** The address of a page from the request: no language prefix, no trailing slash ('/', '/services'). */
export function pagePathOf(pathname: string, urlPrefix: string): string {
  const path = urlPrefix && pathname.startsWith(urlPrefix) ? pathname.slice(urlPrefix.length) : pathname;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Loads the page at `path` for the route's loader: null when there is none for this visitor
 * (missing, or unpublished and the visitor is no publisher). `enable_editor` is ignored for others.
 */
export async function loadWebsitePage(
  request: Request,
  site: SiteContext,
  path: string,
  /** block-preloads.server.ts's, passed by the route's loader (a server-only module). */
  preloadsOf: (blocks: Block[]) => string[],
) {
  const query = new URL(request.url).searchParams;
  const publisher = canSeeUnpublished(site.user);
  const editor = publisher && query.get('enable_editor') === '1';
  const draftToken = editor ? query.get('draft') : null;
  const page = draftToken
    ? ((await site.website?.draft(draftToken)) ?? null)
    : ((await site.website?.page(path)) ?? null);
  if (!page || (!page.published && !publisher)) return null;
  const blockData = await loadBlockData(site, page.blocks);
  if (publisher) await loadPublishToggle();
  const answer: WebsitePageData = {
    page,
    blockData,
    editor,
    draft: Boolean(draftToken),
    canPublish: publisher,
    preloads: preloadsOf(page.blocks),
  };
  // The page cache never keeps an editor's view (nor does any browser or proxy).
  return data(answer, editor ? { headers: { 'Cache-Control': 'no-store' } } : undefined);
}

/** A client-side navigation to a website page: the code of its blocks comes before the page shows. */
export async function websitePageClientLoader<Loaded extends { page: { blocks: Block[] } | null }>(
  serverLoader: () => Promise<Loaded>,
): Promise<Loaded> {
  const loaded = await serverLoader();
  if (loaded.page) await loadBlockCode(loaded.page.blocks.map((block) => block.type));
  return loaded;
}

export function editorHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : {};
}

/**
 * The `meta` of a website page's route: its meta title and description (else its title), canonical
 * URL, hreflang alternates and Open Graph; the home page's title is the site's name. Unpublished,
 * noindex (a page setting),
 * editor and draft views stay out of search engines.
 */
export function websitePageMeta(
  args: Parameters<typeof pageSeo>[0] & {
    loaderData?: {
      page: Pick<
        PageView,
        'url' | 'title' | 'metaTitle' | 'metaDescription' | 'published' | 'noindex'
      > | null;
      editor?: boolean;
      draft?: boolean;
    } | null;
  },
) {
  return pageSeo(args, (site) => {
    const data = args.loaderData;
    if (!data?.page) return null;
    const { page } = data;
    const { title, description } = pageMeta(page);
    return {
      title: page.url === '/' && !page.metaTitle.trim() ? site.company.name : title,
      description,
      path: page.url,
      noindex: !page.published || page.noindex || Boolean(data.editor || data.draft),
    };
  });
}

const openingBlocks = new Set(['banner', 'carousel', 'parallax']);

/** A website page: its notices for publishers, the publish toggle, and its blocks. */
export function WebsitePageView({ page, blockData, editor, draft, canPublish, preloads }: WebsitePageData) {
  const t = useT();
  const { lang } = useSite();
  const first = page.blocks[0];
  return (
    <article className="page website-page" data-page-id={page.id || undefined}>
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {editor ? <p className="notice website-page__editor">{t('website.editorMode')}</p> : null}
      {draft ? <p className="notice">{t('website.draftNotice')}</p> : null}
      {page.published ? null : <p className="notice notice--warning">{t('page.unpublished')}</p>}
      {canPublish && !draft && page.id ? (
        <PublishToggle model="website.page" id={page.id} published={page.published} />
      ) : null}
      {first && openingBlocks.has(first.type) ? null : <h1 className="website-page__title">{page.title}</h1>}
      <BlockRenderer blocks={page.blocks} data={blockData} editor={editor} lang={lang} />
    </article>
  );
}

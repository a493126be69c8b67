import type { PagePreviewInput } from '../../../../shared/website/contract';
import { hasRole } from '../../../../shared/roles';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { seedWebsiteDemo } from './demo';
import { seedInitialPages } from './initial-pages';
import { MenuService } from './menu.service';
import { WebsitePageDraft } from './page-draft.entity';
import { DRAFTS_PURGE_EVERY_MS, PageDrafts } from './page-drafts';
import { pageRoutes } from './page.routes';
import { pageView, PageService } from './page.service';
import { websiteAdminRoutes } from './website.admin.routes';
import { WebsiteImage } from './website-image.entity';
import { WebsiteMenu } from './website-menu.entity';
import { WebsitePage } from './website-page.entity';

export { PageService, type PageView } from './page.service';
import { websiteRoutes } from './website.routes';

export { LANG_COOKIE } from './website.routes';
export { WebsitePage };

/**
 * Pages made of blocks, the header menu, the live preview of the editor, and the page calls of
 * SPEC §7 (multi_render, search_pages, publish of website.page).
 */
function createWebsiteModule(platform: Platform): FeatureModule {
  const pages = new PageService();
  const menu = new MenuService(platform.events);
  const drafts = new PageDrafts();
  platform.jobs.define('website.drafts-purge', () =>
    platform.transaction((em) => drafts.purge(em), { changesPages: false }),
  );
  platform.jobs.every('website.drafts-purge', DRAFTS_PURGE_EVERY_MS);

  // The live preview's drafts are no staff change (each preview of the editor writes one).
  platform.audit.ignore(WebsitePageDraft);
  platform.publish.register('website.page', {
    role: 'publisher',
    toggle: async (ctx, id) => {
      const published = await pages.togglePublished(ctx, id);
      menu.changed(ctx.em);
      return published;
    },
  });
  platform.records.register('website.page', { find: (em, id) => pages.recordInfo(em, id) });
  platform.sitemap.register((em) => pages.sitemapEntries(em), { reads: [WebsitePage] });
  platform.imageFields.register('website.image', 'datas', async (em, id) => {
    return (await em.getRepository(WebsiteImage).findOneBy({ id }))?.sha256 ?? null;
  });

  return {
    name: 'website',
    siteRoutes(router) {
      websiteRoutes(router, {
        async siteLanguages() {
          const company = await platform.company.siteCompany(platform.dataSource.manager);
          return { active: company.languages, defaultLang: company.defaultLang };
        },
      });
      pageRoutes(router, platform, pages);
    },
    adminRoutes: (router) => websiteAdminRoutes(router, { platform, pages, menu, drafts }),
    async prepare(em, { isNew }) {
      if (isNew) await seedInitialPages(em);
    },
    seedDemo: (em) => seedWebsiteDemo(em, { files: platform.files, menu }),
    async siteContext(req, site) {
      const user = req.vitrine.user;
      const publisher = hasRole(user?.role, 'publisher');
      const read = platform.dataSource.manager;
      return {
        website: {
          page: (url: string) => pages.byUrl(read, url, site.lang, site.defaultLang),
          menu: await menu.view(read, {
            lang: site.lang,
            defaultLang: site.defaultLang,
            canSeeUnpublished: publisher,
          }),
          async draft(token: string) {
            const draft: PagePreviewInput | null =
              user && publisher ? await drafts.get(read, token, user.id) : null;
            if (!draft) return null;
            const saved = draft.id ? await pages.byId(read, draft.id) : null;
            return pageView(
              { ...draft, id: draft.id ?? 0, published: saved?.published ?? draft.published },
              site.lang,
              site.defaultLang,
            );
          },
        },
      };
    },
  };
}

export const websiteFeature = defineFeature({
  name: 'website',
  entities: [WebsitePage, WebsiteMenu, WebsiteImage, WebsitePageDraft],
  create: createWebsiteModule,
});

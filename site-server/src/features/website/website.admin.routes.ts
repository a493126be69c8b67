import type { Router } from 'express';
import type { AdminResult } from '../../../../shared/api/admin-call';
import { websiteAdminCalls } from '../../../../shared/website/admin-calls';
import { imageUrl, parseUpload } from '../../core/files';
import type { Platform } from '../../platform';
import type { MenuService } from './menu.service';
import type { PageDrafts } from './page-drafts';
import type { PageService } from './page.service';
import { WebsiteImage } from './website-image.entity';

export interface WebsiteAdminDeps {
  platform: Platform;
  pages: PageService;
  menu: MenuService;
  drafts: PageDrafts;
}

/** The back office's Pages and Menu screens (/api/admin/website/*): publishers only. */
export function websiteAdminRoutes(router: Router, deps: WebsiteAdminDeps) {
  const { platform, pages, menu, drafts } = deps;
  const { kit } = platform;
  const access = 'publisher' as const;
  const calls = websiteAdminCalls;

  kit.api(router, calls.pages, access, (ctx, { query }) => pages.list(ctx.em, { ...query, lang: ctx.lang }));
  kit.api(router, calls.createPage, access, async (ctx, { body }) => {
    const page = await pages.create(ctx, body);
    menu.changed(ctx.em);
    return page;
  });
  kit.api(router, calls.page, access, (ctx, { params }) => pages.detail(ctx.em, params.id));
  kit.api(router, calls.updatePage, access, async (ctx, { body, params }) => {
    const page = await pages.update(ctx, params.id, body);
    menu.changed(ctx.em);
    return page;
  });
  kit.api(router, calls.deletePage, access, async (ctx, { params }) => {
    await pages.remove(ctx, params.id);
    menu.changed(ctx.em);
  });

  // Live preview: the draft is kept for its author, and the frame opens the page with its token.
  kit.api(router, calls.preview, access, async (ctx, { body }) => {
    const token = await drafts.put(ctx.em, ctx.user!.id, body);
    const query = new URLSearchParams({ enable_editor: '1', draft: token });
    return { token, url: `${body.url}?${query.toString()}` };
  });

  kit.api(router, calls.menu, access, (ctx) => menu.rows(ctx.em));
  kit.api(router, calls.saveMenu, access, (ctx, { body }) => menu.replace(ctx, body));
  kit.api(router, calls.addPageToMenu, access, (ctx, { body }) =>
    menu.addPage(ctx, body.pageId, body.parentId),
  );

  // Images of blocks. Multipart: not JSON, so CSRF is checked by the session's token in a header.
  router.post(calls.uploadImage.path, async (req, res) => {
    req.vitrine.kind = 'api';
    kit.checkAccessAndCsrf(req, access);
    // Read the upload before the transaction: on SQLite a slow upload would hold up every write.
    const upload = await parseUpload(req, { field: 'file', maxBytes: platform.config.maxUploadBytes });
    const image = await kit.transaction(async (em) => {
      const stored = await platform.files.save(em, upload, { kind: 'image' });
      return em
        .getRepository(WebsiteImage)
        .save(
          em
            .getRepository(WebsiteImage)
            .create({ sha256: stored.sha256, name: upload.originalName.slice(0, 255) }),
        );
    });
    const answer: AdminResult<typeof calls.uploadImage> = {
      id: image.id,
      url: imageUrl('website.image', image.id, 'datas', image.sha256),
    };
    res.json(answer);
  });
}

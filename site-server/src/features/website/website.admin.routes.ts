import type { Router } from 'express';
import { z } from 'zod';
import {
  menuAddPageInputSchema,
  menuInputSchema,
  pageInputSchema,
  pagePreviewInputSchema,
} from '../../../../shared/website/contract';
import { imageUrl, parseUpload } from '../../core/files';
import { idParam } from '../../core/http/route-kit';
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

const listQuery = z.object({
  search: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
});

/** The back office's Pages and Menu screens (/api/admin/website/*): publishers only. */
export function websiteAdminRoutes(router: Router, deps: WebsiteAdminDeps) {
  const { platform, pages, menu, drafts } = deps;
  const { kit } = platform;
  const access = 'publisher' as const;

  kit.api(router, 'get', '/website/pages', { access, query: listQuery }, (ctx, { query }) =>
    pages.list(ctx.em, { ...query, lang: ctx.lang }),
  );
  kit.api(router, 'post', '/website/pages', { access, body: pageInputSchema }, async (ctx, { body }) => {
    const page = await pages.create(ctx, body);
    menu.invalidate();
    return page;
  });
  kit.api(router, 'get', '/website/pages/:id', { access }, (ctx, { params }) =>
    pages.detail(ctx.em, idParam.parse(params.id)),
  );
  kit.api(
    router,
    'put',
    '/website/pages/:id',
    { access, body: pageInputSchema },
    async (ctx, { body, params }) => {
      const page = await pages.update(ctx, idParam.parse(params.id), body);
      menu.invalidate();
      return page;
    },
  );
  kit.api(router, 'delete', '/website/pages/:id', { access }, async (ctx, { params }) => {
    await pages.remove(ctx, idParam.parse(params.id));
    menu.invalidate();
  });

  // Live preview: the draft is kept for its author, and the frame opens the page with its token.
  kit.api(
    router,
    'post',
    '/website/preview',
    { access, body: pagePreviewInputSchema },
    async (ctx, { body }) => {
      const token = drafts.put(ctx.user!.id, body);
      const query = new URLSearchParams({ enable_editor: '1', draft: token });
      return { token, url: `${body.url}?${query.toString()}` };
    },
  );

  kit.api(router, 'get', '/website/menu', { access }, (ctx) => menu.rows(ctx.em));
  kit.api(router, 'put', '/website/menu', { access, body: menuInputSchema }, (ctx, { body }) =>
    menu.replace(ctx, body),
  );
  kit.api(router, 'post', '/website/menu/pages', { access, body: menuAddPageInputSchema }, (ctx, { body }) =>
    menu.addPage(ctx, body.pageId, body.parentId),
  );

  // Images of blocks. Multipart: not JSON, so CSRF is checked by the session's token in a header.
  router.post('/website/images', async (req, res) => {
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
    res.json({ id: image.id, url: imageUrl('website.image', image.id, 'datas', image.sha256) });
  });
}

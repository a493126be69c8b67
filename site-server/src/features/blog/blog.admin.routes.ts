import type { Request, Router } from 'express';
import { z } from 'zod';
import { blogListQuerySchema, postListQuerySchema } from '../../../../shared/blog/contract';
import { parseUpload } from '../../core/files';
import { idParam, type RouteKit } from '../../core/http/route-kit';
import type { BlogAdminService } from './blog-admin.service';

export interface BlogAdminRoutesDeps {
  kit: RouteKit;
  admin: BlogAdminService;
  maxUploadBytes: number;
}

const access = 'publisher' as const;
const id = (value: string | undefined) => idParam.parse(value);

/** The back office's blog API (shared/blog/contract.ts lists every route). */
export function blogAdminRoutes(router: Router, deps: BlogAdminRoutesDeps) {
  const { kit, admin } = deps;

  // ----- Blogs (the page editor's latest-posts block picks from GET /blog/blogs) -------------------
  kit.api(router, 'get', '/blog/blogs', { access, query: blogListQuerySchema }, (ctx, { query }) =>
    admin.listBlogs(ctx, query),
  );
  kit.api(router, 'post', '/blog/blogs', { access, body: z.unknown() }, (ctx, { body }) =>
    admin.saveBlog(ctx, null, body),
  );
  kit.api(router, 'get', '/blog/blogs/:id', { access }, (ctx, { params }) =>
    admin.getBlog(ctx, id(params.id)),
  );
  kit.api(router, 'put', '/blog/blogs/:id', { access, body: z.unknown() }, (ctx, { body, params }) =>
    admin.saveBlog(ctx, id(params.id), body),
  );
  kit.api(router, 'delete', '/blog/blogs/:id', { access }, (ctx, { params }) =>
    admin.deleteBlog(ctx, id(params.id)),
  );

  // ----- Posts -------------------------------------------------------------------------------------
  kit.api(router, 'get', '/blog/posts', { access, query: postListQuerySchema }, (ctx, { query }) =>
    admin.listPosts(ctx, query),
  );
  kit.api(router, 'post', '/blog/posts', { access, body: z.unknown() }, (ctx, { body }) =>
    admin.savePost(ctx, null, body),
  );
  kit.api(router, 'get', '/blog/posts/:id', { access }, (ctx, { params }) =>
    admin.getPost(ctx, id(params.id)),
  );
  kit.api(router, 'put', '/blog/posts/:id', { access, body: z.unknown() }, (ctx, { body, params }) =>
    admin.savePost(ctx, id(params.id), body),
  );
  kit.api(router, 'delete', '/blog/posts/:id', { access }, (ctx, { params }) =>
    admin.deletePost(ctx, id(params.id)),
  );
  router.post('/blog/posts/:id/cover', async (req: Request, res) => {
    req.vitrine.kind = 'api';
    kit.checkAccessAndCsrf(req, access);
    const postId = id(req.params.id as string);
    // Read the upload before the transaction: on SQLite a slow upload would hold up every write.
    const upload = await parseUpload(req, { field: 'file', maxBytes: deps.maxUploadBytes });
    res.json(await kit.transaction((em) => admin.setCover(kit.context(req, em), postId, upload)));
  });
  kit.api(router, 'delete', '/blog/posts/:id/cover', { access }, (ctx, { params }) =>
    admin.clearCover(ctx, id(params.id)),
  );

  // ----- Pickers -------------------------------------------------------------------------------------
  kit.api(router, 'get', '/blog/authors', { access }, (ctx) => admin.authors(ctx));
  kit.api(router, 'get', '/blog/tags', { access }, (ctx) => admin.tags(ctx));
}

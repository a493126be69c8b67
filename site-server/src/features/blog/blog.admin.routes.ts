import type { Request, Router } from 'express';
import { idParam } from '../../../../shared/api/admin-call';
import { blogAdminCalls } from '../../../../shared/blog/admin-calls';
import { parseUpload } from '../../core/files';
import type { RouteKit } from '../../core/http/route-kit';
import type { BlogAdminService } from './blog-admin.service';

export interface BlogAdminRoutesDeps {
  kit: RouteKit;
  admin: BlogAdminService;
  maxUploadBytes: number;
}

const access = 'publisher' as const;

/** The back office's blog API (shared/blog/admin-calls.ts lists every call). */
export function blogAdminRoutes(router: Router, deps: BlogAdminRoutesDeps) {
  const { kit, admin } = deps;
  const calls = blogAdminCalls;

  // ----- Blogs (the page editor's latest-posts block picks from GET /blog/blogs) -------------------
  kit.api(router, calls.blogs, access, (ctx, { query }) => admin.listBlogs(ctx, query));
  kit.api(router, calls.createBlog, access, (ctx, { body }) => admin.saveBlog(ctx, null, body));
  kit.api(router, calls.blog, access, (ctx, { params }) => admin.getBlog(ctx, params.id));
  kit.api(router, calls.updateBlog, access, (ctx, { body, params }) => admin.saveBlog(ctx, params.id, body));
  kit.api(router, calls.deleteBlog, access, (ctx, { params }) => admin.deleteBlog(ctx, params.id));

  // ----- Posts -------------------------------------------------------------------------------------
  kit.api(router, calls.posts, access, (ctx, { query }) => admin.listPosts(ctx, query));
  kit.api(router, calls.createPost, access, (ctx, { body }) => admin.savePost(ctx, null, body));
  kit.api(router, calls.post, access, (ctx, { params }) => admin.getPost(ctx, params.id));
  kit.api(router, calls.updatePost, access, (ctx, { body, params }) => admin.savePost(ctx, params.id, body));
  kit.api(router, calls.deletePost, access, (ctx, { params }) => admin.deletePost(ctx, params.id));
  router.post(calls.uploadCover.path, async (req: Request, res) => {
    req.vitrine.kind = 'api';
    kit.checkAccessAndCsrf(req, access);
    const postId = idParam.parse(req.params.id);
    // Read the upload before the transaction: on SQLite a slow upload would hold up every write.
    const upload = await parseUpload(req, { field: 'file', maxBytes: deps.maxUploadBytes });
    res.json(await kit.transaction((em) => admin.setCover(kit.context(req, em), postId, upload)));
  });
  kit.api(router, calls.clearCover, access, (ctx, { params }) => admin.clearCover(ctx, params.id));

  // ----- Pickers -------------------------------------------------------------------------------------
  kit.api(router, calls.authors, access, (ctx) => admin.authors(ctx));
  kit.api(router, calls.tags, access, (ctx) => admin.tags(ctx));
}

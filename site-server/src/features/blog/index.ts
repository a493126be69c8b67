import type { BlogSiteContext } from '../../../../shared/blog/contract';
import { hasRole } from '../../../../shared/roles';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { accountsFeature, type AccountsExports } from '../accounts';
import { BlogAdminService } from './blog-admin.service';
import { blogAdminRoutes } from './blog.admin.routes';
import { blogRoutes } from './blog.routes';
import { BlogService, type BlogReader } from './blog.service';
import { seedBlogDemo } from './demo';
import { Blog } from './blog.entity';
import { BlogPost } from './blog-post.entity';

import { blogEntities } from './entities';

export { BlogService } from './blog.service';

/** The blog: blogs, posts and tags, their pages' data, latest posts, and the back office's screens. */
function createBlogModule(platform: Platform, { accounts }: { accounts: AccountsExports }): FeatureModule {
  const blog = new BlogService();
  const admin = new BlogAdminService(platform.files, accounts.accounts);

  platform.records.register('blog.blog', { find: (em, id) => blog.blogRecord(em, id) });
  platform.records.register('blog.post', { find: (em, id) => blog.postRecord(em, id) });
  platform.publish.register('blog.post', {
    role: 'publisher',
    toggle: (ctx, id) => admin.togglePublished(ctx, id),
  });
  // Blog writes go through repositories and query builders (no raw SQL), so their entity events tell
  // the sitemap when blog content changed.
  platform.sitemap.register((em) => blog.sitemap(em), { reads: [Blog, BlogPost] });
  platform.imageFields.register('blog.post', 'cover', (em, id, viewer) => blog.coverSha(em, id, viewer));

  return {
    name: 'blog',
    siteRoutes: (router) => blogRoutes(router, { kit: platform.kit, blog }),
    adminRoutes: (router) =>
      blogAdminRoutes(router, { kit: platform.kit, admin, maxUploadBytes: platform.config.maxUploadBytes }),
    seedDemo: (em) => seedBlogDemo(em, platform.files, accounts.accounts),

    siteContext(_req, site) {
      const read = platform.dataSource.manager;
      const reader = (): BlogReader => ({
        lang: site.lang,
        now: new Date(),
        seesAll: hasRole(site.user?.role, 'publisher'),
      });
      const part: BlogSiteContext = {
        latestPosts: ({ blogId, limit, tagIds }) =>
          blog.latestPosts(
            read,
            reader(),
            [
              ...(blogId === null ? [] : [{ field: 'blog_id' as const, ids: [blogId] }]),
              ...(tagIds?.length ? [{ field: 'tag_ids' as const, ids: tagIds }] : []),
            ],
            limit,
          ),
        list: (query) => blog.list(read, reader(), query),
        post: (blogId, postId) => blog.post(read, reader(), blogId, postId, platform.publicUrl()),
      };
      return { blog: part };
    },
  };
}

export const blogFeature = defineFeature({
  name: 'blog',
  entities: blogEntities,
  needs: { accounts: accountsFeature },
  create: createBlogModule,
});

import { IconNews } from '@tabler/icons-react';
import type { AdminFeature } from '../../app/feature';
import { LatestPostsBlockEditor } from './latest-posts-block.editor';

export const blogFeature: AdminFeature = {
  name: 'blog',
  screens: [
    { path: 'blog', load: () => import('./posts.page'), role: 'publisher' },
    { path: 'blog/blogs', load: () => import('./blogs.page'), role: 'publisher' },
    { path: 'blog/posts/:id', load: () => import('./post.page'), role: 'publisher' },
  ],
  navigation: [
    {
      path: 'blog',
      label: 'admin.blog.navBlog',
      group: 'website',
      icon: IconNews,
      role: 'publisher',
      order: 25,
    },
  ],
  recordScreens: {
    'blog.post': (id) => `/blog/posts/${id}`,
    'blog.blog': (id) => `/blog/blogs?edit=${id}`,
  },
  blockEditors: { latest_posts: LatestPostsBlockEditor },
};

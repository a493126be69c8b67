/** The back office's texts of the blog feature (renderer/src/features/blog), in every language. */
const en_US = {
  'admin.blog.navBlog': 'Blog',
} as const satisfies Record<string, string>;

type Translation = Record<keyof typeof en_US, string>;

export const blogAdminMessages = {
  en_US,
  fr_FR: {
    'admin.blog.navBlog': 'Blog',
  } satisfies Translation,
  es_ES: {
    'admin.blog.navBlog': 'Blog',
  } satisfies Translation,
};

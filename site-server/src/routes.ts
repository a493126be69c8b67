import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';

/**
 * Every page of the site, declared once. Each is mounted under every language prefix ('' for the
 * default language, 'fr', 'es'): the same module serves /aboutus, /fr/aboutus and /es/aboutus, under
 * a different route id. An unknown prefix (/de/aboutus) is not a language: the website-page splat gives it a 404.
 */
const pages: Array<{ name: string; path: string | null; file: string }> = [
  { name: 'home', path: null, file: 'features/website/site/home.tsx' },
  { name: 'aboutus', path: 'aboutus', file: 'features/website/site/aboutus.tsx' },
  { name: 'login', path: 'web/login', file: 'features/accounts/site/login.tsx' },
  { name: 'signup', path: 'web/signup', file: 'features/accounts/site/signup.tsx' },
  { name: 'reset-password', path: 'web/reset_password', file: 'features/accounts/site/reset-password.tsx' },
  { name: 'logout', path: 'web/session/logout', file: 'features/accounts/site/logout.tsx' },
  { name: 'my', path: 'my', file: 'features/accounts/site/my.tsx' },
  // The link tracker; the server's fast path answers /r/{code} itself, so 'r/*' only sees /r/{code}+.
  { name: 'links-tracker', path: 'r', file: 'features/links/site/links-tracker.tsx' },
  { name: 'links-statistics', path: 'r/*', file: 'features/links/site/links-statistics.tsx' },
  // The shop (issue 4); the cart module serves /shop/cart/update*, and GET /shop/cart?type=popover itself.
  { name: 'shop', path: 'shop', file: 'features/catalog/site/shop.tsx' },
  { name: 'shop-category', path: 'shop/category/:slug', file: 'features/catalog/site/shop.tsx' },
  { name: 'shop-product', path: 'shop/product/:slugId', file: 'features/catalog/site/shop-product.tsx' },
  { name: 'shop-cart', path: 'shop/cart', file: 'features/cart/site/shop-cart.tsx' },
  // A website form on a page of its own; its posts go to /website/form/{model} (the forms module).
  { name: 'website-form', path: 'website/form/:formId', file: 'features/forms/site/website-form-page.tsx' },
  // Newsletters: the subscribe page (and the block's form post without JavaScript), the unsubscribe link.
  { name: 'newsletter-subscribe', path: 'newsletter/subscribe', file: 'features/newsletter/site/subscribe-page.tsx' },
  { name: 'newsletter-unsubscribe', path: 'mailing/unsubscribe', file: 'features/newsletter/site/unsubscribe-page.tsx' },
  // The blog: every blog's posts, one blog's posts, one post (Odoo-style slugs; a wrong one redirects).
  { name: 'blog', path: 'blog', file: 'features/blog/site/blog.tsx' },
  { name: 'blog-blog', path: 'blog/:blogSlug', file: 'features/blog/site/blog.tsx' },
  { name: 'blog-post', path: 'blog/:blogSlug/post/:postSlug', file: 'features/blog/site/blog-post.tsx' },
  // Pages made in the back office at any other address ('/services'); an unknown address is a 404.
  { name: 'website-page', path: '*', file: 'features/website/site/website-page.tsx' },
];

const languagePrefixes = ['', 'fr', 'es'] as const;

function localizedSite(urlCode: (typeof languagePrefixes)[number]): RouteConfigEntry {
  const id = (name: string) => (urlCode ? `${urlCode}/${name}` : name);
  const children = pages.map((page) =>
    page.path === null
      ? index(page.file, { id: id(page.name) })
      : route(page.path, page.file, { id: id(page.name) }),
  );
  return urlCode
    ? route(urlCode, 'core/site/layout.tsx', { id: id('layout') }, children)
    : layout('core/site/layout.tsx', { id: id('layout') }, children);
}

export default languagePrefixes.map(localizedSite) satisfies RouteConfig;

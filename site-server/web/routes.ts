import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';

/**
 * Every page of the site, declared once. Each is mounted under every language prefix ('' for the
 * default language, 'fr', 'es'): the same module serves /aboutus, /fr/aboutus and /es/aboutus, under
 * a different route id. An unknown prefix (/de/aboutus) is not a language: the website-page splat gives it a 404.
 */
const pages: Array<{ name: string; path: string | null; file: string }> = [
  { name: 'home', path: null, file: 'routes/home.tsx' },
  { name: 'aboutus', path: 'aboutus', file: 'routes/aboutus.tsx' },
  { name: 'login', path: 'web/login', file: 'routes/login.tsx' },
  { name: 'signup', path: 'web/signup', file: 'routes/signup.tsx' },
  { name: 'reset-password', path: 'web/reset_password', file: 'routes/reset-password.tsx' },
  { name: 'logout', path: 'web/session/logout', file: 'routes/logout.tsx' },
  { name: 'my', path: 'my', file: 'routes/my.tsx' },
  // The link tracker; the server's fast path answers /r/{code} itself, so 'r/*' only sees /r/{code}+.
  { name: 'links-tracker', path: 'r', file: 'routes/links-tracker.tsx' },
  { name: 'links-statistics', path: 'r/*', file: 'routes/links-statistics.tsx' },
  // The shop (issue 4); the cart module serves /shop/cart/update*, and GET /shop/cart?type=popover itself.
  { name: 'shop', path: 'shop', file: 'routes/shop.tsx' },
  { name: 'shop-category', path: 'shop/category/:slug', file: 'routes/shop.tsx' },
  { name: 'shop-product', path: 'shop/product/:slugId', file: 'routes/shop-product.tsx' },
  { name: 'shop-cart', path: 'shop/cart', file: 'routes/shop-cart.tsx' },
  // A website form on a page of its own; its posts go to /website/form/{model} (the forms module).
  { name: 'website-form', path: 'website/form/:formId', file: 'routes/website-form.tsx' },
  // Newsletters: the subscribe page (and the block's form post without JavaScript), the unsubscribe link.
  { name: 'newsletter-subscribe', path: 'newsletter/subscribe', file: 'routes/newsletter-subscribe.tsx' },
  { name: 'newsletter-unsubscribe', path: 'mailing/unsubscribe', file: 'routes/newsletter-unsubscribe.tsx' },
  // The blog: every blog's posts, one blog's posts, one post (Odoo-style slugs; a wrong one redirects).
  { name: 'blog', path: 'blog', file: 'routes/blog.tsx' },
  { name: 'blog-blog', path: 'blog/:blogSlug', file: 'routes/blog.tsx' },
  { name: 'blog-post', path: 'blog/:blogSlug/post/:postSlug', file: 'routes/blog-post.tsx' },
  // Pages made in the back office at any other address ('/services'); an unknown address is a 404.
  { name: 'website-page', path: '*', file: 'routes/website-page.tsx' },
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
    ? route(urlCode, 'routes/layout.tsx', { id: id('layout') }, children)
    : layout('routes/layout.tsx', { id: id('layout') }, children);
}

export default languagePrefixes.map(localizedSite) satisfies RouteConfig;

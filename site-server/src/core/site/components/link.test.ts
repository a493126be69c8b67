import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, Route, Routes, StaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, resolvesToItself } from './link';

/** `element` rendered on a page at `location`, inside a route, as the site's pages are. */
function onPage(location: string, element: ReactElement): string {
  return renderToString(
    createElement(
      StaticRouter,
      { location },
      createElement(Routes, null, createElement(Route, { path: 'shop/*', element })),
    ),
  );
}

const cases: LinkProps[] = [
  { to: '/' },
  { to: '/shop' },
  { to: '/fr/shop/product/oak-desk-12', className: 'product-tile__link', 'aria-label': 'Oak desk' },
  { to: '/shop?category=3&page=2', rel: 'next' },
  { to: '/shop?search=caf%C3%A9#results' },
  { to: '/blog/news-1/post/hello-2#comments', id: 'x', title: 'A "quoted" <title>' },
  { to: '/shop/', target: '_blank', rel: 'noopener' },
  { to: '/web/login?redirect=%2Fmy%2Forders', discover: 'none' },
  { to: '/aboutus', reloadDocument: true, replace: true, state: { from: 'x' }, preventScrollReset: true },
  { to: '/contactus', style: { color: 'red' }, children: 'Contact us' },
  // Resolved by React Router: left to it.
  { to: 'category/desks' },
  { to: '../blog' },
  { to: '/shop/./cart' },
  { to: '/a/../b' },
  { to: '//evil.example/x' },
  { to: '/shop?' },
  { to: '/shop#' },
  { to: '/shop?#top' },
  { to: { pathname: '/shop', search: '?page=2' } },
  { to: 'https://example.com/x' },
  { to: '/shop', prefetch: 'render' },
];

describe('the site link', () => {
  it("writes what React Router's <Link> writes, for every kind of target", () => {
    for (const props of cases) {
      const label = JSON.stringify(props.to);
      const ours = onPage(
        '/shop/category/chairs?x=1',
        createElement(Link, { ...props, children: props.children ?? 'Go' }),
      );
      const routers = onPage(
        '/shop/category/chairs?x=1',
        createElement(RouterLink, { ...props, children: props.children ?? 'Go' }),
      );
      expect(ours, label).toBe(routers);
      expect(ours, label).toContain('<a ');
    }
  });

  it('writes a plain path without asking the router anything (no router around it)', () => {
    // React Router's <Link> resolves its path through the router's context: it cannot render without one.
    expect(() => renderToString(createElement(RouterLink, { to: '/shop' }, 'Shop'))).toThrow();
    expect(renderToString(createElement(Link, { to: '/fr/shop?page=2', className: 'pager' }, 'Next'))).toBe(
      '<a class="pager" href="/fr/shop?page=2" data-discover="true">Next</a>',
    );
  });

  it('knows which targets React Router would rewrite', () => {
    expect(
      ['/', '/shop', '/shop/', '/a?b=c#d', '/a#b?c', '/.well-known/x', '/a.b/c'].every(resolvesToItself),
    ).toBe(true);
    expect(
      ['', 'shop', './x', '/a/./b', '/a/..', '//x', '/a//b', '/a\\b', '/a?', '/a#', '/a?#b'].some(
        resolvesToItself,
      ),
    ).toBe(false);
  });
});

/**
 * A request matched against its language prefix's routes only (prefix-route-scopes.ts) finds the route
 * React Router finds in the whole tree: the site's real route config (routes.ts), every page under
 * every prefix, spelled as visitors and crawlers may spell them.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../../routes';
import { prefixRouteScopes, prefixRouteScopesOf } from './prefix-route-scopes';

type RouteManifest = ServerBuild['routes'];

/** The manifest React Router's build makes of routes.ts: the root route, then every entry under it. */
function manifestOf(entries: RouteConfigEntry[]): RouteManifest {
  const routes: RouteManifest = {
    root: { id: 'root', path: '', module: {} as never },
  };
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id!;
    routes[id] = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: {} as never,
    };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, 'root');
  return routes;
}

function treeOf(routes: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const children = treeOf(routes, route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : { id: route!.id, path: route!.path, ...(children.length > 0 ? { children } : {}) };
    });
}

const trees = new Map<RouteManifest, RouteObject[]>();
const matchedIds = (routes: RouteManifest, pathname: string) => {
  if (!trees.has(routes)) trees.set(routes, treeOf(routes));
  return (matchRoutes(trees.get(routes)!, pathname) ?? []).map((match) => match.route.id);
};

const manifest = manifestOf(routeConfig);
const build = {
  routes: manifest,
  basename: '/',
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as const;
const scopes = prefixRouteScopes(build);

/** Every page's path with its parameters filled in, as the default language writes it. */
const pagePaths = [
  ...new Set(
    Object.values(manifest)
      .filter((route) => route && route.parentId === 'layout')
      .map((route) =>
        route!.index
          ? '/'
          : `/${route!
              .path!.replace(/:[\w-]+\?/g, 'up')
              .replace(/:[\w-]+/g, '7')
              .replace('*', 'some/page')}`,
      ),
  ),
];

describe('a request matched against its language prefix only', () => {
  it('finds the route the whole tree finds, for every page under every prefix', () => {
    expect(pagePaths.length).toBeGreaterThan(30);
    const prefixes = ['', '/fr', '/es', '/FR', '/Es', '/%66r', '/de', '/fra', '/f'];
    const odd = [
      '/',
      '/fr',
      '/fr/',
      '/es/',
      '/frx',
      '/fr%2Fshop',
      '/no/such/page',
      '/fr/no/such',
      '//fr/shop',
    ];
    for (const pathname of [
      ...prefixes.flatMap((prefix) => pagePaths.map((page) => `${prefix}${page}`)),
      ...odd,
    ]) {
      const whole = matchedIds(manifest, pathname);
      expect(whole.length, pathname).toBeGreaterThan(0);
      expect(matchedIds(scopes.routesFor(pathname), pathname), pathname).toEqual(whole);
    }
  });

  it("matches a French page against the French routes and the root only, and the others against the default language's", () => {
    const all = Object.keys(manifest).length;
    const french = Object.keys(scopes.routesFor('/fr/shop'));
    expect(french.every((id) => id === 'root' || id.startsWith('fr/'))).toBe(true);
    expect(french).toContain('fr/layout');
    expect(Object.keys(scopes.routesFor('/FR/shop'))).toEqual(french);
    const spanish = Object.keys(scopes.routesFor('/es'));
    expect(spanish.every((id) => id === 'root' || id.startsWith('es/'))).toBe(true);
    const english = Object.keys(scopes.routesFor('/shop'));
    expect(english.some((id) => id.startsWith('fr/') || id.startsWith('es/'))).toBe(false);
    expect(english).toContain('layout');
    // Then by the next segment: /shop's pages and those that take any path (home, splat), no blog.
    expect(english).toContain('shop');
    expect(english).toContain('website-page');
    expect(english.some((id) => id.startsWith('blog'))).toBe(false);
    expect(french).toContain('fr/shop');
    expect(french.some((id) => id.startsWith('fr/blog'))).toBe(false);
    // Each scope is a part of one language's copy of the pages.
    expect(french.length).toBeLessThan(all / 2);
    expect(english.length).toBeLessThan(all / 2);
  });

  it("keeps the whole tree for React Router's manifest and data requests, and when asked to", () => {
    expect(scopes.routesFor('/__manifest')).toBe(manifest);
    expect(scopes.routesFor('/fr/shop.data')).toBe(manifest);
    process.env.VITRINE_WHOLE_ROUTE_TREE = '1';
    try {
      expect(scopes.routesFor('/fr/shop')).toBe(manifest);
    } finally {
      delete process.env.VITRINE_WHOLE_ROUTE_TREE;
    }
  });

  it('is not made of a tree another route could take a prefixed path from', () => {
    const withPrefixedPage = {
      ...manifest,
      odd: { id: 'odd', parentId: 'layout', path: 'fr/odd', module: {} as never },
    };
    expect(prefixRouteScopesOf(withPrefixedPage)).toBeNull();
    const withDynamicPage = {
      ...manifest,
      odd: { id: 'odd', parentId: 'layout', path: ':anything/odd', module: {} as never },
    };
    expect(prefixRouteScopesOf(withDynamicPage)).toBeNull();
    const { 'fr/website-page': _frenchSplat, ...withoutFrenchSplat } = manifest;
    expect(_frenchSplat?.path).toBe('*');
    expect(prefixRouteScopesOf(withoutFrenchSplat)).toBeNull();
  });
});

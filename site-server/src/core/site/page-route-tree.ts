import { createStaticHandler, matchRoutes, type EntryContext, type RouteObject } from 'react-router';

type Manifest = EntryContext['manifest'];
type ManifestRoutes = Manifest['routes'];

/** The manifest's route tree as plain route objects (ids and paths only), for matching. */
function routeTreeOf(routes: ManifestRoutes): RouteObject[] {
  const childrenOf = new Map<string, ManifestRoutes[string][]>();
  // Object.values order, as React Router groups them (createServerRoutes), so ties rank alike.
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const parentId = route.parentId ?? '';
    const siblings = childrenOf.get(parentId);
    if (siblings) siblings.push(route);
    else childrenOf.set(parentId, [route]);
  }
  const build = (parentId: string): RouteObject[] =>
    (childrenOf.get(parentId) ?? []).map((route) => {
      const children = build(route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            ...(children.length > 0 ? { children } : {}),
          };
    });
  return build('');
}

interface PageRoutes {
  manifest: Manifest;
  /** The page's routes flattened and ranked, as React Router precomputes them for the whole tree. */
  branches: EntryContext['branches'];
}

interface PrunedManifests {
  tree: RouteObject[];
  /** By the page's matched route ids and its parent paths; cleared when full (bounded memory). */
  byKey: Map<string, PageRoutes>;
}

const MAX_PRUNED_MANIFESTS = 1000;
const prunedByManifest = new WeakMap<Manifest, PrunedManifests>();

/** '/', then each parent path of the page: what lazy route discovery's partial manifest matches. */
function parentPathsOf(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
}

/**
 * The router context of one page render with only the routes that render can read.
 *
 * React Router's ServerRouter rebuilds a route tree from the whole manifest on every render
 * (createServerRoutes, then createStaticRouter converting it again): every page under every language
 * prefix, 12 % of a rendered page's CPU. With lazy route discovery, the render reads only the matched
 * routes and those `Scripts` puts into the page's partial manifest (the routes matching '/' and each
 * parent path, found with the whole tree's precomputed branches), so giving ServerRouter a manifest
 * of just those gives the same HTML. VITRINE_WHOLE_ROUTE_TREE=1 renders with the whole tree, as React
 * Router does: what page-route-tree-pages.test.ts compares with, and a way back should a React Router
 * upgrade read more of the tree.
 */
export function withPageRoutesOnly(context: EntryContext): EntryContext {
  // Discovery 'initial' puts the whole manifest into the page: nothing to leave out.
  if (context.isSpaMode || context.routeDiscovery.mode !== 'lazy') return context;
  if (process.env.VITRINE_WHOLE_ROUTE_TREE === '1') return context;
  const { manifest, staticHandlerContext } = context;
  let pruned = prunedByManifest.get(manifest);
  if (!pruned) {
    pruned = { tree: routeTreeOf(manifest.routes), byKey: new Map() };
    prunedByManifest.set(manifest, pruned);
  }
  const matchedIds = staticHandlerContext.matches.map((match) => match.route.id);
  const pathname = staticHandlerContext.location.pathname;
  const parentPath = pathname.slice(0, Math.max(0, pathname.lastIndexOf('/')));
  const key = `${matchedIds.join('\n')}\0${parentPath}`;
  let pageRoutes = pruned.byKey.get(key);
  if (!pageRoutes) {
    const ids = new Set(matchedIds);
    for (const path of parentPathsOf(pathname)) {
      for (const match of matchRoutes(pruned.tree, path, staticHandlerContext.basename) ?? []) {
        if (match.route.id) ids.add(match.route.id);
      }
    }
    const routes: ManifestRoutes = {};
    // In the manifest's order, ancestors included (every match holds its parents).
    for (const [id, route] of Object.entries(manifest.routes)) if (ids.has(id)) routes[id] = route;
    // `Scripts` matches '/' and each parent path against these branches: the page's few routes rank
    // as in the whole tree (the same winners, which they hold), and the ids are all it reads.
    const { _internalRouteBranches: branches } = createStaticHandler(routeTreeOf(routes));
    pageRoutes = { manifest: { ...manifest, routes }, branches };
    if (pruned.byKey.size >= MAX_PRUNED_MANIFESTS) pruned.byKey.clear();
    pruned.byKey.set(key, pageRoutes);
  }
  return {
    ...context,
    manifest: pageRoutes.manifest,
    branches: pageRoutes.branches,
    routeModules: withOutOfScopeRoutes(context.routeModules, pageRoutes.manifest.routes),
  };
}

/** A route module for a route the render lists but never renders (below). */
const NOT_RENDERED: EntryContext['routeModules'][string] = { default: () => null };

/**
 * The render's route modules, with a stand-in for each route it lists without rendering. A page is
 * rendered with the routes of its language prefix only (prefix-route-scopes.ts), but its partial
 * manifest also lists the routes matching '/' (the default language's home); ServerRouter makes a
 * route object of each listed route from its module, reading only its components and handle, which a
 * route that matched nothing never uses.
 */
function withOutOfScopeRoutes(
  routeModules: EntryContext['routeModules'],
  routes: ManifestRoutes,
): EntryContext['routeModules'] {
  let complete = routeModules;
  for (const id of Object.keys(routes)) {
    if (complete[id]) continue;
    if (complete === routeModules) complete = { ...routeModules };
    complete[id] = NOT_RENDERED;
  }
  return complete;
}

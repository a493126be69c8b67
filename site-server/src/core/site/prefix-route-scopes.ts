import type { ServerBuild } from 'react-router';

type RouteManifest = ServerBuild['routes'];
type ManifestRoute = NonNullable<RouteManifest[string]>;

/**
 * The site's route tree cut by its first URL segment, so that a request is matched against one
 * language's routes only.
 *
 * routes.ts mounts every page under each language prefix ('' for the default language, 'fr', 'es'):
 * three copies of the same pages under the root. React Router matches a request against every
 * branch of the tree until one fits, twice a request (the handler's `matchServerRoutes`, then the
 * static handler's query), and each branch tried allocates its matches: 17 % of a rendered /shop's
 * allocations and 5 % of its CPU (issue 28), plus the route modules' table rebuilt from every route
 * for each render. A path whose first segment is 'fr' can only be one of the 'fr' subtree's routes
 * (it holds a splat, which outranks every other branch that could take the path), and any other path
 * is one of the default subtree's; so each request gets the routes of its own subtree and the root.
 *
 * The cut is made from the tree itself, and only when that reasoning holds (checked below); otherwise,
 * or with VITRINE_WHOLE_ROUTE_TREE=1, or for React Router's own data and manifest requests, the whole
 * tree is used.
 */
export interface PrefixRouteScopes {
  /** The routes a request for `pathname` (the URL's, not decoded) is matched against. */
  routesFor(pathname: string): RouteManifest;
}

/** A plain first segment ('fr'), as React Router matches it: case-insensitively. */
const STATIC_SEGMENT = /^[^:*?/]+$/;

function firstSegmentOf(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(0, slash);
}

/** The path's first two segments as React Router compares them: decoded, in lower case. */
function plainSegmentsOf(pathname: string): [string, string | undefined] {
  const firstEnd = pathname.indexOf('/', 1);
  if (firstEnd === -1) return [decodedSegment(pathname.slice(1)).toLowerCase(), undefined];
  const secondEnd = pathname.indexOf('/', firstEnd + 1);
  return [
    decodedSegment(pathname.slice(1, firstEnd)).toLowerCase(),
    decodedSegment(pathname.slice(firstEnd + 1, secondEnd === -1 ? undefined : secondEnd)).toLowerCase(),
  ];
}

/** React Router decodes each segment before matching; a malformed one is matched as written. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Each route of the tree under `topId` (itself included) with its path below `topId`'s own. */
function subtreeOf(routes: ManifestRoute[], topId: string): Map<string, string> {
  const paths = new Map<string, string>([[topId, '']]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const route of routes) {
      if (paths.has(route.id) || route.parentId === undefined || !paths.has(route.parentId)) continue;
      const parentPath = paths.get(route.parentId)!;
      const own = route.path ?? '';
      paths.set(route.id, parentPath && own ? `${parentPath}/${own}` : parentPath || own);
      grew = true;
    }
  }
  return paths;
}

/** One prefix's routes (or the routes outside every prefix), cut again by the next segment. */
interface SegmentScopes {
  /** By a plain first segment (lower case): the routes starting with it, and those that may take any. */
  bySegment: Map<string, RouteManifest>;
  /** The routes that may take any first segment (no plain one, or none at all: index, layouts, splat). */
  other: RouteManifest;
}

export interface RouteScopes {
  byPrefix: Map<string, SegmentScopes>;
  rest: SegmentScopes;
}

/**
 * The scopes of a build's route tree, or null when the tree is not cut that way (whole-tree matching).
 *
 * Within a prefix (or outside every prefix) the routes are cut again by their first segment below it:
 * a route whose path starts with a plain segment ('shop' in 'shop/product/:slugId') only takes paths
 * starting with that segment, so a request is matched against those and the routes that may take
 * anything (layouts, the index, a splat). The winner, the best ranked route that matches, is among
 * them, and ranks first among them too.
 */
export function prefixRouteScopesOf(routes: RouteManifest): RouteScopes | null {
  const all = Object.values(routes).filter((route): route is ManifestRoute => route !== undefined);
  const roots = all.filter((route) => route.parentId === undefined);
  if (roots.length !== 1 || (roots[0]!.path ?? '') !== '') return null;
  const root = roots[0]!;
  const tops = all.filter((route) => route.parentId === root.id);

  const prefixed = new Map<string, Map<string, string>>();
  const rest = new Map<string, string>();
  for (const top of tops) {
    const subtree = subtreeOf(all, top.id);
    const path = top.path ?? '';
    if (path === '' && !top.index) {
      for (const [id, relativePath] of subtree) rest.set(id, relativePath);
      continue;
    }
    if (!STATIC_SEGMENT.test(path) || top.caseSensitive || top.index) return null;
    const prefix = path.toLowerCase();
    // A splat right under the prefix: every path starting with it is one of the subtree's routes.
    const hasSplat = all.some((route) => route.parentId === top.id && route.path === '*');
    if (!hasSplat || prefixed.has(prefix)) return null;
    prefixed.set(prefix, subtree);
  }
  if (prefixed.size === 0) return null;
  // No route outside the prefixes may take a prefixed path: only its top-level splat may start with
  // anything but a plain segment, and it ranks below the prefix's own splat.
  for (const relativePath of rest.values()) {
    if (relativePath === '' || relativePath === '*') continue;
    const first = firstSegmentOf(relativePath);
    if (!STATIC_SEGMENT.test(first) || prefixed.has(first.toLowerCase())) return null;
  }

  // In the manifest's order: siblings that tie rank as in the whole tree.
  const manifestOf = (ids: Set<string>): RouteManifest => {
    const scoped: RouteManifest = {};
    for (const [id, route] of Object.entries(routes)) if (id === root.id || ids.has(id)) scoped[id] = route;
    return scoped;
  };
  const segmentScopesOf = (subtree: Map<string, string>): SegmentScopes => {
    const open = new Set<string>();
    const bySegment = new Map<string, Set<string>>();
    for (const [id, relativePath] of subtree) {
      const first = firstSegmentOf(relativePath);
      if (first === '' || !STATIC_SEGMENT.test(first)) open.add(id);
      else bySegment.set(first.toLowerCase(), (bySegment.get(first.toLowerCase()) ?? new Set()).add(id));
    }
    // A route's parents are in its scope: each has no path (open) or starts with the same segment.
    return {
      bySegment: new Map(
        [...bySegment].map(([segment, ids]) => [segment, manifestOf(new Set([...open, ...ids]))]),
      ),
      other: manifestOf(open),
    };
  };
  return {
    byPrefix: new Map([...prefixed].map(([prefix, subtree]) => [prefix, segmentScopesOf(subtree)])),
    rest: segmentScopesOf(rest),
  };
}

/**
 * Scopes for `build`'s routes. `manifestPath` is React Router's route discovery address; it and `.data`
 * requests (whose path React Router rewrites before matching) keep the whole tree.
 */
export function prefixRouteScopes(
  build: Pick<ServerBuild, 'routes' | 'basename' | 'routeDiscovery'>,
): PrefixRouteScopes {
  // Lazy route discovery only: the render then reads the page's own routes (page-route-tree.ts); with
  // 'initial' it would make a route of every route of the manifest, from every prefix.
  const lazy = build.routeDiscovery.mode === 'lazy';
  const scopes =
    lazy && (!build.basename || build.basename === '/') ? prefixRouteScopesOf(build.routes) : null;
  const manifestPath = lazy ? build.routeDiscovery.manifestPath : undefined;
  return {
    routesFor(pathname) {
      if (!scopes || process.env.VITRINE_WHOLE_ROUTE_TREE === '1') return build.routes;
      if (pathname.endsWith('.data') || pathname === manifestPath) return build.routes;
      const [first, second] = plainSegmentsOf(pathname);
      const prefix = scopes.byPrefix.get(first);
      const within = prefix ?? scopes.rest;
      const segment = prefix ? second : first;
      return (segment !== undefined && within.bySegment.get(segment)) || within.other;
    },
  };
}

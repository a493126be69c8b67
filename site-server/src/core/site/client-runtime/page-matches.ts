import type { ComponentType, ReactNode } from 'react';
import { decodeTurboStream } from './turbo-stream';

/**
 * The routes the server rendered this page with, read from what React Router's <Scripts> wrote into it:
 * its manifest (the routes' paths and parents), the route modules it imported, and the loader data, action
 * data and errors of the render (turbo-stream encoded). The browser renders these same routes again to
 * hydrate the page; it never matches another URL (every navigation loads a page).
 */
export interface RouteModule {
  default?: ComponentType;
  ErrorBoundary?: ComponentType;
  Layout?: ComponentType<{ children: ReactNode }>;
  handle?: unknown;
}

export interface PageMatch {
  id: string;
  /** The part of the URL this route matched (React Router's match.pathname). */
  pathname: string;
  params: Record<string, string | undefined>;
  index: boolean;
  module: RouteModule;
  data: unknown;
}

export interface PageState {
  matches: PageMatch[];
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

interface RouterWindow {
  __reactRouterManifest: { routes: Record<string, ManifestRoute> };
  __reactRouterRouteModules: Record<string, RouteModule>;
  __reactRouterContext: { stream: ReadableStream<Uint8Array> };
}

/** The route chain, root first: the deepest of the imported route modules and its parents. */
function routeChain(routes: Record<string, ManifestRoute>, imported: string[]): ManifestRoute[] {
  const depth = (id: string | undefined): number => (id ? 1 + depth(routes[id]?.parentId) : 0);
  const deepest = imported.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  const chain: ManifestRoute[] = [];
  for (
    let route: ManifestRoute | undefined = routes[deepest];
    route;
    route = route.parentId ? routes[route.parentId] : undefined
  )
    chain.unshift(route);
  return chain;
}

/**
 * Each route's pathname and the URL's parameters, as React Router's matchRoutes gives them: `:name` and
 * `:name?` take a segment, `*` the rest of the path.
 */
export function matchChain(paths: Array<string | undefined>, pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  let taken = 0;
  const pathnames = paths.map((path) => {
    for (const part of (path ?? '').split('/').filter(Boolean)) {
      if (part === '*') {
        params['*'] = segments.slice(taken).map(decodeURIComponent).join('/');
        taken = segments.length;
      } else if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        const name = part.slice(1, optional ? -1 : undefined);
        if (optional && taken >= segments.length) params[name] = undefined;
        else params[name] = decodeURIComponent(segments[taken++] ?? '');
      } else if (!(part.endsWith('?') && segments[taken] !== part.slice(0, -1))) taken++;
    }
    return `/${segments.slice(0, taken).join('/')}`;
  });
  return { pathnames, params };
}

export async function readPageState(): Promise<PageState> {
  const router = window as unknown as RouterWindow;
  const modules = router.__reactRouterRouteModules;
  const chain = routeChain(router.__reactRouterManifest.routes, Object.keys(modules));
  const { pathnames, params } = matchChain(
    chain.map((route) => route.path),
    window.location.pathname,
  );
  const text = await new Response(router.__reactRouterContext.stream).text();
  const { loaderData, actionData, errors } = decodeTurboStream(text) as {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  const matches = chain.map((route, i) => ({
    id: route.id,
    pathname: pathnames[i]!,
    params,
    index: Boolean(route.index),
    module: modules[route.id] ?? {},
    data: loaderData[route.id],
  }));
  return { matches, actionData, errors };
}

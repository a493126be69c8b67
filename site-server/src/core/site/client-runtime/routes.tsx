import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { PageMatch, PageState } from './page-matches';

/**
 * The route tree of a hydrated page, rendered as React Router renders it on the server: each matched
 * route's component inside its parent's <Outlet>, the root's inside its Layout, and from the route whose
 * error the server caught, that route's ErrorBoundary instead. The hooks below give each route what
 * React Router's give it (its loader data, the URL's parameters, every match), and the route modules'
 * props (React Router's build wraps their components in UNSAFE_withComponentProps and the like).
 */
interface RouteScope {
  state: PageState;
  /** Index in state.matches of the route rendering here. */
  index: number;
  outlet: ReactNode;
}

const PageContext = createContext<PageState>({ matches: [], actionData: null, errors: null });
const RouteContext = createContext<RouteScope | null>(null);

function useRouteScope(): RouteScope {
  const scope = useContext(RouteContext);
  if (!scope) throw new Error('Route hooks are used outside the page’s routes.');
  return scope;
}

export function useCurrentMatch(): PageMatch {
  const { state, index } = useRouteScope();
  return state.matches[index]!;
}

export const useLoaderData = () => useCurrentMatch().data;
export const useParams = () => useCurrentMatch().params;

export function useActionData(): unknown {
  const { state, index } = useRouteScope();
  return state.actionData?.[state.matches[index]!.id];
}

export function useRouteError(): unknown {
  const { state, index } = useRouteScope();
  return state.errors?.[state.matches[index]!.id];
}

export function useMatches() {
  return useContext(PageContext).matches.map(({ id, pathname, params, data, module }) => ({
    id,
    pathname,
    params,
    data,
    loaderData: data,
    handle: module.handle,
  }));
}

export function useRouteLoaderData(routeId: string): unknown {
  return useContext(PageContext).matches.find((match) => match.id === routeId)?.data;
}

export function Outlet(): ReactNode {
  return useContext(RouteContext)?.outlet ?? null;
}

const useRouteComponentProps = () => ({
  params: useParams(),
  loaderData: useLoaderData(),
  actionData: useActionData(),
  matches: useMatches(),
});

export function UNSAFE_withComponentProps(Component: ComponentType<object>) {
  return function WithComponentProps() {
    return createElement(Component, useRouteComponentProps());
  };
}

export function UNSAFE_withErrorBoundaryProps(ErrorBoundary: ComponentType<{ error: unknown }>) {
  return function WithErrorBoundaryProps() {
    return createElement(ErrorBoundary, { ...useRouteComponentProps(), error: useRouteError() });
  };
}

/** The page renders on the server, so a route's fallback never shows; it still gets its props. */
export const UNSAFE_withHydrateFallbackProps = UNSAFE_withComponentProps;

/** The element of the route at `index`, with the routes below it as its outlet. */
function routeElement(state: PageState, index: number): ReactNode {
  const match = state.matches[index]!;
  const failed = state.errors != null && match.id in state.errors;
  const Component = failed ? match.module.ErrorBoundary : match.module.default;
  const outlet = failed || index + 1 >= state.matches.length ? null : routeElement(state, index + 1);
  let element: ReactNode = Component ? createElement(Component) : outlet;
  const { Layout } = match.module;
  if (index === 0 && Layout) element = createElement(Layout, null, element);
  return createElement(RouteContext.Provider, { value: { state, index, outlet } }, element);
}

export function PageRoutes({ state }: { state: PageState }) {
  return createElement(PageContext.Provider, { value: state }, routeElement(state, 0));
}

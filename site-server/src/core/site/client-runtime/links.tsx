import {
  createElement,
  forwardRef,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { pathOf, useLocation } from './navigation';
import { useCurrentMatch } from './routes';

/**
 * React Router's <Link>, <NavLink> and <Form> as the server renders them, the same attributes on the same
 * elements, left to the browser: a link is followed and a form is sent as without JavaScript (the
 * server's actions answer both ways). React Router's own props (prefetch, replace, state...) are left out.
 */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

type To = Parameters<typeof pathOf>[0];

interface RouterProps {
  discover?: string;
  prefetch?: string;
  reloadDocument?: boolean;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: string;
  viewTransition?: boolean;
  fetcherKey?: string;
  navigate?: boolean;
  defaultShouldRevalidate?: boolean;
}

function withoutRouterProps<T extends object>(props: T & RouterProps) {
  const {
    discover: _d,
    prefetch: _p,
    reloadDocument: _r,
    replace: _re,
    state: _s,
    preventScrollReset: _ps,
    relative: _rel,
    viewTransition: _v,
    fetcherKey: _f,
    navigate: _n,
    defaultShouldRevalidate: _dr,
    ...rest
  } = props;
  return rest;
}

/** A path relative to the rendering route, resolved as React Router resolves it ('.' is the route's own). */
function useResolved(to: To): string {
  const { pathname } = useCurrentMatch();
  const path = pathOf(to);
  if (path.startsWith('/') || ABSOLUTE_URL.test(path)) return path;
  const resolved = new URL(path || '.', `http://x${pathname.endsWith('/') ? pathname : `${pathname}/`}`);
  const trimmed = resolved.pathname.length > 1 ? resolved.pathname.replace(/\/$/, '') : resolved.pathname;
  return `${trimmed}${resolved.search}${resolved.hash}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & RouterProps & { to: To };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const href = useResolved(to);
  const external = ABSOLUTE_URL.test(pathOf(to));
  return createElement('a', {
    ...withoutRouterProps(props),
    href,
    ref,
    'data-discover': !external && (props.discover ?? 'render') === 'render' ? 'true' : undefined,
  });
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, caseSensitive = false, className, style, children, ...props },
  ref,
) {
  const target = useResolved(props.to).split(/[?#]/)[0]!;
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const current = fold(useLocation().pathname);
  const to = fold(target);
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = current === to || (!end && current.startsWith(to) && current.charAt(slash) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return createElement(Link, {
    ...props,
    ref,
    'aria-current': isActive ? 'page' : undefined,
    className:
      typeof className === 'function'
        ? className(state)
        : [className, isActive ? 'active' : null].filter(Boolean).join(' '),
    style: typeof style === 'function' ? style(state) : style,
    children: typeof children === 'function' ? children(state) : children,
  } as LinkProps);
});

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'action'> & RouterProps & { action?: string };

/** The form's action as React Router's useFormAction gives it (an index route's own gets `?index`). */
function useFormAction(action: string | undefined): string {
  const match = useCurrentMatch();
  const { search } = useLocation();
  const resolved = useResolved(action ?? '.');
  let [path, query = ''] = resolved.split('?') as [string, string?];
  if (action == null) {
    const params = new URLSearchParams(search);
    const indexValues = params.getAll('index');
    if (indexValues.includes('')) {
      params.delete('index');
      for (const value of indexValues.filter(Boolean)) params.append('index', value);
    }
    query = params.toString();
  }
  if ((!action || action === '.') && match.index) query = query ? `index&${query}` : 'index';
  path = query ? `${path}?${query}` : path;
  return path;
}

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { method = 'get', action, ...props },
  ref,
) {
  const formAction = useFormAction(action);
  return createElement('form', {
    ref,
    method: method.toLowerCase() === 'get' ? 'get' : 'post',
    action: formAction,
    ...withoutRouterProps(props),
    'data-discover':
      !(action && ABSOLUTE_URL.test(action)) && (props.discover ?? 'render') === 'render'
        ? 'true'
        : undefined,
  });
});

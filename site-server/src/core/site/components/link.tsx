import { forwardRef, type ForwardedRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/** The site's link on the server: see Link below. */
function ServerLink(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const {
    to,
    discover = 'render',
    prefetch = 'none',
    mask,
    onClick,
    target,
    // React Router's navigation options: nothing to write for a path that loads a page.
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...anchor
  } = props;
  if (typeof to !== 'string' || !resolvesToItself(to) || prefetch !== 'none' || mask !== undefined) {
    return <RouterLink ref={ref} {...props} />;
  }
  return (
    <a
      {...anchor}
      href={to}
      onClick={onClick}
      ref={ref}
      target={target}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
}

/** A dot segment: React Router resolves `/a/./b` and `/a/../b`. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * Whether React Router's resolution (resolveTo, then the static router's createHref) gives back `to`
 * unchanged: an absolute path, no doubled or back slash, no dot segment, and no empty `?` or `#`
 * (which it drops).
 */
export function resolvesToItself(to: string): boolean {
  if (to.charCodeAt(0) !== 47 /* / */) return false;
  const queryAt = to.search(/[?#]/);
  const path = queryAt === -1 ? to : to.slice(0, queryAt);
  if (path.includes('//') || path.includes('\\') || DOT_SEGMENT.test(path)) return false;
  return !to.endsWith('?') && !to.endsWith('#') && !to.includes('?#');
}

/**
 * A link within the site, written as React Router's <Link> writes it: the same attributes in the same
 * order (`data-discover` included), so pages are byte for byte what they were.
 *
 * React Router's <Link> resolves every `to` against the rendering route's matches and prepares its
 * client-side navigation (useHref, useResolvedPath, a click handler, prefetching): 3.4 % of a rendered
 * /shop's CPU and 190 KB of its allocations for its 42 links (issue 28). The site's browser runtime
 * navigates by loading pages (docs/architecture.md, "The browser runtime"), and nearly every link is a
 * plain absolute path, which resolves to itself: those are written straight out. Anything else (a
 * relative path, an object, `..` or `//`, prefetching or a mask) goes to React Router's <Link>.
 *
 * In the browser this is the browser runtime's <Link> (React Router's in development), which writes
 * the same: the pages' scripts do not carry this one.
 */
// Made here only: a forwardRef() call at the top level would stay in the browser's bundle.
export const Link: typeof RouterLink = import.meta.env.SSR ? forwardRef(ServerLink) : RouterLink;

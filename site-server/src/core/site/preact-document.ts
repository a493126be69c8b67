import { createElement, options, type VNode } from 'preact';
import { useLayoutEffect, type ReactNode } from 'react';
import { servedElement } from './client-runtime/document';

/**
 * What React 19 does with the document that preact/compat does not, for the site's browser build
 * (vite.config.ts swaps React for Preact there; the server still renders with React):
 *
 * - Preact hydrates a document inside its <html> element, so the root layout's <html> becomes the
 *   element's attributes (lang, dir) instead of a second, nested <html>.
 * - React hoists a component's <link rel="stylesheet" precedence>, <link rel="modulepreload"> and <title>
 *   into the <head>; here the link is added to the head when a page needs one it lacks (client-side
 *   navigation) and the title sets document.title, both rendering nothing where they are written.
 * - The links React hoisted into the server's <head> (those stylesheets, image and module preloads) are
 *   moved to its top before hydrating, and the head renders them there first: Preact pairs elements of the
 *   same tag in order, so React Router's <Meta> and <Links> then meet their own elements, not these.
 * - With `headAsServed` (the site's browser runtime, client-runtime/index.ts: no page changes its head
 *   before the next one loads), the head renders the server's elements as they are instead.
 */
export function renderDocumentLikeReact({ headAsServed = false } = {}): void {
  const hoisted = headAsServed
    ? [...document.head.children]
    : [
        ...document.head.querySelectorAll(
          'link[rel="preload"], link[rel="modulepreload"], link[data-precedence], style[data-precedence]',
        ),
      ];
  if (!headAsServed) document.head.prepend(...hoisted);
  // Made before the hook below is set: these are the server's elements, never turned into components.
  const hoistedByReact = hoisted.map(servedElement);
  headAsServedOnly = headAsServed;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === 'html') vnode.type = DocumentElement as VNode['type'];
    else if (vnode.type === 'head' && !makingHead) {
      const { children, ...attributes } = vnode.props as { children?: ReactNode };
      vnode.type = DocumentHead as VNode['type'];
      vnode.props = { attributes, hoistedByReact, children } as VNode['props'];
    } else if (vnode.type === 'title') vnode.type = DocumentTitle as VNode['type'];
    else if (vnode.type === 'link' && isHoistedLink(vnode.props as unknown as LinkProps))
      vnode.type = HeadLink as VNode['type'];
    previous?.(vnode);
  };
}

function DocumentElement({ children, lang, dir }: { children: ReactNode; lang?: string; dir?: string }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (lang) root.lang = lang;
    if (dir) root.dir = dir;
  }, [lang, dir]);
  return children;
}

let headAsServedOnly = false;

/** Set while DocumentHead makes its own <head>, which the hook must leave as it is. */
let makingHead = false;

function DocumentHead(props: { attributes: object; hoistedByReact: VNode[]; children?: ReactNode }) {
  makingHead = true;
  try {
    if (headAsServedOnly) return createElement('head', props.attributes, props.hoistedByReact);
    return createElement('head', props.attributes, props.hoistedByReact, props.children as VNode);
  } finally {
    makingHead = false;
  }
}

function DocumentTitle({ children }: { children?: ReactNode }) {
  const title = [children].flat().join('');
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

interface LinkProps {
  rel?: string;
  href: string;
  precedence?: string;
}

function isHoistedLink(props: LinkProps): boolean {
  return Boolean(props.precedence) || props.rel === 'modulepreload';
}

function HeadLink({ rel = 'stylesheet', href }: LinkProps) {
  useLayoutEffect(() => {
    // A stylesheet the server wrote into the head (inline-stylesheets.server.ts) is there already.
    const present =
      [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].some(
        (link) => link.getAttribute('href') === href,
      ) ||
      (rel === 'stylesheet' &&
        [...document.querySelectorAll('style[data-href]')].some(
          (style) => style.getAttribute('data-href') === href,
        ));
    if (present) return;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }, [rel, href]);
  return null;
}

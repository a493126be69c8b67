import { createElement, type ReactNode } from 'react';

/**
 * React Router's document components in the browser. The server wrote the head (<Meta>, <Links>) and
 * the scripts (<ScrollRestoration>, <Scripts>) and nothing changes them until the next page loads, so
 * hydration gets the server's own elements back: the head as served (preact-document.ts, headAsServed),
 * and here the <script> elements the server put at the end of the body. Without them Preact would remove
 * the elements it finds no match for.
 */
export const Meta = (): ReactNode => null;
export const Links = (): ReactNode => null;
export const ScrollRestoration = (): ReactNode => null;

/** An element as the server sent it, for hydration to pair with it. */
export function servedElement(element: Element) {
  const props: Record<string, unknown> = Object.fromEntries(
    [...element.attributes].map((a) => [a.name, a.value]),
  );
  if (element.innerHTML) props.dangerouslySetInnerHTML = { __html: element.innerHTML };
  return createElement(element.localName, props);
}

let scripts: ReactNode[] | undefined;

export function Scripts(): ReactNode {
  scripts ??= [...document.body.children].filter((child) => child.localName === 'script').map(servedElement);
  return scripts;
}

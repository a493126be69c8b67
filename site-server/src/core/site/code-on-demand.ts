import { useEffect, useReducer } from 'react';
import { hydrateAfter } from './hydration';

/**
 * Code that only some pages show (a block's behaviour, a publisher's tools), kept out of the bundles of
 * the others (issue 11, item 15). The server loads it before rendering what needs it; in the browser,
 * the page's hydration waits for it when the server's HTML shows it, and a page reached by a
 * client-side navigation loads it before showing (a loader awaiting `load`) or at its first render.
 */
export interface CodeOnDemand<Code> {
  load(): Promise<Code>;
  /** The code once loaded: renders read it synchronously. */
  loaded(): Code | undefined;
}

export function codeOnDemand<Code>(importCode: () => Promise<Code>): CodeOnDemand<Code> {
  let code: Code | undefined;
  let loading: Promise<Code> | undefined;
  return {
    load: () =>
      (loading ??= importCode().then((imported) => {
        code = imported;
        return imported;
      })),
    loaded: () => code,
  };
}

/** In the browser: hydration waits for `code` when the server's HTML has an element `selector` finds. */
export function hydrateWith(code: CodeOnDemand<unknown>, selector: string): void {
  if (typeof document !== 'undefined' && document.querySelector(selector)) hydrateAfter(code.load());
}

/** `code` for a render, loaded now (and rendered again once it is) when nothing loaded it before. */
export function useCodeOnDemand<Code>(code: CodeOnDemand<Code> | undefined): Code | undefined {
  const ready = code?.loaded();
  const [, codeLoaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (code && !ready) void code.load().then(codeLoaded);
  }, [code, ready]);
  return ready;
}

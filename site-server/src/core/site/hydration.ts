/**
 * What the page's modules ask its hydration to wait for: the code a page loads only when it shows
 * something that needs it (a block's behaviour), which must be there before the browser takes over the
 * server's HTML. Route modules are evaluated before the client entry runs (entry.client.tsx), which
 * awaits everything asked here.
 */
const pending: Array<Promise<unknown>> = [];

export function hydrateAfter(ready: Promise<unknown>): void {
  pending.push(ready);
}

export function readyToHydrate(): Promise<unknown> {
  return Promise.all(pending);
}

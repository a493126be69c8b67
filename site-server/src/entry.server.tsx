import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { inlineStylesheets } from './core/site/inline-stylesheets.server';
import { NonceContext } from './core/site/nonce';
import { withPageRoutesOnly } from './core/site/page-route-tree';
import { wholePageResponse } from './core/site/whole-page';

export const streamTimeout = 5_000;

// Reached by the server through the build's entry module (site-server/src/core/http/web-app.ts).
export { renderBlocksFragment } from './features/website/site/blocks/render-blocks.server';

/**
 * React Router's default Node entry, plus: the CSP nonce on every inline script, pages marked
 * private (they carry the visitor's CSRF token and account), a route tree of the page's own routes,
 * and every page sent whole once rendered (below).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  // Browsers got the page streamed from its shell, crawlers whole; now everyone gets it whole, as one
  // buffer. The loaders' data is there before the render starts (no page defers any): all that was
  // left after the shell was React Router's own data script, sent in a Suspense boundary of its own
  // (a template, a hidden div and React's script moving it in: 1.1 KB a page), and each of a page's
  // few dozen chunks went through a PassThrough, a web stream and a write of its own.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={withPageRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const status = responseStatusCode;
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                // The page's stylesheets travel in its head: no round trip before the first paint.
                const page = Buffer.from(inlineStylesheets(Buffer.concat(chunks).toString('utf8')));
                resolve(wholePageResponse(page, { headers: responseHeaders, status }));
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are rejected above and logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

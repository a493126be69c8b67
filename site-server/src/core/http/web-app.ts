import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Block } from '../../../../shared/website/contract';
import type { SiteContext } from '../site/context';
import { prefixRouteScopes } from '../site/prefix-route-scopes';
import { wholeBodyOf } from '../site/whole-page';
import {
  compressBody,
  compressBodyOffThread,
  compressingStream,
  encodingFor,
  markEncoded,
} from './compressed-response';
import { SHARED_PAGE_TOKEN } from './csrf';
import type { PageCache, RenderedPage } from './page-cache';
import './request-state';

export interface WebAppOptions {
  mode: 'production' | 'development';
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext | Promise<AppLoadContext>;
  /** Development only: the site's Vite dev server (middleware mode), for hot reload. */
  vite?: ViteDevServer;
  /** Shares pages between visitors without a session or a cart (see page-cache.ts). */
  pageCache?: PageCache;
  /** Production only: where `react-router build` wrote the site (default: the project's dist/web). */
  buildDir?: string;
  /** The visitor's csrf token, put into a shared page in place of SHARED_PAGE_TOKEN (csrf.ts). */
  formToken: (req: express.Request) => string;
}

/** What the site's server entry (site-server/src/entry.server.tsx) exports for the server's own calls. */
export interface SiteServerEntry {
  /** The website's blocks of one page, rendered alone (POST /website/multi_render). */
  renderBlocksFragment(site: SiteContext, blocks: Block[], pagePath: string): Promise<string>;
}

export interface WebApp {
  /** The site's server entry, from the same build that renders the pages. */
  entry(): Promise<SiteServerEntry>;
}

/**
 * Mounts the public site (React Router, appDirectory site-server/src) on the app: every request no earlier route
 * answered is rendered by it. Call it last, after all the Express routes.
 *
 * The request handler mirrors @react-router/express, with one difference: the form-CSRF middleware
 * reads form bodies before they get here (keeping them in req.vitrine.rawBody), so the body is taken
 * from there when the stream has been consumed.
 */
export async function mountWebApp(app: express.Express, options: WebAppOptions): Promise<WebApp> {
  let loadBuild: () => Promise<ServerBuild>;
  if (options.mode === 'development') {
    const vite = options.vite;
    if (!vite) throw new Error('mountWebApp: development mode needs the Vite dev server of the site.');
    app.use(vite.middlewares);
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDir = options.buildDir ?? findWebBuildDir();
    const clientDir = path.join(buildDir, 'client');
    // Hashed file names: cached for a year, never revalidated. Anything else there: an hour.
    // Brotli or gzip copies made at build time (scripts/compress-assets.mjs) go to browsers that take them.
    app.use('/assets', compressedStatic(path.join(clientDir, 'assets')));
    // Other files at the client root (favicon, robots.txt): only their own names reach the disk,
    // so a page request never costs a stat and a 404 object.
    const rootFiles = existsSync(clientDir)
      ? new Set(
          readdirSync(clientDir, { withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => `/${e.name}`),
        )
      : new Set<string>();
    const serveRootFile = express.static(clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) =>
      rootFiles.has(req.path) ? staticMethodsOnly(req, res, () => serveRootFile(req, res, next)) : next(),
    );
    const serverBuildUrl = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
    loadBuild = async () => {
      try {
        return (await import(serverBuildUrl)) as ServerBuild;
      } catch (error) {
        throw new Error(`The public site is not built (${serverBuildUrl}): run npm run build:web`, {
          cause: error,
        });
      }
    };
  }

  // In production the build is loaded once, on the first page (API-only runs never need it): given a
  // function, React Router derives its routes and static handler again on every request (flattening
  // and ranking every route, 5 % of a page's time). In development the build changes with the sources:
  // its handlers are made again for each new build.
  let productionHandlers: Promise<SiteHandlers> | null = null;
  let developmentHandlers: { build: ServerBuild; handlers: SiteHandlers } | null = null;
  const requestHandlers = async (): Promise<SiteHandlers> => {
    if (options.mode === 'development') {
      const build = await loadBuild();
      if (developmentHandlers?.build !== build)
        developmentHandlers = { build, handlers: siteHandlers(build, 'development') };
      return developmentHandlers.handlers;
    }
    productionHandlers ??= loadBuild().then(
      (build) => siteHandlers(build, options.mode),
      (error: unknown) => {
        productionHandlers = null;
        throw error;
      },
    );
    return productionHandlers;
  };
  const render = async (req: express.Request, res: express.Response) => {
    const loadContext: AppLoadContext = {
      ...(await options.getLoadContext(req, res)),
      cspNonce: typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined,
      verifiedCsrfToken: req.vitrine?.verifiedCsrfToken,
    };
    const request = toFetchRequest(req, res);
    return (await requestHandlers()).handlerFor(request.url)(request, loadContext);
  };
  const cache = options.pageCache;
  app.use(async (req, res, next) => {
    try {
      const key = (await cache?.keyOf(req)) ?? null;
      if (!cache || !key) return await sendResponse(req, res, await render(req, res));
      const shared = cache.get(key) ?? (await cache.pending(key));
      if (shared) return sendPage(req, res, shared, 'HIT', options.formToken);
      const rendered = await cache.render(key, async () => {
        // A page others may get carries no one's token: each answer puts its visitor's in (sendPage).
        req.vitrine.sharedPage = true;
        try {
          const response = await render(req, res);
          return {
            status: response.status,
            headers: [...response.headers.entries()],
            body: wholeBodyOf(response) ?? Buffer.from(await response.arrayBuffer()),
            nonce: String(res.locals.cspNonce ?? ''),
            personal: req.vitrine.personalPage === true,
          };
        } finally {
          req.vitrine.sharedPage = false;
        }
      });
      sendPage(req, res, rendered, 'MISS', options.formToken);
    } catch (error) {
      next(error);
    }
  });
  return { entry: async () => (await loadBuild()).entry.module as unknown as SiteServerEntry };
}

/**
 * Answers a buffered page with this visitor's csrf token in it; its inline scripts carry the nonce it
 * was rendered with.
 */
function sendPage(
  req: express.Request,
  res: express.Response,
  page: RenderedPage,
  cacheState: 'HIT' | 'MISS',
  formToken: (req: express.Request) => string,
) {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string' && page.nonce)
    res.setHeader('content-security-policy', policy.replace(/'nonce-[^']*'/, `'nonce-${page.nonce}'`));
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader('x-page-cache', cacheState);
  const body = withVisitorToken(page.body, () => formToken(req));
  const encoding = encodingFor(req, res, body.length);
  if (!encoding) return res.end(body);
  markEncoded(res, encoding);
  // A page with a token differs per visitor and is compressed for each; one without, once.
  if (body !== page.body) return res.end(compressBody(body, encoding));
  page.encoded ??= {};
  res.end((page.encoded[encoding] ??= compressBody(page.body, encoding)));
}

const SHARED_TOKEN_BYTES = Buffer.from(SHARED_PAGE_TOKEN);

/** `body` with each SHARED_PAGE_TOKEN replaced by the visitor's token; `body` itself when it has none. */
function withVisitorToken(body: Buffer, token: () => string): Buffer {
  let at = body.indexOf(SHARED_TOKEN_BYTES);
  if (at === -1) return body;
  const visitorToken = Buffer.from(token());
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    parts.push(body.subarray(from, at), visitorToken);
    from = at + SHARED_TOKEN_BYTES.length;
    at = body.indexOf(SHARED_TOKEN_BYTES, from);
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

interface SiteHandlers {
  /** React Router's request handler over the routes a request for `url` can match (prefix-route-scopes.ts). */
  handlerFor(url: string): RequestHandler;
}

function siteHandlers(build: ServerBuild, mode: WebAppOptions['mode']): SiteHandlers {
  const scopes = prefixRouteScopes(build);
  const handlers = new Map<ServerBuild['routes'], RequestHandler>();
  return {
    handlerFor(url) {
      // The path as the fetch Request's URL gives it (dot segments resolved), as React Router reads it.
      const pathStart = url.indexOf('/', url.indexOf('//') + 2);
      const queryStart = url.search(/[?#]/);
      const pathname = url.slice(pathStart, queryStart === -1 ? undefined : queryStart);
      const routes = scopes.routesFor(pathname);
      let handler = handlers.get(routes);
      if (!handler) {
        handler = createRequestHandler(routes === build.routes ? build : { ...build, routes }, mode);
        handlers.set(routes, handler);
      }
      return handler;
    },
  };
}

/** dist/web of the project, from this file's place in the sources (site-server/src/core/http) or in a bundle in dist/. */
function findWebBuildDir(): string {
  let dir = import.meta.dirname;
  for (let depth = 0; depth < 6; depth++) {
    if (path.basename(dir) === 'dist' && existsSync(path.join(dir, 'web'))) return path.join(dir, 'web');
    if (existsSync(path.join(dir, 'dist', 'web'))) return path.join(dir, 'dist', 'web');
    if (existsSync(path.join(dir, 'package.json'))) break;
    dir = path.dirname(dir);
  }
  // Not built yet: the first page request says so.
  return path.join(dir, 'dist', 'web');
}

function toFetchRequest(req: express.Request, res: express.Response): Request {
  const host = req.get('host') ?? 'localhost';
  const url = new URL(req.originalUrl, `${req.protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const rawBody = req.vitrine?.rawBody;
    if (rawBody) {
      init.body = new Uint8Array(rawBody);
    } else if (!req.readableEnded) {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = 'half';
    }
  }
  return new Request(url, init);
}

async function sendResponse(req: express.Request, res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  if (response.statusText) res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  const whole = wholeBodyOf(response);
  const encoding = encodingFor(req, res, whole?.length);
  if (whole) {
    // Compressed in one call (a stream costs a round trip to zlib's threads for each chunk).
    if (encoding) markEncoded(res, encoding);
    res.end(encoding ? await compressBodyOffThread(whole, encoding) : whole);
    return;
  }
  try {
    if (!encoding) await writeReadableStreamToWritable(response.body, res);
    else {
      markEncoded(res, encoding);
      const compressing = compressingStream(encoding);
      // Both awaited at once: a visitor leaving early fails both, and neither failure goes unheard.
      await Promise.all([
        pipeline(compressing, res),
        writeReadableStreamToWritable(response.body, compressing),
      ]);
    }
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * Static files are read with GET and HEAD only; any other method is answered 405 here. Passed on, it
 * would reach the site's pages with the static file's headers already set (a Content-Encoding over a
 * page's plain body, two Content-Types: a 500).
 */
export const staticMethodsOnly: express.RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res
    .status(405)
    .set({ allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
    .end('Method Not Allowed');
};

/**
 * Immutable hashed assets, sent as their pre-compressed .br or .gz copy when the browser accepts it
 * (with Content-Encoding and Vary: Accept-Encoding), else as they are. GET and HEAD only.
 */
export function compressedStatic(dir: string): express.RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false },
  });
  return (req, res, next) => staticMethodsOnly(req, res, () => serve(req, res, next));
}

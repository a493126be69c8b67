/**
 * The browser runtime reads what React Router's server writes into a page: the loader data, action data
 * and errors (turbo-stream, decoded by client-runtime/turbo-stream.ts) and the matched routes' URL parameters
 * (client-runtime/page-matches.ts). The pages come from the real server (demo data, the site through Vite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../testing/site-test-server';
import type { TestServer } from '../../testing/test-server';
import { matchChain } from './client-runtime/page-matches';
import { isRouteErrorResponse } from './client-runtime/responses';
import { decodeTurboStream } from './client-runtime/turbo-stream';

let server: TestServer;

beforeAll(async () => {
  server = await startSiteTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** The text React Router's <Scripts> streams into the page (its streamController.enqueue calls). */
async function streamedData(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, literal]) => JSON.parse(literal!) as string,
  );
  expect(chunks.length).toBeGreaterThan(0);
  return { status: response.status, text: chunks.join('') };
}

interface PageData {
  loaderData: Record<string, Record<string, unknown> | undefined>;
  actionData: unknown;
  errors: Record<string, unknown> | null;
}

describe('the page data the server streams', () => {
  it('gives every matched route its loader data, shared values and nulls included', async () => {
    const { text } = await streamedData('/shop');
    const data = decodeTurboStream(text) as PageData;
    expect(Object.keys(data.loaderData)).toEqual(expect.arrayContaining(['root', 'layout', 'shop']));
    const root = data.loaderData.root!;
    expect(root.lang).toBe('en_US');
    expect(root.user).toBeNull();
    expect(root.urlPrefix).toBe('');
    expect((root.languages as Array<{ code: string }>).map((language) => language.code)).toEqual(
      expect.arrayContaining(['en_US', 'fr_FR', 'es_ES']),
    );
    expect(data.loaderData.layout).toMatchObject({ lang: 'en_US' });
    expect(data.actionData).toBeNull();
    expect(data.errors).toBeNull();
  });

  it('gives an unknown page its 404 as a route error response, on the route whose boundary shows it', async () => {
    const { status, text } = await streamedData('/no-such-page-here');
    expect(status).toBe(404);
    const data = decodeTurboStream(text) as PageData;
    const [routeId, error] = Object.entries(data.errors ?? {})[0] ?? [];
    expect(routeId).toBe('layout');
    expect(isRouteErrorResponse(error)).toBe(true);
    expect((error as { status: number }).status).toBe(404);
  });

  it('reads dates, maps, sets and repeated references of the format', () => {
    const text = JSON.stringify([
      { _1: 2, _3: 4, _5: 6, _7: 2, _8: -7, _9: 10 },
      'at',
      ['D', 86_400_000],
      'tags',
      ['S', 7, 1],
      'sizes',
      ['M', 1, 11],
      'again',
      'nothing',
      'list',
      [11, -1, -5],
      42,
    ]);
    const decoded = decodeTurboStream(`${text}\n`) as Record<string, unknown>;
    expect(decoded.at).toEqual(new Date(86_400_000));
    expect(decoded.again).toBe(decoded.at);
    expect(decoded.tags).toEqual(new Set(['again', 'at']));
    expect(decoded.sizes).toEqual(new Map([['at', 42]]));
    expect('nothing' in decoded && decoded.nothing === undefined).toBe(true);
    expect(decoded.list).toEqual([42, undefined, null]);
  });
});

describe('the matched routes', () => {
  it('give each route its part of the URL and the whole URL its parameters', () => {
    expect(matchChain([undefined, undefined, 'shop/product/:slugId'], '/shop/product/desk-12')).toEqual({
      pathnames: ['/', '/', '/shop/product/desk-12'],
      params: { slugId: 'desk-12' },
    });
    expect(
      matchChain([undefined, 'fr', 'blog/:blogSlug/post/:postSlug'], '/fr/blog/a%20b-1/post/c-2'),
    ).toEqual({
      pathnames: ['/', '/fr', '/fr/blog/a%20b-1/post/c-2'],
      params: { blogSlug: 'a b-1', postSlug: 'c-2' },
    });
    expect(
      matchChain(
        [undefined, undefined, 'my/orders/:orderId/update_line/:lineId/:change?'],
        '/my/orders/3/update_line/4',
      ).params,
    ).toEqual({
      orderId: '3',
      lineId: '4',
      change: undefined,
    });
    expect(matchChain([undefined, undefined, 'r/*'], '/r/abc/def')).toEqual({
      pathnames: ['/', '/', '/r/abc/def'],
      params: { '*': 'abc/def' },
    });
  });
});

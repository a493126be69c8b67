/**
 * The shop's price range slider (SPEC §2) spans the products for sale: its ends are kept between
 * listings (the catalog's caches, catalog-cache.ts), and a product published or unpublished moves them
 * at once. The real server with the demo catalogue, the site through its Vite dev server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function sliderOf(pathname: string) {
  const { html } = await new TestClient(server.url).page(pathname);
  const [, min, max] = /type="range" min="(\d+)" max="(\d+)"[^>]*name="min_price"/.exec(html)!;
  return { min: Number(min), max: Number(max), html };
}

/** The id of the first product of the listing by price, dearest first (its address ends with it). */
async function dearestProductId(): Promise<number> {
  const { html } = await new TestClient(server.url).page('/shop?order=price_desc');
  return Number(/href="\/shop\/product\/[^"]*-(\d+)"/.exec(html)![1]);
}

const publishToggle = (id: number) => admin.rpc('/website/publish', { id, object: 'product.template' });

describe("the shop's price range", () => {
  it('follows a product published or unpublished, the next listing after', async () => {
    const before = await sliderOf('/shop');
    // Listed again: the same ends (now from the cache).
    expect(await sliderOf('/shop?search=')).toMatchObject({ min: before.min, max: before.max });
    const dearest = await dearestProductId();

    expect((await publishToggle(dearest)).body.result).toBe(false);
    const unpublished = await sliderOf('/shop');
    expect(unpublished.max).toBeLessThan(before.max);
    expect(unpublished.min).toBe(before.min);

    expect((await publishToggle(dearest)).body.result).toBe(true);
    expect(await sliderOf('/shop')).toMatchObject({ min: before.min, max: before.max });
  });
});

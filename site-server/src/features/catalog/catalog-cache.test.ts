import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { EventBus } from '../../core/events';
import { CatalogCache } from './catalog-cache';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
let csrfToken = '';
/** The caches under test get a bus of their own on the server's database. */
let events: EventBus;

beforeAll(async () => {
  server = await startTestServer();
  events = new EventBus({ error: () => undefined }).attach(server.dataSource);
  visitor = new TestClient(server.url);
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const session = await admin.request('GET', '/api/admin/session');
  csrfToken = ((await session.json()) as { csrfToken: string }).csrfToken;
});
afterAll(() => server?.close());

describe('the template structure cache', () => {
  it('keeps a load, and forgets it on a write outside a transaction', async () => {
    const cache = new CatalogCache<string>(events);
    let loads = 0;
    const load = async () => `load ${++loads}`;
    expect(await cache.get(1, load)).toBe('load 1');
    expect(await cache.get(1, load)).toBe('load 1');
    cache.changed(server.dataSource.manager);
    expect(await cache.get(1, load)).toBe('load 2');
  });

  it('stores nothing while a catalog write is open, and forgets at its commit and its rollback', async () => {
    const cache = new CatalogCache<string>(events);
    let loads = 0;
    const load = async () => `load ${++loads}`;
    await cache.get(1, load);
    for (const outcome of ['commit', 'rollback'] as const) {
      const before = loads;
      const done = server.dataSource.transaction(async (em) => {
        cache.changed(em);
        // Read during the write (on SQLite these reads see its uncommitted rows): not kept.
        expect(await cache.get(1, load)).toBe(`load ${before + 1}`);
        expect(await cache.get(1, load)).toBe(`load ${before + 2}`);
        if (outcome === 'rollback') throw new Error('rolled back');
      });
      if (outcome === 'rollback') await expect(done).rejects.toThrow('rolled back');
      else await done;
      expect(await cache.get(1, load)).toBe(`load ${before + 3}`);
      expect(await cache.get(1, load)).toBe(`load ${before + 3}`);
    }
  });

  it('does not keep a load that a write overlapped', async () => {
    const cache = new CatalogCache<string>(events);
    let loads = 0;
    const first = cache.get(1, async () => {
      cache.changed(server.dataSource.manager);
      return `load ${++loads}`;
    });
    expect(await first).toBe('load 1');
    expect(await cache.get(1, async () => `load ${++loads}`)).toBe('load 2');
  });
});

describe('the shop after back-office changes', () => {
  async function lamp() {
    const templates = await server.dataSource.getRepository(ProductTemplate).find();
    const template = templates.find((candidate) => candidate.name.en_US === 'Desk Lamp LED')!;
    const variant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneByOrFail({ templateId: template.id, active: true });
    return { templateId: template.id, variantId: variant.id };
  }

  async function carousel(templateId: number, productId: number) {
    const { body } = await visitor.rpc('/product_configurator/get_combination_info_website', {
      product_template_id: templateId,
      product_id: productId,
      combination: [],
      add_qty: 1,
      pricelist_id: false,
    });
    return (body.result as { carousel: string }).carousel;
  }

  it('shows an uploaded image in the combination info carousel at once', async () => {
    const { templateId, variantId } = await lamp();
    const before = await carousel(templateId, variantId);
    expect(await carousel(templateId, variantId)).toBe(before);

    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'green.png');
    const uploaded = await admin.request('POST', `/api/admin/products/${templateId}/images`, {
      body: form,
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(uploaded.status).toBe(200);
    const { images } = (await uploaded.json()) as { images: Array<{ id: number }> };
    const newest = Math.max(...images.map((image) => image.id));

    const after = await carousel(templateId, variantId);
    expect(after).not.toBe(before);
    expect(after).toContain(`/web/image/product.image/${newest}/image`);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attribute, Category, ProductTemplate } from '../../../../shared/catalog/admin-contract';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';

let server: TestServer;
let manager: TestClient;
let publisher: TestClient;
let portal: TestClient;
const csrf = new Map<TestClient, string>();

async function signedIn(login: string, password: string) {
  const client = new TestClient(server.url);
  await client.signIn(login, password);
  const session = await client.request('GET', '/api/admin/session');
  if (session.status === 200) csrf.set(client, ((await session.json()) as { csrfToken: string }).csrfToken);
  return client;
}

/** A JSON call of the back-office API with the client's CSRF token. */
function call(client: TestClient, method: string, path: string, json?: unknown) {
  return client.request(method, `/api/admin${path}`, {
    json,
    headers: csrf.has(client) ? { 'x-csrf-token': csrf.get(client)! } : {},
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signedIn(TEST_ADMIN.email, TEST_ADMIN.password);
  // A shop manager (not an admin): the role the products API asks for.
  const created = await call(admin, 'POST', '/users', {
    email: 'shop.manager@example.com',
    name: 'Shop Manager',
    role: 'shop_manager',
    password: 'shop-manager-1',
    companyIds: [1],
  });
  expect(created.status).toBe(200);
  manager = await signedIn('shop.manager@example.com', 'shop-manager-1');
  publisher = await signedIn('publisher@example.com', 'demo-password-1');
  portal = await signedIn('portal@example.com', 'demo-password-1');
});
afterAll(() => server?.close());

async function png(color: string) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

function uploadImage(client: TestClient, templateId: number, file: Blob, token?: string) {
  const form = new FormData();
  form.append('file', file, 'photo.png');
  return client.request('POST', `/api/admin/products/${templateId}/images`, {
    body: form,
    headers: token ? { 'x-csrf-token': token } : {},
  });
}

async function productNamed(name: string): Promise<ProductTemplate> {
  const page = (await (
    await call(manager, 'GET', `/products?search=${encodeURIComponent(name)}`)
  ).json()) as { items: Array<{ id: number; name: string }> };
  const row = page.items.find((item) => item.name === name)!;
  return (await (await call(manager, 'GET', `/products/${row.id}`)).json()) as ProductTemplate;
}

describe('product images', () => {
  it('uploads (multipart with the CSRF token), reorders and deletes, for shop managers only', async () => {
    const lamp = await productNamed('Desk Lamp LED');
    const before = lamp.images.map((image) => image.id);

    // Without the token, by a publisher, by a portal user: refused, nothing stored.
    expect((await uploadImage(manager, lamp.id, await png('#ff0000'))).status).toBe(403);
    expect((await uploadImage(publisher, lamp.id, await png('#ff0000'), csrf.get(publisher))).status).toBe(
      403,
    );
    expect([401, 403]).toContain((await uploadImage(portal, lamp.id, await png('#ff0000'), 'x')).status);
    const refused = await uploadImage(manager, lamp.id, new Blob(['not an image']), csrf.get(manager));
    expect(refused.status).toBe(400);

    const red = await uploadImage(manager, lamp.id, await png('#ff0000'), csrf.get(manager));
    expect(red.status).toBe(200);
    const blue = await uploadImage(manager, lamp.id, await png('#0000ff'), csrf.get(manager));
    const withBoth = (await blue.json()) as ProductTemplate;
    const added = withBoth.images.filter((image) => !before.includes(image.id));
    expect(added).toHaveLength(2);
    expect(added.map((image) => image.variantId)).toEqual([null, null]);
    const served = await fetch(server.url + added[1]!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const pixel = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer();
    expect([...pixel.subarray(0, 3)]).toEqual([0, 0, 255]);

    // Reorder: blue first. Denied to publishers; an image of another product is refused.
    const order = [added[1]!.id, added[0]!.id, ...before];
    expect(
      (await call(publisher, 'PUT', `/products/${lamp.id}/images/order`, { imageIds: order })).status,
    ).toBe(403);
    const desk = await productNamed('Customizable Desk');
    const foreign = await call(manager, 'PUT', `/products/${desk.id}/images/order`, { imageIds: order });
    expect(foreign.status).toBe(400);
    const reordered = await call(manager, 'PUT', `/products/${lamp.id}/images/order`, { imageIds: order });
    expect(reordered.status).toBe(200);
    expect(((await reordered.json()) as ProductTemplate).images.map((image) => image.id)).toEqual(order);
    // The template's image is now the first one: blue.
    const first = await fetch(`${server.url}/web/image/product.template/${lamp.id}/image`);
    expect([
      ...(
        await sharp(Buffer.from(await first.arrayBuffer()))
          .raw()
          .toBuffer()
      ).subarray(0, 3),
    ]).toEqual([0, 0, 255]);

    // Delete: denied to publishers, then gone; a second delete is a 404.
    const path = `/products/${lamp.id}/images/${added[1]!.id}`;
    expect((await call(publisher, 'DELETE', path)).status).toBe(403);
    const deleted = await call(manager, 'DELETE', path);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as ProductTemplate).images.map((image) => image.id)).toEqual([
      added[0]!.id,
      ...before,
    ]);
    expect((await call(manager, 'DELETE', path)).status).toBe(404);
  });
});

describe('categories', () => {
  it('are created, renamed, moved and deleted by shop managers; refused to publishers and portal users', async () => {
    expect((await call(publisher, 'GET', '/categories')).status).toBe(403);
    expect([401, 403]).toContain((await call(portal, 'GET', '/categories')).status);
    expect((await call(publisher, 'POST', '/categories', { name: 'Nope' })).status).toBe(403);

    const created = await call(manager, 'POST', '/categories', { name: 'Garden Tools' });
    expect(created.status).toBe(200);
    const garden = (await created.json()) as Category;
    expect(garden).toMatchObject({
      name: 'Garden Tools',
      slug: 'garden-tools',
      parentId: null,
      productCount: 0,
    });
    const taken = await call(manager, 'POST', '/categories', { name: 'Other', slug: 'garden-tools' });
    expect(taken.status).toBe(400);

    const furniture = ((await (await call(manager, 'GET', '/categories')).json()) as Category[]).find(
      (category) => category.slug === 'furniture',
    )!;
    const moved = await call(manager, 'PUT', `/categories/${garden.id}`, {
      name: 'Outdoor',
      slug: 'outdoor',
      parentId: furniture.id,
      sequence: 5,
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ name: 'Outdoor', completeName: 'Furniture / Outdoor' });
    const loop = await call(manager, 'PUT', `/categories/${furniture.id}`, {
      name: 'Furniture',
      parentId: garden.id,
    });
    expect(loop.status).toBe(400);
    expect((await call(publisher, 'DELETE', `/categories/${garden.id}`)).status).toBe(403);
    expect((await call(manager, 'DELETE', `/categories/${garden.id}`)).status).toBe(204);
    const after = (await (await call(manager, 'GET', '/categories')).json()) as Category[];
    expect(after.map((category) => category.slug)).not.toContain('outdoor');
    expect((await call(manager, 'DELETE', `/categories/${garden.id}`)).status).toBe(404);
  });
});

describe('attributes', () => {
  it('and their values are kept by shop managers; refused to publishers and portal users', async () => {
    expect((await call(publisher, 'GET', '/attributes')).status).toBe(403);
    expect([401, 403]).toContain((await call(portal, 'POST', '/attributes', { name: 'Nope' })).status);

    const created = await call(manager, 'POST', '/attributes', { name: 'Finish', displayType: 'pills' });
    expect(created.status).toBe(200);
    const finish = (await created.json()) as Attribute;
    expect(finish).toMatchObject({
      name: 'Finish',
      displayType: 'pills',
      createVariant: 'always',
      values: [],
    });

    expect((await call(publisher, 'POST', `/attributes/${finish.id}/values`, { name: 'Matte' })).status).toBe(
      403,
    );
    await call(manager, 'POST', `/attributes/${finish.id}/values`, { name: 'Matte', sequence: 2 });
    const withValues = (await (
      await call(manager, 'POST', `/attributes/${finish.id}/values`, { name: 'Gloss', sequence: 1 })
    ).json()) as Attribute;
    expect(withValues.values.map((value) => value.name)).toEqual(['Gloss', 'Matte']);
    const gloss = withValues.values[0]!;
    const badColour = await call(manager, 'PUT', `/attributes/${finish.id}/values/${gloss.id}`, {
      name: 'Gloss',
      htmlColor: 'shiny',
    });
    expect(badColour.status).toBe(400);
    const renamed = await call(manager, 'PUT', `/attributes/${finish.id}/values/${gloss.id}`, {
      name: 'High gloss',
      sequence: 3,
    });
    expect(((await renamed.json()) as Attribute).values.map((value) => value.name)).toEqual([
      'Matte',
      'High gloss',
    ]);
    const changed = await call(manager, 'PUT', `/attributes/${finish.id}`, {
      name: 'Surface',
      displayType: 'select',
      createVariant: 'dynamic',
    });
    expect(await changed.json()).toMatchObject({
      name: 'Surface',
      displayType: 'select',
      createVariant: 'dynamic',
    });
    expect((await call(manager, 'DELETE', `/attributes/${finish.id}/values/${gloss.id}`)).status).toBe(200);
    expect((await call(publisher, 'DELETE', `/attributes/${finish.id}`)).status).toBe(403);
    expect((await call(manager, 'DELETE', `/attributes/${finish.id}`)).status).toBe(204);
    const all = (await (await call(manager, 'GET', '/attributes')).json()) as Attribute[];
    expect(all.map((attribute) => attribute.id)).not.toContain(finish.id);

    // An attribute products use cannot go, nor change its variant mode.
    const legs = all.find((attribute) => attribute.name === 'Legs')!;
    expect(legs.productCount).toBeGreaterThan(0);
    expect((await call(manager, 'DELETE', `/attributes/${legs.id}`)).status).toBe(409);
    const mode = await call(manager, 'PUT', `/attributes/${legs.id}`, {
      name: 'Legs',
      createVariant: legs.createVariant === 'always' ? 'dynamic' : 'always',
    });
    expect(mode.status).toBe(409);
  });
});

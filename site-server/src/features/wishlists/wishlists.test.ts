import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TEST_ADMIN,
  TestClient,
  portalCustomer,
  type TestServer,
} from '../../testing/test-server';
import { tokenHash } from '../../core/security/access-token';
import { User } from '../accounts/user.entity';
import { postForm, stockedProduct } from './wishlist-test-support';
import { Wishlist, WishlistItem } from './wishlist.entity';

let server: TestServer;
let admin: TestClient;
const products: Array<{ templateId: number; productId: number }> = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  for (const name of ['Wish Chair', 'Wish Table', 'Wish Shelf'])
    products.push(await stockedProduct(server, admin, name, { qty: 3 }));
});
afterAll(() => server?.close());

const wish = (client: TestClient, templateId: number, wanted = true, referer?: string) =>
  postForm(
    server,
    client,
    '/shop/wishlist/set',
    { template_id: templateId, wanted: wanted ? '1' : '0' },
    {
      json: !referer,
      referer,
    },
  );

async function itemsOfUser(email: string) {
  const user = await server.dataSource.getRepository(User).findOneByOrFail({ email });
  const list = await server.dataSource.getRepository(Wishlist).findOneBy({ userId: user.id });
  if (!list) return [];
  const items = await server.dataSource.getRepository(WishlistItem).find({ where: { wishlistId: list.id } });
  return items.map((item) => item.templateId).sort((a, b) => a - b);
}

describe('the hearts', () => {
  it('keep a visitor’s list in a cookie: add answers the list, remove takes the product off', async () => {
    const visitor = new TestClient(server.url);
    const [chair, table] = products;
    const first = await wish(visitor, chair!.templateId);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ wishlisted: true, ids: [chair!.templateId] });
    expect(visitor.cookie('vitrine_wishlist')).toMatch(/^[\w-]{24}$/);
    // Twice the same product is once on the list.
    await wish(visitor, table!.templateId);
    const again = await wish(visitor, table!.templateId);
    expect(await again.json()).toEqual({ wishlisted: true, ids: [table!.templateId, chair!.templateId] });
    const removed = await wish(visitor, chair!.templateId, false);
    expect(await removed.json()).toEqual({ wishlisted: false, ids: [table!.templateId] });
  });

  it('work without JavaScript: the form post goes back to the page it came from', async () => {
    const visitor = new TestClient(server.url);
    const answer = await wish(visitor, products[0]!.templateId, true, '/fr/shop?search=wish');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/fr/shop?search=wish');
  });

  it('join the account’s list at sign-in, each product once', async () => {
    const { client: customer, email } = await portalCustomer(server, admin);
    const [chair, table, shelf] = products;
    await wish(customer, table!.templateId);
    await customer.request('POST', '/web/session/logout', {});
    // Signed out, the same browser wishes for the table again and the shelf.
    const browser = new TestClient(server.url);
    await wish(browser, table!.templateId);
    await wish(browser, shelf!.templateId);
    const visitorsToken = browser.cookie('vitrine_wishlist')!;
    await browser.signIn(email, 'long-password-42');
    const joined = await wish(browser, chair!.templateId);
    expect(((await joined.json()) as { ids: number[] }).ids.sort()).toEqual(
      [chair!.templateId, table!.templateId, shelf!.templateId].sort(),
    );
    expect(await itemsOfUser(email)).toEqual(
      [chair!.templateId, table!.templateId, shelf!.templateId].sort((a, b) => a - b),
    );
    // The visitor's list is gone, and so is its cookie.
    expect(browser.cookie('vitrine_wishlist')).toBeUndefined();
    expect(
      await server.dataSource.getRepository(Wishlist).existsBy({ tokenHash: tokenHash(visitorsToken) }),
    ).toBe(false);
  });

  it('refuse an unknown product, a post without the form’s token, and write nothing', async () => {
    const visitor = new TestClient(server.url);
    const before = await server.dataSource.getRepository(Wishlist).count();
    const unknown = await wish(visitor, 999_999);
    expect(unknown.status).toBe(404);
    const forged = await postForm(
      server,
      visitor,
      '/shop/wishlist/set',
      { template_id: products[0]!.templateId },
      {
        json: true,
        csrf: 'forged',
      },
    );
    expect(forged.status).toBe(403);
    const malformed = await postForm(
      server,
      visitor,
      '/shop/wishlist/set',
      { template_id: 'x' },
      { json: true },
    );
    expect(malformed.status).toBe(400);
    expect(await server.dataSource.getRepository(Wishlist).count()).toBe(before);
    expect(visitor.cookie('vitrine_wishlist')).toBeUndefined();
  });
});

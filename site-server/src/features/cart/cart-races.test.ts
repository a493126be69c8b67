import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../core/security/access-token';
import { startPeers } from '../../testing/peers';
import { portalCustomer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { User } from '../accounts/user.entity';
import { ProductTemplate } from '../catalog/product-template.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { CART_COOKIE } from './cart-cookie';
import { Cart, CartLine } from './cart.entity';

// Several processes on one database: PostgreSQL only (SQLite has one process, and one writer that
// hides these races). `npm run test:pg -- site-server/src/features/cart/cart-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('changes of one cart at once, across three servers', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  let server: TestServer;
  const variants = { cornerDesk: 0, standingDesk: 0 };

  const variantOf = async (sortName: string) => {
    const template = await server.dataSource.getRepository(ProductTemplate).findOneByOrFail({ sortName });
    const variant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneOrFail({ where: { templateId: template.id, active: true }, order: { id: 'ASC' } });
    return variant.id;
  };

  beforeAll(async () => {
    peers = await startPeers(3);
    server = peers.first;
    variants.cornerDesk = await variantOf('corner desk'); // consumable: no stock limit
    variants.standingDesk = await variantOf('standing desk'); // stockable, sold while in stock
  });
  afterAll(() => peers?.close());

  /** The same visitor (their cookies) on each server. */
  const onEveryServer = (visitor: TestClient) =>
    peers.servers.map((peer) => {
      const client = new TestClient(peer.url);
      for (const pair of visitor.cookieHeader.split('; ').filter(Boolean)) {
        const [name, ...value] = pair.split('=');
        client.setCookie(name!, value.join('='));
      }
      return client;
    });
  /** `count` adds of one unit at once, spread over the servers in turn. */
  const addsAtOnce = (visitor: TestClient, productId: number, count: number) => {
    const clients = onEveryServer(visitor);
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const { body } = await clients[i % clients.length]!.rpc('/shop/cart/update_json', {
          product_id: productId,
          add_qty: 1,
          display: false,
        });
        expect(body.error).toBeUndefined();
        return body.result as { quantity: number; warning: string };
      }),
    );
  };
  /** The first unit, which makes the visitor's cart (and gives its cookie). */
  const firstUnit = async (visitor: TestClient, productId: number) => {
    const { body } = await visitor.rpc('/shop/cart/update_json', { product_id: productId, display: false });
    expect(body.result).toMatchObject({ quantity: 1 });
  };
  const quantitiesOf = async (where: { tokenHash: string } | { userId: number }) => {
    const carts = await server.dataSource.getRepository(Cart).findBy({ ...where, state: 'draft' });
    const lines = await Promise.all(
      carts.map((cart) =>
        server.dataSource.getRepository(CartLine).find({ where: { cartId: cart.id }, order: { id: 'ASC' } }),
      ),
    );
    return lines.map((ofCart) => ofCart.map((line) => line.quantity));
  };
  const cartOf = (visitor: TestClient) => ({
    tokenHash: tokenHash(decodeURIComponent(visitor.cookie(CART_COOKIE)!)),
  });

  it('twenty adds at once give a quantity of 21 after the first unit', async () => {
    const visitor = new TestClient(server.url);
    await firstUnit(visitor, variants.cornerDesk);
    const answers = await addsAtOnce(visitor, variants.cornerDesk, 20);
    expect(await quantitiesOf(cartOf(visitor))).toEqual([[21]]);
    // Each answer tells the quantity its own add made: 2 to 21, once each.
    expect(answers.map((answer) => answer.quantity).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
  });

  it('keeps the stock limit when the adds race for the last units', async () => {
    const variants$ = server.dataSource.getRepository(ProductVariant);
    const { virtualAvailable } = await variants$.findOneByOrFail({ id: variants.standingDesk });
    await variants$.update({ id: variants.standingDesk }, { virtualAvailable: 12 });
    try {
      const visitor = new TestClient(server.url);
      await firstUnit(visitor, variants.standingDesk);
      const answers = await addsAtOnce(visitor, variants.standingDesk, 20);
      expect(await quantitiesOf(cartOf(visitor))).toEqual([[12]]);
      // Eleven adds got a unit each; the nine after them were told that the stock ran out.
      expect(answers.filter((answer) => answer.warning === '')).toHaveLength(11);
    } finally {
      await variants$.update({ id: variants.standingDesk }, { virtualAvailable });
    }
  });

  it("a signed-in customer's first adds at once make one cart", async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { client, email } = await portalCustomer(server, admin);
    await addsAtOnce(client, variants.cornerDesk, 10);
    const user = await server.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(await quantitiesOf({ userId: user.id })).toEqual([[10]]);
  });

  it("merges a visitor's cart into their account's once, whatever the requests at once", async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { client: customer, email } = await portalCustomer(server, admin);
    await firstUnit(customer, variants.cornerDesk);
    // The same person, before signing in on another browser: two units in an anonymous cart.
    const browser = new TestClient(server.url);
    await firstUnit(browser, variants.cornerDesk);
    await addsAtOnce(browser, variants.cornerDesk, 1);
    await browser.signIn(email, 'long-password-42');
    // Five adds at once: the first merges the anonymous cart (2 units), the others find it merged.
    await addsAtOnce(browser, variants.cornerDesk, 5);
    const user = await server.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(await quantitiesOf({ userId: user.id })).toEqual([[1 + 2 + 5]]);
  });
});

/**
 * The wishlists' pages as a browser without JavaScript gets them (the real server, the site through its
 * Vite dev server): the hearts on the shop and the product page, /shop/wishlist with prices,
 * availability, "Add to cart" and the share link, the shared list, a forged link, and "E-mail me when it
 * is back" under a product that cannot be bought.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';
import { postForm, stockedProduct } from '../wishlist-test-support';

let server: TestServer;
let admin: TestClient;
let lamp: { templateId: number; productId: number };
let rug: { templateId: number; productId: number };

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  lamp = await stockedProduct(server, admin, 'Page Wish Lamp', { qty: 3, price: 1250 });
  rug = await stockedProduct(server, admin, 'Page Wish Rug', { price: 9900 });
}, 60_000);
afterAll(() => server?.close());

const heartOf = (html: string, templateId: number) =>
  new RegExp(`<button[^>]*aria-pressed="(true|false)"[^>]*data-wishlist-heart="${templateId}"`).exec(
    html,
  )?.[1];
const productUrl = (product: { templateId: number }, name: string) =>
  `/shop/product/${name.toLowerCase().replaceAll(' ', '-')}-${product.templateId}`;

describe('the wishlist pages', () => {
  it('show the hearts pressed, the count, and the list with its prices, availability and share link', async () => {
    const visitor = new TestClient(server.url);
    const before = await visitor.page('/shop?search=page+wish');
    expect(heartOf(before.html, lamp.templateId)).toBe('false');
    for (const product of [lamp, rug])
      await postForm(server, visitor, '/shop/wishlist/set', { template_id: product.templateId, wanted: 1 });

    const shop = await visitor.page('/shop?search=page+wish');
    expect(heartOf(shop.html, lamp.templateId)).toBe('true');
    expect(heartOf(shop.html, rug.templateId)).toBe('true');
    expect(shop.html).toMatch(
      /class="site-header__wishlist-link"[\s\S]{0,200}>Wishlist<\/span>(<!-- -->)? <span class="badge">2<\/span>/,
    );
    const product = await visitor.page(productUrl(lamp, 'Page Wish Lamp'));
    expect(heartOf(product.html, lamp.templateId)).toBe('true');
    expect(decodeHtml(product.html)).toContain('aria-label="Wishlist: Page Wish Lamp"');

    const page = await visitor.page('/fr/shop/wishlist');
    expect(page.status).toBe(200);
    const html = decodeHtml(page.html);
    expect(html).toContain('Mes favoris');
    const item = (templateId: number) =>
      new RegExp(`data-wishlist-item="${templateId}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? '';
    // The latest wish first; the visitor's price list (the demo's: US dollars), in French.
    expect(html.indexOf(`data-wishlist-item="${rug.templateId}"`)).toBeLessThan(
      html.indexOf(`data-wishlist-item="${lamp.templateId}"`),
    );
    expect(item(lamp.templateId)).toMatch(/12,50\s\$US[\s\S]*En stock[\s\S]*Ajouter au panier[\s\S]*Retirer/);
    expect(item(lamp.templateId)).toContain(`name="product_id" value="${lamp.productId}"`);
    expect(item(rug.templateId)).toMatch(/99,00\s\$US[\s\S]*En rupture de stock/);
    expect(item(rug.templateId)).not.toContain('Ajouter au panier');
    const shareUrl = /value="(http[^"]+\/shop\/wishlist\/shared\/[^"]+)"/.exec(html)?.[1];
    expect(shareUrl).toBeTruthy();

    // Anyone with the link sees the list, without the controls that change it.
    const shared = await new TestClient(server.url).page(new URL(shareUrl!).pathname);
    expect(shared.status).toBe(200);
    expect(shared.html).toContain('Page Wish Lamp');
    expect(shared.html).toContain('Page Wish Rug');
    expect(shared.html).not.toContain('name="wanted" value="0"');

    // A forged or altered link shows nothing of anyone's list.
    const token = new URL(shareUrl!).pathname.split('/').pop()!;
    const [id, signature] = token.split('.');
    for (const forged of [`${Number(id) + 1}.${signature}`, `${id}.${'A'.repeat(43)}`, 'nothing']) {
      const answer = await new TestClient(server.url).page(`/shop/wishlist/shared/${forged}`);
      expect(answer.status).toBe(404);
      expect(decodeHtml(answer.html)).toContain(
        'This wishlist link is not valid. Ask its owner to send it again.',
      );
      expect(answer.html).not.toContain('Page Wish Lamp');
    }
  });

  it('ask for an address under a product that cannot be bought, and word the outcome of the post', async () => {
    const visitor = new TestClient(server.url);
    const outOfStock = await visitor.page(productUrl(rug, 'Page Wish Rug'));
    expect(outOfStock.html).toContain(`data-stock-alert="${rug.productId}"`);
    expect(outOfStock.html).toContain('E-mail me when it is back');
    const inStock = await visitor.page(productUrl(lamp, 'Page Wish Lamp'));
    expect(inStock.html).not.toContain('data-stock-alert');

    const done = await visitor.page(`/es${productUrl(rug, 'Page Wish Rug')}?stock_alert=done`);
    expect(decodeHtml(done.html)).toContain(
      'Hecho: le escribiremos una vez cuando este producto vuelva a estar en stock.',
    );
  });
});

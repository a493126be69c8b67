/**
 * The reviews on the product page and the shop's cards, as a browser without JavaScript gets them
 * (the real server, the site through its Vite dev server): the summary and distribution, published
 * reviews only, the Verified buyer badge and the shop's answer, HTML shown as text, sorting, the star
 * filter and pages by plain links, the form's outcome; the product's JSON-LD, parsed and checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  portalCustomer,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { ProductReview } from '../entities';
import { orderOf, postReview, stockedProduct } from '../review-test-support';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

const setModeration = (moderation: 'publish' | 'hold') =>
  admin.request('PUT', '/api/admin/reviews/settings', {
    json: { moderation, requestEnabled: true, requestDelayDays: 7 },
  });
const productUrl = (product: { templateId: number }, name: string) =>
  `/shop/product/${name.toLowerCase().replaceAll(' ', '-')}-${product.templateId}`;

function jsonLdOf(html: string): Record<string, unknown> {
  const text = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  expect(text).toBeTruthy();
  return JSON.parse(text!) as Record<string, unknown>;
}

const titlesIn = (html: string) =>
  [...html.matchAll(/<h3 class="product-review__title">(.*?)<\/h3>/g)].map((match) => decodeHtml(match[1]!));

describe('the product page’s reviews', () => {
  it('shows published reviews only, with the average, distribution, badge, answer and JSON-LD', async () => {
    const product = await stockedProduct(server, admin, 'Page Review Lamp', { qty: 5 });
    const url = productUrl(product, 'Page Review Lamp');
    const empty = await new TestClient(server.url).page(url);
    expect(empty.html).toContain('No reviews yet.');
    expect(jsonLdOf(empty.html)).not.toHaveProperty('aggregateRating');

    await setModeration('publish');
    const buyer = await portalCustomer(server, admin, { name: 'Bea Buyer' });
    await orderOf(server, buyer, product, 'done');
    await postReview(server, buyer.client, {
      template_id: product.templateId,
      stars: 5,
      title: 'Lovely <b>light</b>',
      body: '<script>alert("x")</script> Warm and bright.',
    });
    const other = await portalCustomer(server, admin, { name: 'Carl Client' });
    await postReview(server, other.client, {
      template_id: product.templateId,
      stars: 2,
      title: 'Too dim',
      body: 'Meh.',
    });
    await setModeration('hold');
    const waiting = await portalCustomer(server, admin, { name: 'Dora Waiting' });
    await postReview(server, waiting.client, {
      template_id: product.templateId,
      stars: 1,
      title: 'Not yet shown',
      body: 'Held.',
    });
    const [first] = await server.dataSource
      .getRepository(ProductReview)
      .findBy({ templateId: product.templateId, rating: { halfStars: 10 } });
    await admin.request('PUT', `/api/admin/reviews/${first!.id}/answer`, {
      json: { answer: 'Thank you, Bea!' },
    });

    const page = await new TestClient(server.url).page(url);
    expect(page.status).toBe(200);
    const html = page.html;
    expect(html).toContain('data-review-count="2"');
    // The title's tags stay text: escaped in the page.
    expect(titlesIn(html)).toEqual(['Too dim', 'Lovely &lt;b&gt;light&lt;/b&gt;']);
    expect(html).not.toContain('Not yet shown');
    // HTML and scripts show as text, never as markup.
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Warm and bright.');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>light</b>');
    const bea = /data-review-id="\d+"[\s\S]*?<\/li>/g;
    const items = html.match(bea) ?? [];
    const beaItem = items.find((item) => item.includes('Bea Buyer'))!;
    expect(beaItem).toContain('Verified buyer');
    expect(beaItem).toContain('Answer from the shop');
    expect(beaItem).toContain('Thank you, Bea!');
    expect(items.find((item) => item.includes('Carl Client'))).not.toContain('Verified buyer');
    expect(html).toMatch(/data-rating-row="5"[\s\S]*?>50(<!-- -->)?%/);
    expect(html).toMatch(/data-rating-row="2"[\s\S]*?>50(<!-- -->)?%/);

    const ld = jsonLdOf(html);
    expect(ld['@type']).toBe('Product');
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = ld.review as Array<Record<string, unknown>>;
    expect(reviews).toHaveLength(2);
    for (const review of reviews) {
      expect(review['@type']).toBe('Review');
      expect(review.author).toMatchObject({ '@type': 'Person' });
      expect(review.reviewRating).toMatchObject({ '@type': 'Rating', bestRating: 5, worstRating: 1 });
      expect(typeof review.reviewBody).toBe('string');
      expect(String(review.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(reviews.map((review) => review.name)).not.toContain('Not yet shown');
  });

  it('sorts, filters by stars and pages by plain links, and shows stars and counts on the cards', async () => {
    await setModeration('publish');
    const product = await stockedProduct(server, admin, 'Page Review Sorted Rug', { qty: 5 });
    const url = productUrl(product, 'Page Review Sorted Rug');
    for (const [index, stars] of [3, 5, 1, 4, 2, 5, 4, 3, 5, 1, 2, 4].entries()) {
      const customer = await portalCustomer(server, admin);
      await postReview(server, customer.client, {
        template_id: product.templateId,
        stars,
        title: `Review ${index} (${stars})`,
        body: 'Fine.',
      });
    }
    const visitor = new TestClient(server.url);
    const newest = await visitor.page(url);
    expect(titlesIn(newest.html)).toHaveLength(10);
    expect(titlesIn(newest.html)[0]).toBe('Review 11 (4)');
    expect(decodeHtml(newest.html)).toContain(`href="${url}?review_page=2#reviews"`);
    const second = await visitor.page(`${url}?review_page=2`);
    expect(titlesIn(second.html)).toEqual(['Review 1 (5)', 'Review 0 (3)']);

    const highest = titlesIn((await visitor.page(`${url}?review_sort=highest`)).html);
    expect(highest.slice(0, 3)).toEqual(['Review 8 (5)', 'Review 5 (5)', 'Review 1 (5)']);
    const lowest = titlesIn((await visitor.page(`${url}?review_sort=lowest`)).html);
    expect(lowest.slice(0, 2)).toEqual(['Review 9 (1)', 'Review 2 (1)']);
    const fours = titlesIn((await visitor.page(`${url}?review_stars=4`)).html);
    expect(fours).toEqual(['Review 11 (4)', 'Review 6 (4)', 'Review 3 (4)']);
    expect(decodeHtml(newest.html)).toContain(`href="${url}?review_stars=4#reviews"`);

    const shop = await visitor.page('/shop?search=page+review+sorted');
    expect(shop.html).toMatch(
      new RegExp(`data-product-template-id="${product.templateId}"[\\s\\S]*?data-review-stars="12"`),
    );
  });

  it('sorts the shop by rating (order=rating): best average first, products without reviews last', async () => {
    await setModeration('publish');
    const liked = await stockedProduct(server, admin, 'Rated Zircon Liked', { qty: 5 });
    const disliked = await stockedProduct(server, admin, 'Rated Zircon Disliked', { qty: 5 });
    const unrated = await stockedProduct(server, admin, 'Rated Zircon Unrated', { qty: 5 });
    for (const [product, stars] of [
      [disliked, 2],
      [liked, 5],
      [liked, 4],
    ] as const) {
      const customer = await portalCustomer(server, admin);
      await postReview(server, customer.client, {
        template_id: product.templateId,
        stars,
        title: 'Rated',
        body: 'Rated.',
      });
    }
    const order = (html: string) =>
      [...html.matchAll(/class="shop-card" data-product-template-id="(\d+)"/g)].map((match) =>
        Number(match[1]),
      );
    const visitor = new TestClient(server.url);
    const byRating = await visitor.page('/shop?search=rated+zircon&order=rating');
    expect(order(byRating.html)).toEqual([liked.templateId, disliked.templateId, unrated.templateId]);
    expect(decodeHtml(byRating.html)).toContain('Customer rating');
  });

  it('says what became of a post without JavaScript, back on the product page', async () => {
    await setModeration('hold');
    const product = await stockedProduct(server, admin, 'Page Review Jar', { qty: 5 });
    const url = productUrl(product, 'Page Review Jar');
    const customer = await portalCustomer(server, admin);
    const form = await customer.client.page(url);
    expect(form.html).toContain('data-review-form');
    const posted = await postReview(
      server,
      customer.client,
      { template_id: product.templateId, stars: 4, title: 'Nice jar', body: 'Holds a lot.' },
      url,
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${url}?review=held#reviews`);
    const back = await customer.client.page(`${url}?review=held`);
    expect(decodeHtml(back.html)).toContain(
      'Thank you: your review will show once the shop has approved it.',
    );
    expect(decodeHtml(back.html)).toContain('Your review waits for the shop’s approval.');
    expect(back.html).toContain('value="Nice jar"');
  });
});

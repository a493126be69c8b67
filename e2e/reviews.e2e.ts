// Reviews from verified buyers in a real browser (issue 29, items 6–9): staff mark a buyer's order done,
// the buyer gets the review-request mail at a real SMTP server on loopback, rates 4 stars from its link,
// writes the review, which waits for approval; staff approve and answer it in the back office; the
// product page shows it with the Verified buyer badge, the average and the JSON-LD. A server of its own:
// a day of the request's delay lasts a second there, and the scan runs every second. The test makes its
// own product and buyer.
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../scripts/lib/production-server.mjs';
import { signedIn, signInToBackOffice, rpc } from './fixtures';
import { ownServer } from './own-server';

const own = ownServer({ mail: true, env: { REVIEW_REQUEST_DAY_MS: '1000', REVIEW_REQUEST_SCAN_MS: '1000' } });

test('a buyer rates from the request mail, writes the review; staff approve and answer; the page shows it', async ({
  page,
  browser,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const url = own.server.url;
  const admin = await signedIn(url, DEMO_ADMIN);
  try {
    expect(
      (
        await admin.put('/api/admin/reviews/settings', {
          data: { moderation: 'hold', requestEnabled: true, requestDelayDays: 1 },
        })
      ).status(),
    ).toBe(200);
    const name = `Review lamp ${tag}`;
    const created = await admin.post('/api/admin/products', {
      data: { name, type: 'consu', listPrice: 3900, price: 3900 },
    });
    expect(created.status()).toBe(200);
    const product = (await created.json()) as { id: number; slug: string; variants: Array<{ id: number }> };
    expect(
      (await rpc(admin, '/website/publish', { id: product.id, object: 'product.template' })).result,
    ).toBe(true);
    const productUrl = `/shop/product/${product.slug}-${product.id}`;

    // The buyer's order, confirmed by staff.
    const buyer = `buyer-${tag}@example.com`;
    const quotation = await admin.post('/api/admin/orders/quotations', {
      data: {
        customerEmail: buyer,
        customerName: `Buyer ${tag}`,
        lines: [{ productId: product.variants[0]!.id, quantity: 1 }],
      },
    });
    expect(quotation.status()).toBe(200);
    const order = (await quotation.json()) as { id: number; name: string };
    expect((await admin.post(`/api/admin/orders/${order.id}/confirm`, { data: {} })).status()).toBe(200);
    // Delivered: staff mark it done on its page; the request's delay counts from then.
    const staff = await browser.newContext({ storageState: await admin.storageState() });
    try {
      const staffPage = await staff.newPage();
      await staffPage.goto(`${url}/admin/orders/${order.id}`);
      await staffPage.getByRole('button', { name: 'Mark as done' }).click();
      await expect(staffPage.getByText(`${order.name} is done.`)).toBeVisible();
      await expect(staffPage.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
    } finally {
      await staff.close();
    }

    // A "day" later, the request mail arrives, once.
    const mailsTo = () =>
      own.smtp.received.filter(
        (mail) =>
          JSON.stringify(mail.to ?? '').includes(buyer) &&
          String(mail.subject).startsWith('How do you like your order'),
      );
    await expect.poll(() => mailsTo().length, { timeout: 30_000 }).toBe(1);
    const text = String(mailsTo()[0]!.text);
    expect(text).toContain(name);
    const link = new RegExp(`https?://\\S+(/shop/reviews/rate/[^/\\s]+/4\\?product=${product.id})`).exec(
      text,
    )?.[1];
    expect(link).toBeTruthy();

    // One click gives 4 stars and opens the form with them.
    await page.goto(`${url}${link}`);
    await expect(page).toHaveURL(new RegExp(`${productUrl}\\?review_token=.+&rated=4#reviews$`));
    const form = page.locator('[data-review-form]');
    await expect(form.locator('input[name="stars"][value="4"]')).toBeChecked();
    await form.getByLabel('Title').fill(`Bright ${tag}`);
    await form.getByLabel('Your review').fill('Warm light, well made.');
    await form.getByRole('button', { name: 'Post the review' }).click();
    await expect(page.locator('[data-review-outcome]')).toHaveText(
      'Thank you: your review will show once the shop has approved it.',
    );
    await expect(page.locator('.product-review')).toHaveCount(0);

    // Staff approve it and answer.
    await signInToBackOffice(page, url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await page.goto(`${url}/admin/reviews`);
    const row = page.getByRole('row').filter({ hasText: `Bright ${tag}` });
    await expect(row).toContainText('Verified buyer');
    await row.getByRole('button', { name: 'Answer' }).click();
    await row.getByLabel('The shop’s answer (shown under the review)').fill(`Thank you, buyer ${tag}!`);
    await row.getByRole('button', { name: 'Save the answer' }).click();
    await expect(page.getByText('The answer is saved.')).toBeVisible();
    await expect(row).toContainText(`Thank you, buyer ${tag}!`);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('The review is published.')).toBeVisible();

    // The product page shows it, with the badge, the answer, the average and the JSON-LD.
    await page.goto(`${url}${productUrl}`);
    const review = page.locator('.product-review').filter({ hasText: `Bright ${tag}` });
    await expect(review).toContainText('Verified buyer');
    await expect(review).toContainText(`Thank you, buyer ${tag}!`);
    await expect(page.locator('.rating-summary__value')).toHaveText('4');
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    ) as {
      aggregateRating: { ratingValue: number; reviewCount: number };
      review: Array<{ name: string; reviewRating: { ratingValue: number } }>;
    };
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(ld.review[0]).toMatchObject({ name: `Bright ${tag}`, reviewRating: { ratingValue: 4 } });
  } finally {
    await admin.dispose();
  }
});

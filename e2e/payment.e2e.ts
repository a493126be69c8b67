// The payment step in a real browser, beyond the journeys of checkout.e2e.ts: paying without JavaScript
// (the server checks the terms), and SPEC §8's payment messages where the spec says they show.
import { expect, test } from './fixtures';
import { orderLamp } from './shop-steps';

const buyer = (name: string, email: string) => ({
  country: 'United States',
  name,
  email,
  street: '1 Market Street',
  city: 'San Francisco',
  state: 'California',
  zip: '94105',
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper pays with the demo card; the terms left unticked are asked for first', async ({ page }) => {
    const { orderName, total } = await orderLamp(page, buyer('Nora Noscript', 'nora@example.org'));
    const pay = page.getByRole('button', { name: /^Pay now/ });
    await expect(pay).toBeEnabled();

    // The box left unticked: the server refuses, says why by the box, and nothing is paid.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page).toHaveURL(/\/shop\/payment$/);
    await expect(page.getByRole('alert')).toHaveText('Please accept the terms and conditions to pay.');
    await expect(page.getByLabel('I agree to the terms and conditions')).toHaveAttribute(
      'aria-describedby',
      'accept_terms-error',
    );

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('I agree to the terms and conditions').check();
    await pay.click();
    await expect(page).toHaveURL(/\/shop\/confirmation$/);
    await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderName);
    await expect(page.locator('[data-order-total]')).toHaveText(total);
  });
});

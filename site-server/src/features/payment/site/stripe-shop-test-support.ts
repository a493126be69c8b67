import { expect } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../testing/fake-stripe';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { countryId } from '../../checkout/site/checkout-test-support';

/** A site paying through Stripe's local fake, with its standing desk to sell and an administrator. */
export interface StripeShop {
  fake: FakeStripe;
  server: TestServer;
  admin: TestClient;
  deskId: number;
  france: number;
}

/** Starts the fake Stripe and a site whose Stripe provider points at it; the app's job worker is off. */
export async function startStripeShop(): Promise<StripeShop> {
  const fake = await startFakeStripe();
  const server = await startSiteTestServer({
    env: { STRIPE_API_BASE: fake.url, STRIPE_JS_URL: fake.jsUrl, JOBS_POLL_MS: '0' },
  });
  const admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const stripe = await admin.request('PUT', '/api/admin/payment-providers/stripe', {
    json: {
      enabled: true,
      sequence: 5,
      publishableKey: fake.publishableKey,
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
    },
  });
  expect(stripe.status).toBe(200);
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .findOneByOrFail({ sortName: 'standing desk' });
  const deskId = (
    await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ templateId: template.id })
  ).id;
  return { fake, server, admin, deskId, france: await countryId(server, 'FR') };
}

/** Before each test: 20 desks in stock, and no webhooks unless the test wants them. */
export async function resetStripeShop({ server, fake, deskId }: StripeShop): Promise<void> {
  await server.dataSource
    .getRepository(ProductVariant)
    .update({ id: deskId }, { virtualAvailable: 20, qtyAvailable: 20 });
  fake.webhookUrl = null;
}

/** The desks left to sell. */
export const deskStockOf = async ({ server, deskId }: StripeShop) =>
  (await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: deskId })).virtualAvailable;

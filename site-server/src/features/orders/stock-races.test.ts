import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRows, sessionsWaitingForLocks } from '../../testing/row-holder';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { ProductTemplate } from '../catalog/product-template.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { soldOut } from './order.service';

// Two servers taking stock from one database at once: PostgreSQL only (SQLite has one process and
// one writer). `npm run test:pg -- site-server/src/features/orders/stock-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('stock taken by two servers at once', () => {
  let first: TestServer;
  let second: TestServer;
  /** What the servers log at warn and above: a transaction run again after a deadlock says so. */
  const logged: string[] = [];
  const logger = () => pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
  const staff: TestClient[] = [];
  const products = { desk: { id: 0, name: 'Standing Desk' }, lamp: { id: 0, name: 'Desk Lamp LED' } };

  beforeAll(async () => {
    first = await startTestServer({ appOptions: { logger: logger() } });
    second = await startTestServer({ peerOf: first, appOptions: { logger: logger() } });
    for (const server of [first, second]) {
      const client = new TestClient(server.url);
      await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      staff.push(client);
    }
    for (const product of Object.values(products)) {
      const template = await first.dataSource
        .getRepository(ProductTemplate)
        .findOneByOrFail({ sortName: product.name.toLowerCase() });
      const variant = await first.dataSource
        .getRepository(ProductVariant)
        .findOneByOrFail({ templateId: template.id, active: true });
      product.id = variant.id;
    }
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const setStock = (productId: number, units: number) =>
    first.dataSource
      .getRepository(ProductVariant)
      .update({ id: productId }, { virtualAvailable: units, qtyAvailable: units });
  const stockOf = async (productId: number) =>
    (await first.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: productId }))
      .virtualAvailable;
  const quotation = async (lines: Array<{ productId: number; quantity: number }>) => {
    const made = await staff[0]!.request('POST', '/api/admin/orders/quotations', {
      json: { customerEmail: 'racing@example.com', customerName: 'Racing Customer', lines },
    });
    expect(made.status).toBe(200);
    return ((await made.json()) as { id: number }).id;
  };
  /** Staff confirm the order by hand on `server`'s side, which takes its stock. */
  const confirm = async (by: TestClient, orderId: number) => {
    const answer = await by.request('POST', `/api/admin/orders/${orderId}/confirm`, { json: {} });
    return { status: answer.status, text: await answer.text() };
  };

  it('two orders racing for the last unit: one gets it, the other is told it is sold out', async () => {
    await setStock(products.desk.id, 1);
    const orders = [
      await quotation([{ productId: products.desk.id, quantity: 1 }]),
      await quotation([{ productId: products.desk.id, quantity: 1 }]),
    ];
    const answers = await Promise.all(orders.map((orderId, i) => confirm(staff[i]!, orderId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.text).toContain(
      JSON.stringify(soldOut(products.desk.name)).slice(1, -1),
    );
    expect(await stockOf(products.desk.id)).toBe(0);
  });

  it('orders of the same products in opposite line orders take their stock without a deadlock', async () => {
    await setStock(products.desk.id, 5);
    await setStock(products.lamp.id, 5);
    const deskThenLamp = await quotation([
      { productId: products.desk.id, quantity: 1 },
      { productId: products.lamp.id, quantity: 1 },
    ]);
    const lampThenDesk = await quotation([
      { productId: products.lamp.id, quantity: 1 },
      { productId: products.desk.id, quantity: 1 },
    ]);
    // Each product's row held apart, so both confirmations line up behind them before going on.
    const url = first.config.databaseUrl!;
    const variantRow = 'SELECT 1 FROM "product_product" WHERE "id" = $1 FOR UPDATE';
    const holdDesk = await holdRows(url, variantRow, [products.desk.id]);
    const holdLamp = await holdRows(url, variantRow, [products.lamp.id]);
    logged.length = 0;
    const answers = Promise.all([confirm(staff[0]!, deskThenLamp), confirm(staff[1]!, lampThenDesk)]);
    await expect.poll(() => sessionsWaitingForLocks(url), { timeout: 10_000, interval: 20 }).toBe(2);
    // Taken line by line, each would now hold one product and wait for the other's: a deadlock.
    await holdDesk.release();
    await holdLamp.release();
    expect((await answers).map((answer) => answer.status)).toEqual([200, 200]);
    expect(await stockOf(products.desk.id)).toBe(3);
    expect(await stockOf(products.lamp.id)).toBe(3);
    // Neither transaction lost a race and had to run again.
    expect(logged.filter((line) => line.includes('running it again'))).toEqual([]);
  });
});

/**
 * The portal chatter on orders (issue 14, item 4): the order's customer (signed in, or by the link's
 * token) and sales staff talk on the order page; staff read and answer from the back office, and the
 * customer is mailed the answer with the order's link. Nobody else reads or writes there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatterErrors } from '../../../../../shared/chatter/contract';
import { OutboxMail } from '../../../core/mail';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  staffMember,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { SaleOrder } from '../sale-order.entity';

let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let order: SaleOrder;

const post = (client: TestClient, message: string, token?: string) =>
  client.rpc('/mail/chatter_post', {
    res_model: 'sale.order',
    res_id: order.id,
    message,
    ...(token ? { token } : {}),
  });
const read = (client: TestClient, token?: string) =>
  client.rpc('/mail/chatter_init', {
    res_model: 'sale.order',
    res_id: order.id,
    allow_composer: true,
    ...(token ? { token } : {}),
  });

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  customer = new TestClient(server.url);
  await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
  const made = await admin.request('POST', '/api/admin/orders/quotations', {
    json: {
      customerEmail: 'portal@example.com',
      customerName: 'Paula Portal',
      lines: [{ productId: 1, quantity: 2 }],
    },
  });
  const { id } = (await made.json()) as { id: number };
  await admin.request('POST', `/api/admin/orders/${id}/send`, { json: {} });
  order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id });
}, 60_000);
afterAll(() => server?.close());

describe('the chatter on an order', () => {
  it('shows on the order page with its composer, and takes the signed-in customer’s message', async () => {
    const page = decodeHtml((await customer.page(`/my/orders/${order.id}`)).html);
    expect(page).toContain('data-chatter="sale.order"');
    expect(page).toContain('action="/mail/chatter_post"');
    expect(page).toContain('href="#chatter"');
    const posted = await post(customer, 'Can you deliver on Friday?');
    expect(posted.body.error).toBeUndefined();
    expect(posted.body.result).toMatchObject({ body: 'Can you deliver on Friday?' });
  });

  it('takes a message from the link’s holder, in the customer’s name, and refuses a wrong token', async () => {
    const visitor = new TestClient(server.url);
    const posted = await post(visitor, 'Also two more cushions, please.', order.accessToken);
    expect(posted.body.result).toMatchObject({ author_name: 'Paula Portal' });
    const answer = await read(visitor, order.accessToken);
    expect(answer.body.result).toMatchObject({ message_count: 2, options: { allow_composer: true } });
    expect((await read(visitor, 'wrong')).body.error?.data.message).toBe(chatterErrors.missingRecord);
    expect((await post(visitor, 'Hello', 'wrong')).body.error?.data.message).toBe(
      chatterErrors.missingRecord,
    );
    expect((await read(visitor)).body.error?.data.message).toBe(chatterErrors.missingRecord);
  });

  it('is closed to another customer and to staff who do not sell', async () => {
    const other = await staffMember(server, admin, 'portal');
    // The order's PDF too: its customer signed in gets it, another customer does not.
    expect((await customer.request('GET', `/my/orders/${order.id}/pdf`)).status).toBe(200);
    expect((await other.request('GET', `/my/orders/${order.id}/pdf`)).status).toBe(404);
    expect((await read(other)).body.error?.data.message).toBe(chatterErrors.missingRecord);
    expect((await post(other, 'Mine now')).body.error?.data.message).toBe(chatterErrors.missingRecord);
    const publisher = await staffMember(server, admin, 'publisher');
    expect((await read(publisher)).body.error?.data.message).toBe(chatterErrors.missingRecord);
    expect((await publisher.request('GET', `/api/admin/chatter/sale.order/${order.id}`)).status).toBe(403);
    expect(
      (
        await publisher.request('POST', `/api/admin/chatter/sale.order/${order.id}`, {
          json: { message: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await customer.request('GET', `/api/admin/chatter/sale.order/${order.id}`)).status).toBe(403);
    expect(await countMessages()).toBe(2);
  });

  it('is read and answered by sales staff in the back office; the customer is mailed the answer', async () => {
    const sales = await staffMember(server, admin, 'sales');
    const listed = await sales.request('GET', `/api/admin/chatter/sale.order/${order.id}`);
    expect(listed.status).toBe(200);
    const { messages, message_count } = (await listed.json()) as {
      messages: Array<{ body: string }>;
      message_count: number;
    };
    expect(message_count).toBe(2);
    expect(messages.map((message) => message.body)).toEqual([
      'Also two more cushions, please.',
      'Can you deliver on Friday?',
    ]);
    const empty = await sales.request('POST', `/api/admin/chatter/sale.order/${order.id}`, {
      json: { message: '   ' },
    });
    expect(empty.status).toBe(400);
    const answered = await sales.request('POST', `/api/admin/chatter/sale.order/${order.id}`, {
      json: { message: 'Friday it is.' },
    });
    expect(answered.status).toBe(200);
    const mail = await server.dataSource
      .getRepository(OutboxMail)
      .findOneByOrFail({ to: 'portal@example.com', subject: `New message on ${order.name}` });
    expect(mail.text).toContain('Friday it is.');
    expect(mail.text).toContain(`/my/orders/${order.id}?access_token=${order.accessToken}#chatter`);
    const page = decodeHtml((await customer.page(`/my/orders/${order.id}`)).html);
    expect(page).toContain('Friday it is.');
    // The customer's own messages mail nobody.
    expect(
      await server.dataSource.getRepository(OutboxMail).countBy({ subject: `New message on ${order.name}` }),
    ).toBe(1);
  });

  it('refuses an unknown model or record in the back office', async () => {
    expect((await admin.request('GET', '/api/admin/chatter/res.users/1')).status).toBe(403);
    expect((await admin.request('GET', '/api/admin/chatter/sale.order/999999')).status).toBe(404);
  });
});

async function countMessages(): Promise<number> {
  const rows = (await server.dataSource.query(
    `SELECT COUNT(*) AS "count" FROM "mail_message" WHERE "model" = 'sale.order' AND "resId" = ${order.id}`,
  )) as Array<{ count: number | string }>;
  return Number(rows[0]!.count);
}

/**
 * Invoices (issue 14, item 7): a paid order gets its invoice (INV/{year}/00001…), staff issue one for
 * an order confirmed otherwise, the PDF holds the invoice's words, and the portal's pages open for
 * its customer or its link's token only.
 */
import { IsNull, Like, Not } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages } from '../../../../../shared/invoices/contract';
import { Job } from '../../../core/jobs';
import { OutboxMail } from '../../../core/mail';
import { pdfText } from '../../../testing/pdf-text';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  portalCustomer,
  staffMember,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { countryId, parisAddress, postForm } from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';
import { Invoice } from '../invoice.entity';

let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let customerEmail: string;
const year = new Date().getUTCFullYear();

/** The portal customer orders and pays with the demo provider: the order. */
async function paidOrder(): Promise<SaleOrder> {
  const [row] = (await server.dataSource.query(
    `SELECT p."id" FROM "product_product" p JOIN "product_template" t ON t."id" = p."templateId" WHERE t."slug" = 'chair-cushion' LIMIT 1`,
  )) as Array<{ id: number }>;
  await customer.rpc('/shop/cart/update_json', { product_id: Number(row!.id), add_qty: 1 });
  const france = await countryId(server, 'FR');
  await postForm(server, customer, '/shop/address', parisAddress(france, 'Paula Portal', customerEmail));
  await postForm(server, customer, '/shop/confirm_order');
  await postForm(server, customer, '/shop/payment', {
    provider: 'demo',
    accept_terms: '1',
    cc_number: '4242424242424242',
  });
  const id = Number(/vitrine_order=(\d+)\./.exec(customer.cookieHeader)?.[1]);
  return server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id });
}

async function invoiceOf(orderId: number): Promise<Invoice> {
  // Issued by its job, which the worker runs once the payment committed.
  for (let tries = 0; tries < 200; tries += 1) {
    const invoice = await server.dataSource.getRepository(Invoice).findOneBy({ orderId });
    if (invoice) return invoice;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no invoice for order ${orderId}`);
}

const jobOf = (orderId: number) =>
  server.dataSource.getRepository(Job).findOneBy({ key: `invoice.issue:${orderId}` });

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  // A customer of its own: its invoices are the test's (the demo's portal customer has some).
  ({ client: customer, email: customerEmail } = await portalCustomer(server, admin, {
    name: 'Paula Portal',
  }));
}, 60_000);
afterAll(() => server?.close());

describe('invoices', () => {
  it('are issued when an order is paid, numbered per year, with the payment’s reference in the PDF', async () => {
    const order = await paidOrder();
    expect(order.state).toBe('sale');
    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({
      name: `INV/${year}/00001`,
      paymentState: 'paid',
      amountTotal: order.amountTotal,
    });
    // By its job, written in the payment's transaction.
    await expect.poll(async () => (await jobOf(order.id))?.state).toBe('done');
    // Mailed to the customer with its page's link, and listed on the order's mails.
    const mail = await server.dataSource
      .getRepository(OutboxMail)
      .findOneByOrFail({ subject: `Your invoice INV/${year}/00001` });
    expect(mail.to).toBe(customerEmail);
    expect(mail.text).toContain(`/my/invoices/${invoice.id}?access_token=${invoice.accessToken}`);
    expect(mail.text).toContain('It is paid: thank you!');
    const pdf = await customer.request('GET', `/my/invoices/${invoice.id}/pdf?download=1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`attachment; filename="INV-${year}-00001.pdf"`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(`Invoice INV/${year}/00001`);
    expect(text).toContain(`Order: ${order.name}`);
    expect(text).toContain('Chair Cushion');
    expect(text).toMatch(/Paid \(reference [^)]+\)/);
  });

  it('are issued by staff for an order confirmed by hand, once, and refused for a quotation', async () => {
    const quote = await admin.request('POST', '/api/admin/orders/quotations', {
      json: {
        customerEmail,
        customerName: 'Paula Portal',
        lines: [{ productId: 1, quantity: 1 }],
      },
    });
    const order = (await quote.json()) as { id: number; name: string };
    const refused = await admin.request('POST', '/api/admin/invoices', { json: { order: order.name } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(invoiceMessages.notInvoiceable);
    await admin.request('POST', `/api/admin/orders/${order.id}/confirm`, { json: {} });
    const issued = await admin.request('POST', '/api/admin/invoices', {
      json: { order: order.name.toLowerCase() },
    });
    const row = (await issued.json()) as { name: string; paymentState: string };
    expect(row).toMatchObject({ name: `INV/${year}/00002`, paymentState: 'not_paid' });
    const again = (await (
      await admin.request('POST', '/api/admin/invoices', { json: { order: String(order.id) } })
    ).json()) as {
      name: string;
    };
    expect(again.name).toBe(row.name);
    const list = (await (await admin.request('GET', '/api/admin/invoices')).json()) as Array<{
      name: string;
    }>;
    // The shop's own invoices (the demo's are numbered DEMO/… apart).
    expect(list.map((invoice) => invoice.name).filter((name) => name.startsWith('INV/'))).toEqual([
      `INV/${year}/00002`,
      `INV/${year}/00001`,
    ]);
  });

  it('open in the portal for their customer or their link, and for nobody else', async () => {
    const invoice = await server.dataSource
      .getRepository(Invoice)
      .findOneByOrFail({ name: `INV/${year}/00001` });
    expect(decodeHtml((await customer.page('/my')).html)).toContain('data-portal-section="invoices"');
    expect(decodeHtml((await customer.page('/my/invoices')).html)).toContain(`INV/${year}/00001`);
    const page = decodeHtml((await customer.page(`/my/invoices/${invoice.id}`)).html);
    expect(page).toContain(`<iframe src="/my/invoices/${invoice.id}/pdf"`);
    expect(page).toContain('download=1');
    const stranger = new TestClient(server.url);
    expect((await stranger.page(`/my/invoices/${invoice.id}`)).status).toBe(302);
    expect((await stranger.request('GET', `/my/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await stranger.request('GET', `/my/invoices/${invoice.id}/pdf?access_token=wrong`)).status).toBe(
      404,
    );
    const byLink = await stranger.page(`/my/invoices/${invoice.id}?access_token=${invoice.accessToken}`);
    expect(byLink.status).toBe(200);
    expect(decodeHtml(byLink.html)).toContain(`access_token=${invoice.accessToken}`);
    expect(
      (await stranger.request('GET', `/my/invoices/${invoice.id}/pdf?access_token=${invoice.accessToken}`))
        .status,
    ).toBe(200);
    expect((await customer.request('GET', '/my/invoices/999999/pdf')).status).toBe(404);
  });

  it('answer another customer’s invoice exactly as a missing one: nobody can count them', async () => {
    const invoice = await server.dataSource
      .getRepository(Invoice)
      .findOneByOrFail({ name: `INV/${year}/00001` });
    const other = new TestClient(server.url);
    await other.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
    // The page as it would be for any id: the address's id and the page's nonce aside.
    const anyId = (html: string, id: number | string) =>
      html
        .replace(/nonce="[^"]*"/g, '')
        .replace(new RegExp(`(invoices/|invoices%2F|"invoiceId":")${id}\\b`, 'g'), '$1ID');
    for (const query of ['', '?access_token=wrong']) {
      const someoneElses = await other.page(`/my/invoices/${invoice.id}${query}`);
      const missing = await other.page(`/my/invoices/999999${query}`);
      expect(someoneElses.status).toBe(404);
      expect(anyId(someoneElses.html, invoice.id)).toBe(anyId(missing.html, 999999));
      for (const file of ['pdf', 'pay']) {
        const refused = await other.request('GET', `/my/invoices/${invoice.id}/${file}${query}`);
        const absent = await other.request('GET', `/my/invoices/999999/${file}${query}`);
        expect([refused.status, await refused.text()]).toEqual([404, await absent.text()]);
      }
    }
  });

  it('unpaid, are paid online from their page once, and the order keeps its stock and state', async () => {
    const invoice = await server.dataSource
      .getRepository(Invoice)
      .findOneByOrFail({ name: `INV/${year}/00002` });
    const stockOf = async () =>
      Number(
        (
          (await server.dataSource.query(
            `SELECT "qtyAvailable" FROM "product_product" WHERE "id" = 1`,
          )) as Array<{
            qtyAvailable: number;
          }>
        )[0]!.qtyAvailable,
      );
    const stockBefore = await stockOf();
    // Anyone holding the invoice's link may pay it, as in Odoo: no sign-in.
    const payer = new TestClient(server.url);
    const proof = `access_token=${invoice.accessToken}`;
    const page = decodeHtml((await payer.page(`/my/invoices/${invoice.id}?${proof}`)).html);
    expect(page).toContain(`href="/my/invoices/${invoice.id}/pay?${proof}"`);
    expect((await payer.request('GET', `/my/invoices/${invoice.id}/pay?access_token=wrong`)).status).toBe(
      404,
    );
    const pay = await payer.request('GET', `/my/invoices/${invoice.id}/pay?${proof}`);
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe('/shop/payment');
    expect((await payer.page('/shop/payment')).status).toBe(200);
    const card = { provider: 'demo', accept_terms: '1', cc_number: '4242424242424242' };
    // A double click: the second submit finds the payment done and charges nothing more.
    await Promise.all([
      postForm(server, payer, '/shop/payment', card),
      postForm(server, payer, '/shop/payment', card),
    ]);
    const done = await server.dataSource
      .getRepository(PaymentTransaction)
      .findBy({ orderId: invoice.orderId, state: 'done' });
    expect(done).toHaveLength(1);
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: invoice.orderId });
    expect(order.state).toBe('sale');
    expect(await stockOf()).toBe(stockBefore);
    let paid = invoice;
    for (let tries = 0; tries < 50 && paid.paymentState !== 'paid'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      paid = await server.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    }
    expect(paid).toMatchObject({ paymentState: 'paid', paymentReference: done[0]!.reference });
    const after = decodeHtml((await payer.page(`/my/invoices/${invoice.id}?${proof}`)).html);
    expect(after).not.toContain('data-invoice-pay');
    expect(after).toContain('data-payment-state="paid"');
    // Paid: "Pay now" leads back to the invoice, and the payment page to the order's status.
    const again = await payer.request('GET', `/my/invoices/${invoice.id}/pay?${proof}`);
    expect(again.headers.get('location')).toBe(`/my/invoices/${invoice.id}?${proof}`);
    expect((await payer.page('/shop/payment')).status).toBe(302);
  });

  it('are searched by invoice or order number, sorted and paged in the portal', async () => {
    const [first, second] = await server.dataSource
      .getRepository(Invoice)
      .find({ where: { userId: Not(IsNull()), name: Like('INV/%') }, order: { id: 'ASC' } });
    const orderName = (
      await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: first!.orderId })
    ).name;
    const ids = async (query: string) =>
      [
        ...decodeHtml((await customer.page(`/my/invoices?${query}`)).html).matchAll(
          /data-invoice-id="(\d+)"/g,
        ),
      ].map((match) => Number(match[1]));
    expect(await ids('')).toEqual([second!.id, first!.id]);
    expect(await ids('sortby=name')).toEqual([first!.id, second!.id]);
    expect(await ids(`search_in=name&search=${encodeURIComponent(first!.name)}`)).toEqual([first!.id]);
    expect(await ids(`search_in=order&search=${orderName}`)).toEqual([first!.id]);
    expect(await ids(`search_in=name&search=${orderName}`)).toEqual([]);
    expect(await ids('page=2')).toEqual([]);
    const page = decodeHtml((await customer.page('/my/invoices?search=zzz')).html);
    expect(page).toContain('name="search_in"');
    expect(page).toContain('You have no invoice.');
  });

  it('are listed and issued by sales staff only', async () => {
    const publisher = await staffMember(server, admin, 'publisher');
    expect((await publisher.request('GET', '/api/admin/invoices')).status).toBe(403);
    expect((await publisher.request('POST', '/api/admin/invoices', { json: { order: '1' } })).status).toBe(
      403,
    );
    expect((await customer.request('GET', '/api/admin/invoices')).status).toBe(403);
    const sales = await staffMember(server, admin, 'sales');
    expect((await sales.request('GET', '/api/admin/invoices')).status).toBe(200);
  });

  it('are asked for in the payment’s transaction: a payment rolled back leaves no job', async () => {
    await expect(
      server.app.transaction(async (em) => {
        server.app.events.publish(em, 'order.paid', { orderId: 424242 });
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await jobOf(424242)).toBeNull();
  });
});

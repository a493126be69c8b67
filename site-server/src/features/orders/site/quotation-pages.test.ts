/**
 * Quotations (issue 14, items 4–6 and 11): staff make and send one; the customer opens the mailed
 * link without signing in, changes lines (update_line_dict, update_line), signs (the signature call)
 * and pays it on the checkout's payment page; each wrong step gets its reason and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../../../../shared/i18n';
import { quotationMessages } from '../../../../../shared/orders/quotations';
import { OutboxMail } from '../../../core/mail';
import { pdfText } from '../../../testing/pdf-text';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  staffMember,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { postForm } from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../sale-order.entity';
import { SaleOrderLine } from '../sale-order-line.entity';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: TestServer;
let admin: TestClient;
let cushion: { id: number; price: number };
let organizer: { id: number; price: number };

async function variant(slug: string) {
  const [row] = (await server.dataSource.query(
    `SELECT p."id", t."price" FROM "product_product" p JOIN "product_template" t ON t."id" = p."templateId"
     WHERE t."slug" = '${slug}' ORDER BY p."id" LIMIT 1`,
  )) as Array<{ id: number; price: number | string }>;
  return { id: Number(row!.id), price: Number(row!.price) };
}

const adminCall = async (method: string, path: string, json: unknown = {}) => {
  const response = await admin.request(method, `/api/admin${path}`, method === 'GET' ? {} : { json });
  const body = (await response.json()) as Record<string, unknown> & { error?: { message: string } };
  return { status: response.status, body };
};

/** A sent quotation: its id and the link the customer got. */
async function sentQuotation(terms: Record<string, unknown> = {}) {
  const made = await adminCall('POST', '/orders/quotations', {
    customerEmail: 'portal@example.com',
    customerName: 'Paula Portal',
    lines: [
      { productId: cushion.id, quantity: 2, discount: 10 },
      { productId: organizer.id, quantity: 1 },
    ],
    validUntil: '2099-12-31',
    ...terms,
  });
  expect(made.status).toBe(200);
  const id = made.body.id as number;
  const sent = await adminCall('POST', `/orders/${id}/send`);
  expect(sent.body).toMatchObject({ state: 'sent' });
  const mail = await server.dataSource.getRepository(OutboxMail).findOneOrFail({
    where: { subject: `Your quotation ${made.body.name as string}` },
  });
  const link = new URL(/https?:\/\/\S+\/my\/orders\/\d+\?access_token=\S+/.exec(mail.text)![0]);
  return { id, path: `${link.pathname}${link.search}`, token: link.searchParams.get('access_token')! };
}

const lineOf = async (orderId: number, productId: number) =>
  server.dataSource.getRepository(SaleOrderLine).findOneBy({ orderId, productId });

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  cushion = await variant('chair-cushion');
  organizer = await variant('desk-organizer');
}, 60_000);
afterAll(() => server?.close());

describe('a quotation from the back office to the customer', () => {
  it('is priced with its discounts, mailed with its link, and seen when opened', async () => {
    const quote = await sentQuotation();
    const detail = (await adminCall('GET', `/orders/${quote.id}`)).body as Record<string, never> & {
      lines: Array<{ quantity: number; subtotal: number }>;
      quotation: { viewedAt: string | null; sentAt: string | null; portalUrl: string };
      mails: Array<{ subject: string }>;
    };
    expect(detail.lines[0]).toMatchObject({ quantity: 2, subtotal: Math.round(cushion.price * 2 * 0.9) });
    expect(detail.quotation.sentAt).not.toBeNull();
    expect(detail.quotation.viewedAt).toBeNull();
    expect(detail.mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Your quotation')]);
    const page = decodeHtml((await new TestClient(server.url).page(quote.path)).html);
    expect(page).toContain('Sign and accept');
    expect(page).toContain('update_line/');
    expect(page).toContain('update_line/' + (await lineOf(quote.id, cushion.id))!.id + '/remove');
    const seen = (await adminCall('GET', `/orders/${quote.id}`)).body as {
      quotation: { viewedAt: string | null };
    };
    expect(seen.quotation.viewedAt).not.toBeNull();
  });

  it('changes lines by the link’s token: a quantity, one less, one more, a line gone; totals follow', async () => {
    const quote = await sentQuotation();
    const visitor = new TestClient(server.url);
    const line = (await lineOf(quote.id, cushion.id))!;
    const call = (params: Record<string, unknown>, path = 'update_line_dict') =>
      visitor.rpc(`/my/orders/${quote.id}/${path}`, { access_token: quote.token, ...params });
    const three = await call({ line_id: line.id, input_quantity: 3 });
    expect(three.body.result).toMatchObject({
      order_line_product_uom_qty: 3,
      order_line_price_subtotal: Math.round(cushion.price * 3 * 0.9) / 100,
    });
    const result = three.body.result as { order_amount_untaxed: number; order_totals_table: string };
    expect(result.order_totals_table).toContain('data-order-total');
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: quote.id });
    expect(order.amountUntaxed / 100).toBe(result.order_amount_untaxed);
    expect((await call({ line_id: line.id, remove: true })).body.result).toMatchObject({
      order_line_product_uom_qty: 2,
    });
    // A negative or missing quantity comes as false: one more.
    expect((await call({ line_id: line.id, input_quantity: false })).body.result).toMatchObject({
      order_line_product_uom_qty: 3,
    });
    // The fallback: the pair (quantity, total).
    const pair = (await call({ line_id: line.id }, 'update_line')).body.result as [number, number];
    expect(pair[0]).toBe(4);
    const other = (await lineOf(quote.id, organizer.id))!;
    expect((await call({ line_id: other.id, unlink: true })).body.result).toMatchObject({
      order_line_product_uom_qty: 0,
    });
    expect(await lineOf(quote.id, organizer.id)).toBeNull();
    // Wrong token, another quotation's line, a stranger: refused, nothing changed.
    expect(
      (await visitor.rpc(`/my/orders/${quote.id}/update_line_dict`, { line_id: line.id, access_token: 'x' }))
        .body.error,
    ).toBeDefined();
    const another = await sentQuotation();
    expect(
      (
        await visitor.rpc(`/my/orders/${another.id}/update_line_dict`, {
          line_id: line.id,
          access_token: another.token,
        })
      ).body.error?.data.message,
    ).toBe(quotationMessages.lineMissing);
    expect((await lineOf(quote.id, cushion.id))!.quantity).toBe(4);
  });

  it('is signed once, with a name and a real image, then paid on the payment page', async () => {
    const quote = await sentQuotation();
    const visitor = new TestClient(server.url);
    const accept = (params: Record<string, unknown>) =>
      visitor.rpc(`/my/orders/${quote.id}/accept`, {
        res_id: quote.id,
        access_token: quote.token,
        ...params,
      });
    expect((await accept({ partner_name: ' ', signature: PNG })).body.result).toEqual({
      error: quotationMessages.nameRequired,
    });
    expect(
      (await accept({ partner_name: 'Paula', signature: 'data:image/png;base64,AAAA' })).body.result,
    ).toEqual({
      error: quotationMessages.signatureInvalid,
    });
    expect(
      (await accept({ partner_name: 'Paula', signature: 'data:text/html;base64,PGgxPg==' })).body.result,
    ).toEqual({
      error: quotationMessages.signatureInvalid,
    });
    const signed = await accept({ partner_name: 'Paula Portal', signature: PNG });
    expect(signed.body.result).toEqual({ success: quotationMessages.signed, redirect_url: '/shop/payment' });
    expect((await accept({ partner_name: 'Paula Portal', signature: PNG })).body.result).toEqual({
      error: quotationMessages.alreadySigned,
    });
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: quote.id });
    expect(order).toMatchObject({ signedBy: 'Paula Portal', signature: PNG });
    // The signed quotation's PDF shows who signed, when, and the drawing.
    const pdf = await visitor.request(
      'GET',
      `/my/orders/${quote.id}/pdf?access_token=${quote.token}&download=1`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${order.name}.pdf"`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const text = pdfText(bytes);
    expect(text).toContain(`Quotation ${order.name}`);
    expect(text).toContain(`Signed by Paula Portal on ${new Date().toISOString().slice(0, 10)}`);
    expect(bytes.toString('latin1')).toContain('/Subtype /Image');
    expect((await visitor.request('GET', `/my/orders/${quote.id}/pdf?access_token=wrong`)).status).toBe(404);
    expect((await new TestClient(server.url).request('GET', `/my/orders/${quote.id}/pdf`)).status).toBe(404);
    // Signed: the lines no longer change.
    const line = (await lineOf(quote.id, cushion.id))!;
    expect(
      (
        await visitor.rpc(`/my/orders/${quote.id}/update_line_dict`, {
          line_id: line.id,
          access_token: quote.token,
        })
      ).body.error?.data.message,
    ).toBe(quotationMessages.notOpen);
    // The payment page pays it.
    const payment = await visitor.page('/shop/payment');
    expect(decodeHtml(payment.html)).toContain(order.name);
    await postForm(server, visitor, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    expect((await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: quote.id })).state).toBe(
      'sale',
    );
    const page = decodeHtml((await visitor.page(quote.path)).html);
    expect(page).toContain(`href="/my/orders/${quote.id}/pdf?access_token=${quote.token}&download=1"`);
    const confirmed = pdfText(
      Buffer.from(
        await (
          await visitor.request('GET', `/my/orders/${quote.id}/pdf?access_token=${quote.token}`)
        ).arrayBuffer(),
      ),
    );
    expect(confirmed).toContain(`Order ${order.name}`);
    expect(confirmed).toContain('Confirmed on');
    expect(page).toContain('Signed by Paula Portal');
    expect(page).not.toContain('Sign and accept');
  });

  it('is confirmed at once when no payment is asked, and refused once expired', async () => {
    const free = await sentQuotation({ paymentRequired: false, signatureRequired: false });
    const visitor = new TestClient(server.url);
    const accepted = await visitor.rpc(`/my/orders/${free.id}/accept`, {
      res_id: free.id,
      access_token: free.token,
      partner_name: 'Paula Portal',
      signature: '',
    });
    expect(accepted.body.result).toEqual({ success: quotationMessages.signed, force_refresh: true });
    expect((await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: free.id })).state).toBe(
      'sale',
    );
    const old = await sentQuotation({ validUntil: '2020-01-01' });
    expect(
      (
        await visitor.rpc(`/my/orders/${old.id}/accept`, {
          res_id: old.id,
          access_token: old.token,
          partner_name: 'Paula',
          signature: PNG,
        })
      ).body.result,
    ).toEqual({ error: quotationMessages.expired });
    // res_id must be the order of the address.
    expect(
      (
        await visitor.rpc(`/my/orders/${old.id}/accept`, {
          res_id: free.id,
          access_token: old.token,
          partner_name: 'P',
        })
      ).body.error,
    ).toBeDefined();
  });

  it('stops opening by the old link once staff revoke it', async () => {
    const quote = await sentQuotation();
    expect((await new TestClient(server.url).page(quote.path)).status).toBe(200);
    const revoked = await adminCall('POST', `/orders/${quote.id}/revoke_link`);
    expect(revoked.status).toBe(200);
    expect((await new TestClient(server.url).page(quote.path)).status).toBe(404);
    const fresh = new URL((revoked.body as { quotation: { portalUrl: string } }).quotation.portalUrl);
    expect((await new TestClient(server.url).page(`${fresh.pathname}${fresh.search}`)).status).toBe(200);
  });

  it('refuses a quotation without products or for an unknown product', async () => {
    const empty = await adminCall('POST', '/orders/quotations', {
      customerEmail: 'x@example.org',
      customerName: 'X',
      lines: [],
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(quotationMessages.noLines);
    const unknown = await adminCall('POST', '/orders/quotations', {
      customerEmail: 'x@example.org',
      customerName: 'X',
      lines: [{ productId: 999_999, quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
  });

  it('are made, sent and revoked by sales staff, not by publishers', async () => {
    const body = {
      customerEmail: 'portal@example.com',
      customerName: 'Paula Portal',
      lines: [{ productId: cushion.id, quantity: 1 }],
    };
    const publisher = await staffMember(server, admin, 'publisher');
    expect((await publisher.request('POST', '/api/admin/orders/quotations', { json: body })).status).toBe(
      403,
    );
    const sales = await staffMember(server, admin, 'sales');
    const made = await sales.request('POST', '/api/admin/orders/quotations', { json: body });
    expect(made.status).toBe(200);
    const { id } = (await made.json()) as { id: number };
    expect((await publisher.request('POST', `/api/admin/orders/${id}/send`, { json: {} })).status).toBe(403);
    expect(
      (await publisher.request('POST', `/api/admin/orders/${id}/revoke_link`, { json: {} })).status,
    ).toBe(403);
    expect((await sales.request('POST', `/api/admin/orders/${id}/send`, { json: {} })).status).toBe(200);
    expect((await sales.request('POST', `/api/admin/orders/${id}/revoke_link`, { json: {} })).status).toBe(
      200,
    );
  });
});

describe('the line-update links without JavaScript or in a new tab (SPEC §2)', () => {
  const formPost = { 'content-type': 'application/x-www-form-urlencoded' };

  it('open a page saying what changes; only its form, with the csrf_token, changes the line', async () => {
    const quote = await sentQuotation();
    const visitor = new TestClient(server.url);
    const line = (await lineOf(quote.id, cushion.id))!;
    const link = (word: string, prefix = '') =>
      `${prefix}/my/orders/${quote.id}/update_line/${line.id}${word}?access_token=${quote.token}`;
    // The quotation's own links carry its token.
    expect(decodeHtml((await visitor.page(quote.path)).html)).toContain(`href="${link('/remove')}"`);

    const asked = await visitor.page(link(''));
    expect(asked.status).toBe(200);
    expect(decodeHtml(asked.html)).toContain(t('en_US', 'portal.line.quantity', line.name, '2', '3'));
    expect((await lineOf(quote.id, cushion.id))!.quantity).toBe(2);
    const forged = await visitor.request('POST', link(''), {
      body: new URLSearchParams(),
      headers: formPost,
    });
    expect(forged.status).toBe(403);
    expect((await lineOf(quote.id, cushion.id))!.quantity).toBe(2);

    const more = await postForm(server, visitor, link(''));
    expect(more.status).toBe(303);
    expect(more.headers.get('location')).toBe(`${quote.path}#order-lines`);
    expect((await lineOf(quote.id, cushion.id))!.quantity).toBe(3);
    // In French, from the French page: the question in French, back to the French quotation.
    const french = await visitor.page(link('/remove', '/fr'));
    expect(decodeHtml(french.html)).toContain(t('fr_FR', 'portal.line.quantity', line.name, '3', '2'));
    const less = await postForm(server, visitor, link('/remove', '/fr'));
    expect(less.headers.get('location')).toBe(`/fr${quote.path}#order-lines`);
    expect((await lineOf(quote.id, cushion.id))!.quantity).toBe(2);
    const other = (await lineOf(quote.id, organizer.id))!;
    const unlink = `/my/orders/${quote.id}/update_line/${other.id}/unlink?access_token=${quote.token}`;
    expect(decodeHtml((await visitor.page(unlink)).html)).toContain(
      t('en_US', 'portal.line.unlinkAsk', other.name),
    );
    expect((await postForm(server, visitor, unlink)).status).toBe(303);
    expect(await lineOf(quote.id, organizer.id)).toBeNull();
    // The line is gone: its link says so, and changes nothing more.
    const gone = await visitor.page(unlink);
    expect(gone.status).toBe(404);
    expect(decodeHtml(gone.html)).toContain(t('en_US', 'portal.line.lineMissing'));
  });

  it('is not found for a wrong token or word, asks a visitor to sign in, and refuses a closed quotation', async () => {
    const quote = await sentQuotation({ paymentRequired: false, signatureRequired: false });
    const visitor = new TestClient(server.url);
    const line = (await lineOf(quote.id, cushion.id))!;
    const path = `/my/orders/${quote.id}/update_line/${line.id}`;
    expect((await visitor.page(`${path}?access_token=wrong`)).status).toBe(404);
    expect((await postForm(server, visitor, `${path}?access_token=wrong`)).status).toBe(404);
    expect((await visitor.page(`${path}/twice?access_token=${quote.token}`)).status).toBe(404);
    const anonymous = await visitor.page(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/web/login?redirect=${encodeURIComponent(path)}`);
    await visitor.rpc(`/my/orders/${quote.id}/accept`, {
      res_id: quote.id,
      access_token: quote.token,
      partner_name: 'Paula Portal',
    });
    const closed = await visitor.page(`${path}?access_token=${quote.token}`);
    expect(closed.status).toBe(409);
    expect(decodeHtml(closed.html)).toContain(t('en_US', 'portal.line.notOpen'));
    const refused = await postForm(server, visitor, `${path}?access_token=${quote.token}`);
    expect(refused.status).toBe(409);
    expect((await lineOf(quote.id, cushion.id))!.quantity).toBe(2);
  });
});

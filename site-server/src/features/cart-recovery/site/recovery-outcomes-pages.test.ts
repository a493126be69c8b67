/**
 * What staff see of a recovery (issue 29, items 1 and 3): a waiting cart's value; a recovered order
 * cancelled later no longer counts; a cart whose mail the outbox refuses ends not eligible, with the
 * reason, and is not tried again. Time passes by ageing the recovery rows; jobs run through `jobs.runDue()`.
 */
import { Like } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { inDialect, sqlTime } from '../../../core/db/sql';
import { Job } from '../../../core/jobs';
import { consumableProduct } from '../../checkout/site/checkout-test-support';
import {
  admin,
  age,
  leftAtCheckout,
  mailsTo,
  orderFromLink,
  recoveredOnDashboard,
  recoveryOf,
  scan,
  server,
  withRecoveryShop,
} from '../recovery-test-support';

withRecoveryShop();
describe('the Abandoned carts list', () => {
  it("shows a waiting cart's value: its lines at the cart's prices", async () => {
    const { cartId } = await leftAtCheckout('rita.value@example.org');
    const { price } = await consumableProduct(server);
    const list = (await (await admin.request('GET', '/api/admin/abandoned-carts?state=waiting')).json()) as {
      items: Array<{ cartId: number; value: number; currency: string; state: string }>;
    };
    expect(list.items.find((row) => row.cartId === cartId)).toMatchObject({
      state: 'waiting',
      value: 2 * price,
      currency: 'USD',
    });
  });
});

describe('a recovered order cancelled later', () => {
  it('no longer counts as recovered: the list, the dashboard figure and the funnel take it back', async () => {
    const email = 'rita.cancel@example.org';
    const { cartId } = await leftAtCheckout(email);
    await age(cartId);
    await scan();
    const [mail] = await mailsTo(email);
    const order = await orderFromLink(mail!, cartId);
    expect(await recoveryOf(cartId)).toMatchObject({ state: 'recovered', orderId: order.id });
    const counted = await recoveredOnDashboard();

    const cancelled = await admin.request('POST', `/api/admin/orders/${order.id}/cancel`, { json: {} });
    expect(cancelled.status).toBe(200);

    expect(await recoveryOf(cartId)).toMatchObject({ state: 'sent', orderId: null, recoveredAmount: null });
    expect(await recoveredOnDashboard()).toEqual({
      revenue: counted.revenue - order.amountUntaxed,
      orders: counted.orders - 1,
    });
    const list = (await (
      await admin.request('GET', '/api/admin/abandoned-carts?state=recovered')
    ).json()) as {
      items: Array<{ cartId: number }>;
    };
    expect(list.items.map((row) => row.cartId)).not.toContain(cartId);
  });
});

describe('a cart whose mail the outbox refuses', () => {
  it('ends not eligible ("the mail could not be sent") once its job fails for good, and is not tried again', async () => {
    const { cartId } = await leftAtCheckout('rita.refused@example.org');
    // An address the outbox refuses (two @): every attempt of the cart's job fails.
    const em = server.dataSource.manager;
    await em.query(inDialect(em, 'UPDATE "cart_recovery" SET "email" = ? WHERE "cartId" = ?'), [
      'rita@refused@example.org',
      cartId,
    ]);
    await age(cartId);
    await expect(scan()).rejects.toThrow(/not a valid e-mail address/);
    const jobs = server.dataSource.getRepository(Job);
    const job = await jobs.findOneByOrFail({ key: Like(`cart-recovery.send:${cartId}@%`) });
    // Each retry made due at once, until the last attempt fails.
    for (let attempt = 2; attempt <= job.maxAttempts; attempt += 1) {
      await em.query(inDialect(em, 'UPDATE "job" SET "runAt" = ? WHERE "id" = ?'), [
        sqlTime(em, new Date(Date.now() - 1000)),
        job.id,
      ]);
      await server.app.jobs.runDue();
    }
    expect(await jobs.findOneByOrFail({ id: job.id })).toMatchObject({ state: 'failed' });
    expect(await recoveryOf(cartId)).toMatchObject({ state: 'not_eligible', reason: 'undeliverable' });

    // Staff's "send now" says why, in their words, and changes nothing.
    const again = await admin.request('POST', `/api/admin/abandoned-carts/${cartId}/send`, { json: {} });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain(
      'The recovery mail could not be sent to rita@refused@example.org: the address is not valid.',
    );
    expect(await recoveryOf(cartId)).toMatchObject({ state: 'not_eligible', reason: 'undeliverable' });

    // Later scans leave it alone; staff see the reason.
    await scan();
    expect(await jobs.countBy({ kind: 'cart-recovery.send', state: 'queued' })).toBe(0);
    const list = (await (
      await admin.request('GET', '/api/admin/abandoned-carts?state=not_eligible')
    ).json()) as {
      items: Array<{ cartId: number; reason: string }>;
    };
    expect(list.items).toContainEqual(expect.objectContaining({ cartId, reason: 'undeliverable' }));
  });
});

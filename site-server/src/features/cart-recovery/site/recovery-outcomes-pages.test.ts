/**
 * How a recovery ends when things go wrong (issue 29, item 3): a recovered order cancelled later no
 * longer counts. Time passes by ageing the recovery rows; jobs run through `jobs.runDue()`.
 */
import { describe, expect, it } from 'vitest';
import {
  admin,
  age,
  leftAtCheckout,
  mailsTo,
  orderFromLink,
  recoveredOnDashboard,
  recoveryOf,
  scan,
  withRecoveryShop,
} from '../recovery-test-support';

withRecoveryShop();
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

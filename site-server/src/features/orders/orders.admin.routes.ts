import type { Router } from 'express';
import type { EntityManager } from 'typeorm';
import { customersAdminCalls } from '../../../../shared/customers/admin-calls';
import { customersWithOrders } from './customer-orders';
import { ordersAdminCalls } from '../../../../shared/orders/admin-calls';
import type { RouteKit } from '../../core/http/route-kit';
import type { OrderActions } from './order-actions';
import type { OrderService } from './order.service';
import type { QuotationService } from './quotations';

/** /api/admin/orders… (sales staff): the orders screens and their actions. */
export function ordersAdminRoutes(
  router: Router,
  {
    kit,
    orders,
    actions,
    quotations,
    currency,
  }: {
    kit: RouteKit;
    orders: OrderService;
    actions: OrderActions;
    quotations: QuotationService;
    /** The shop's currency (the customers' totals are in it). */
    currency: (em: EntityManager) => Promise<string>;
  },
) {
  kit.api(router, ordersAdminCalls.list, 'sales', (ctx, { query }) => orders.list(ctx.em, query));
  kit.api(router, customersAdminCalls.list, 'sales', async (ctx, { query }) =>
    customersWithOrders(ctx.em, query, await currency(ctx.em)),
  );
  kit.api(router, ordersAdminCalls.get, 'sales', (ctx, { params }) => orders.detail(ctx.em, params.id));
  kit.api(router, ordersAdminCalls.confirm, 'sales', async (ctx, { params }) => {
    await actions.confirm(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
  kit.api(router, ordersAdminCalls.cancel, 'sales', async (ctx, { params }) => {
    await actions.cancel(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
  kit.api(router, ordersAdminCalls.markDone, 'sales', async (ctx, { params }) => {
    await actions.markDone(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
  kit.api(router, ordersAdminCalls.createQuotation, 'sales', async (ctx, { body }) => {
    const order = await quotations.create(ctx.em, body);
    return orders.detail(ctx.em, order.id);
  });
  kit.api(router, ordersAdminCalls.sendQuotation, 'sales', async (ctx, { params }) => {
    await quotations.send(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
  kit.api(router, ordersAdminCalls.revokeLink, 'sales', async (ctx, { params }) => {
    await quotations.revokeLink(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
  kit.api(router, ordersAdminCalls.resendConfirmation, 'sales', async (ctx, { params }) => {
    await actions.resendConfirmation(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
}

import type { Router } from 'express';
import { ordersAdminCalls } from '../../../../shared/orders/admin-calls';
import type { RouteKit } from '../../core/http/route-kit';
import type { OrderActions } from './order-actions';
import type { OrderService } from './order.service';

/** /api/admin/orders… (sales staff): the orders screens and their actions. */
export function ordersAdminRoutes(
  router: Router,
  { kit, orders, actions }: { kit: RouteKit; orders: OrderService; actions: OrderActions },
) {
  kit.api(router, ordersAdminCalls.list, 'sales', (ctx, { query }) => orders.list(ctx.em, query));
  kit.api(router, ordersAdminCalls.get, 'sales', (ctx, { params }) => orders.detail(ctx.em, params.id));
  kit.api(router, ordersAdminCalls.confirm, 'sales', async (ctx, { params }) => {
    await actions.confirm(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
  kit.api(router, ordersAdminCalls.cancel, 'sales', async (ctx, { params }) => {
    await actions.cancel(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
  kit.api(router, ordersAdminCalls.resendConfirmation, 'sales', async (ctx, { params }) => {
    await actions.resendConfirmation(ctx.em, params.id);
    return orders.detail(ctx.em, params.id);
  });
}

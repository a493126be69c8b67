import type { Router } from 'express';
import { ordersAdminCalls } from '../../../../shared/orders/admin-calls';
import type { RouteKit } from '../../core/http/route-kit';
import type { OrderService } from './order.service';

/** /api/admin/orders… (sales staff): the orders screens. */
export function ordersAdminRoutes(router: Router, { kit, orders }: { kit: RouteKit; orders: OrderService }) {
  kit.api(router, ordersAdminCalls.list, 'sales', (ctx, { query }) => orders.list(ctx.em, query));
  kit.api(router, ordersAdminCalls.get, 'sales', (ctx, { params }) => orders.detail(ctx.em, params.id));
}

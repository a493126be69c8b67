import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { cartFeature, type CartExports } from '../cart';
import { catalogFeature, type CatalogExports } from '../catalog';
import { OrderService } from './order.service';
import { SaleOrderLine } from './sale-order-line.entity';
import { SaleOrder } from './sale-order.entity';

export { OrderService, SaleOrder, SaleOrderLine };
export { EMPTY_CART, ORDER_MISSING } from './order.service';

/** What other features may use of the orders: making one from a cart, reading one. */
export interface OrdersExports {
  orders: OrderService;
}

/** Sales orders (sale.order) and their lines. */
function createOrdersModule(
  _platform: Platform,
  { cart, catalog }: { cart: CartExports; catalog: CatalogExports },
): FeatureModule<OrdersExports> {
  return { name: 'orders', exports: { orders: new OrderService(cart.carts, catalog.stock) } };
}

export const ordersFeature = defineFeature({
  name: 'orders',
  entities: [SaleOrder, SaleOrderLine],
  needs: { cart: cartFeature, catalog: catalogFeature },
  create: createOrdersModule,
});

import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { ordersFeature, type OrdersExports } from '../orders';
import { PaymentTransaction } from './payment-transaction.entity';
import { PaymentService } from './payment.service';

export { PaymentService, PaymentTransaction };
export { NOT_PAYABLE, type PaymentInput } from './payment.service';

/** What other features may use of payments: paying an order, reading its transactions. */
export interface PaymentExports {
  payments: PaymentService;
}

/** Payment providers and their transactions (payment.transaction); the demo provider for now. */
function createPaymentModule(
  _platform: Platform,
  { orders }: { orders: OrdersExports },
): FeatureModule<PaymentExports> {
  return { name: 'payment', exports: { payments: new PaymentService(orders.orders) } };
}

export const paymentFeature = defineFeature({
  name: 'payment',
  entities: [PaymentTransaction],
  needs: { orders: ordersFeature },
  create: createPaymentModule,
});

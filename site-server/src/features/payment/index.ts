import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { paymentAdminCalls } from '../../../../shared/payment/admin-calls';
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
  platform: Platform,
  { orders }: { orders: OrdersExports },
): FeatureModule<PaymentExports> {
  const payments = new PaymentService(orders.orders);
  return {
    name: 'payment',
    exports: { payments },
    adminRoutes(router) {
      platform.kit.api(router, paymentAdminCalls.orderTransactions, 'sales', async (ctx, { params }) =>
        (await payments.ofOrder(ctx.em, params.id)).map((tx) => ({
          id: tx.id,
          reference: tx.reference,
          provider: tx.provider,
          state: tx.state,
          amount: tx.amount,
          currency: tx.currency,
          message: tx.stateMessage,
          createdAt: tx.created.toISOString(),
        })),
      );
    },
  };
}

export const paymentFeature = defineFeature({
  name: 'payment',
  entities: [PaymentTransaction],
  needs: { orders: ordersFeature },
  create: createPaymentModule,
});

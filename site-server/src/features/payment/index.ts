import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { paymentAdminCalls, type TransactionRow } from '../../../../shared/payment/admin-calls';
import { ordersFeature, type OrdersExports } from '../orders';
import { PaymentTransaction } from './payment-transaction.entity';
import { PaymentService } from './payment.service';

export { PaymentService, PaymentTransaction };
export { NOT_PAYABLE, type PaymentInput } from './payment.service';

const transactionRow = (tx: PaymentTransaction): TransactionRow => ({
  id: tx.id,
  reference: tx.reference,
  provider: tx.provider,
  state: tx.state,
  amount: tx.amount,
  currency: tx.currency,
  message: tx.stateMessage,
  createdAt: tx.created.toISOString(),
});

/** What other features may use of payments: paying an order, reading its transactions. */
export interface PaymentExports {
  payments: PaymentService;
}

/** Payment providers and their transactions (payment.transaction); the demo provider for now. */
function createPaymentModule(
  platform: Platform,
  { orders }: { orders: OrdersExports },
): FeatureModule<PaymentExports> {
  const payments = new PaymentService(
    orders.orders,
    async (em) => (await platform.company.siteCompany(em)).name,
  );
  return {
    name: 'payment',
    exports: { payments },
    adminRoutes(router) {
      platform.kit.api(router, paymentAdminCalls.orderTransactions, 'sales', async (ctx, { params }) =>
        (await payments.ofOrder(ctx.em, params.id)).map(transactionRow),
      );
      platform.kit.api(router, paymentAdminCalls.markTransferPaid, 'sales', async (ctx, { params }) => {
        return transactionRow(await payments.transferReceived(ctx.em, params.id));
      });
    },
  };
}

export const paymentFeature = defineFeature({
  name: 'payment',
  entities: [PaymentTransaction],
  needs: { orders: ordersFeature },
  create: createPaymentModule,
});

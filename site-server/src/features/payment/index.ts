import { In, Not, type EntityManager } from 'typeorm';
import { paymentAdminCalls, type TransactionRow } from '../../../../shared/payment/admin-calls';
import { paymentProviders, type PaymentProvider } from '../../../../shared/payment/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { customersFeature, type CustomersExports } from '../customers';
import { ordersFeature, type OrdersExports } from '../orders';
import { DEMO_TRANSACTION, removeDemoPayments, seedPaymentsDemo } from './demo';
import { tokenRoutes } from './token.routes';
import { PaymentProviderSettings } from './payment-provider.entity';
import { PaymentToken } from './payment-token.entity';
import { PaymentTokenService } from './payment-tokens.service';
import { PaymentTransaction } from './payment-transaction.entity';
import { paymentStatusOf } from './payment-status';
import { PaymentExpiry } from './payment-expiry';
import { definePaymentJobs } from './payment-jobs';
import { PaymentRecovery } from './payment-recovery';
import { paymentRoutes } from './payment.routes';
import { PaymentService } from './payment.service';
import { ProviderSettingsService } from './provider-settings.service';
import { demoStrategy, transferStrategy } from './providers/local';
import { StripeClients, stripeStrategy } from './providers/stripe';
import { stripeRecovery } from './providers/stripe-recovery';
import type { PaymentStrategy } from './providers/strategy';
import { sitePaymentOf } from './site-payment';

export { PaymentService, PaymentTransaction, PaymentToken, PaymentTokenService, ProviderSettingsService };
export { tokenName } from './payment-tokens.service';
export { NOT_PAYABLE, ORDER_CHANGED } from './payment.service';
export type { PaymentInput } from './providers/strategy';

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

/** What other features may use of payments: paying an order, reading its transactions, the offered methods. */
export interface PaymentExports {
  payments: PaymentService;
  providers: ProviderSettingsService;
  tokens: PaymentTokenService;
}

/** Payment providers (demo, bank transfer, Stripe), their transactions and saved cards. */
function createPaymentModule(
  platform: Platform,
  { orders, customers }: { orders: OrdersExports; customers: CustomersExports },
): FeatureModule<PaymentExports> {
  const providers = new ProviderSettingsService(platform.publicUrl);
  platform.audit.describe(PaymentTransaction, { money: { fields: ['amount'], currency: 'currency' } });
  // The audit log shows a provider's keys masked (named like keys: '••••' and their last 4 characters).
  platform.audit.describe(PaymentProviderSettings, { updateAction: () => 'settings' });
  const tokens = new PaymentTokenService();
  const stripe = new StripeClients(platform.config.stripeApiBase);
  const payee = async (em: EntityManager) => (await platform.company.siteCompany(em)).name;
  const strategies: Record<PaymentProvider, PaymentStrategy> = {
    demo: demoStrategy,
    transfer: transferStrategy(async ({ order, transaction, settings }) =>
      payments.transferInstructions(
        platform.dataSource.manager,
        order,
        transaction.reference,
        settings.instructions,
      ),
    ),
    stripe: { ...stripeStrategy(stripe), ...stripeRecovery(stripe) },
  };
  const payments: PaymentService = new PaymentService({
    orders: orders.orders,
    providers,
    tokens,
    transaction: platform.transaction,
    payee,
    strategies,
    beforeNewAttempt: (orderId) => recovery.beforeNewAttempt(orderId),
  });
  // Payments never completed expire; those whose provider's answer was lost are reconciled (jobs).
  const background = { transaction: platform.transaction, payments, providers, strategies, orders };
  const recovery = new PaymentRecovery({ ...background, logger: platform.logger });
  definePaymentJobs({
    jobs: platform.jobs,
    transaction: platform.transaction,
    providers,
    expiry: new PaymentExpiry(background),
    recovery,
    reconcilable: paymentProviders.filter((code) => strategies[code].reconcile),
  });
  platform.portal.register({
    key: 'payment_methods',
    title: 'payment.methods.title',
    path: '/my/payment_method',
    order: 40,
    count: (em, userId) => tokens.countOfUser(em, userId),
    // SPEC §6: portal customers see their payment methods; the page is also where a first card is added.
    alwaysShown: true,
  });
  orders.usePayments({
    underway: async (em, orderId) =>
      (await em.getRepository(PaymentTransaction).countBy({
        orderId,
        operation: 'payment',
        provider: Not('transfer'),
        state: In(['draft', 'pending', 'authorized']),
      })) > 0,
    cancelAwaited: async (em, orderId) => {
      await em
        .getRepository(PaymentTransaction)
        .update(
          { orderId, provider: 'transfer', state: 'pending' },
          { state: 'cancel', stateMessage: 'The order was cancelled.' },
        );
    },
    paid: async (em, orderId) =>
      (await em.getRepository(PaymentTransaction).countBy({ orderId, operation: 'payment', state: 'done' })) >
      0,
    statusOf: paymentStatusOf,
  });
  platform.demo.removes(DEMO_TRANSACTION, (em, ids) => removeDemoPayments(em, ids, platform.demo));
  const calls = paymentAdminCalls;
  return {
    name: 'payment',
    exports: { payments, providers, tokens },
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.orderTransactions, 'sales', async (ctx, { params }) =>
        (await payments.ofOrder(ctx.em, params.id)).map(transactionRow),
      );
      kit.api(router, calls.markTransferPaid, 'sales', async (ctx, { params }) =>
        transactionRow(await payments.transferReceived(ctx.em, params.id)),
      );
      // Money goes back through Stripe: no database transaction is held open during the call.
      kit.api(
        router,
        calls.refund,
        'shop_manager',
        async (_ctx, { params, body }) => transactionRow(await payments.refund(params.id, body.amount)),
        { readOnly: true },
      );
      kit.api(router, calls.providers, 'admin', (ctx) => providers.list(ctx.em));
      kit.api(router, calls.updateProvider, 'admin', (ctx, { params, body }) =>
        providers.update(ctx.em, params.code, body),
      );
    },
    siteRoutes(router) {
      paymentRoutes(router, {
        platform,
        orders: orders.orders,
        payments,
        providers,
        stripe,
        customers: customers.customers,
      });
      tokenRoutes(router, {
        platform,
        customers: customers.customers,
        orders: orders.orders,
        tokens,
        providers,
        stripe,
      });
    },
    siteContext: (req) => ({
      payment: sitePaymentOf(req, { platform, providers, tokens, customers: customers.customers }),
    }),
    prepare: (em) => providers.ensureRows(em),
    async seedDemo(em) {
      await em
        .getRepository(PaymentProviderSettings)
        .update({ code: 'demo' }, { enabled: true, sequence: 1 });
      await em
        .getRepository(PaymentProviderSettings)
        .update(
          { code: 'transfer' },
          { enabled: true, sequence: 2, instructions: 'Bank: Demo Bank. IBAN: US00 0000 0000 0000 0000.' },
        );
      await seedPaymentsDemo(em, { demo: platform.demo, payments });
    },
  };
}

export const paymentFeature = defineFeature({
  name: 'payment',
  entities: [PaymentTransaction, PaymentProviderSettings, PaymentToken],
  needs: { orders: ordersFeature, customers: customersFeature },
  create: createPaymentModule,
});

import { invoicesAdminCalls as calls } from '../../../../shared/invoices/admin-calls';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { ordersFeature, type OrdersExports } from '../orders';
import { paymentFeature } from '../payment';
import { DEMO_INVOICE, removeDemoInvoices, seedInvoicesDemo } from './demo';
import { Invoice, invoiceEntities } from './invoice.entity';
import { InvoiceService } from './invoice.service';
import { invoicesRoutes } from './invoices.routes';

export { Invoice } from './invoice.entity';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Issues the invoice of a paid order (or marks it paid), keyed `invoice.issue:<order>`. */
    'invoice.issue': { orderId: number };
  }
}

/**
 * The invoice of a paid order is a job written in the payment's transaction (before it commits, from
 * `order.paid`): it exists if and only if the payment commits, and a process that stops before issuing
 * it leaves it to another. A second payment of the order asks again (the invoice is then marked paid).
 */
function issueOnPayment(platform: Platform, invoices: InvoiceService) {
  platform.jobs.define('invoice.issue', async ({ orderId }) => {
    await platform.transaction((em) => invoices.issue(em, orderId));
  });
  platform.events.beforeCommit('order.paid', async ({ orderId }, em) => {
    await platform.jobs.enqueue(
      em,
      'invoice.issue',
      { orderId },
      { key: `invoice.issue:${orderId}`, again: true },
    );
  });
}

/**
 * Invoices (issue 14, item 7): one per confirmed order, INV/{year}/00001, issued by staff or when
 * the order is paid (INVOICE_ON_PAYMENT, on by default); the PDF; the portal's invoice pages.
 */
function createInvoicesModule(platform: Platform, { orders }: { orders: OrdersExports }): FeatureModule {
  platform.audit.describe(Invoice, {
    money: { fields: ['amountUntaxed', 'amountTax', 'amountTotal'], currency: 'currency' },
  });
  const invoices = new InvoiceService({
    send: (em, order, mail) => orders.orders.mails.send(em, order, mail),
    publicUrl: () => platform.publicUrl(),
  });
  platform.portal.register({
    key: 'invoices',
    title: 'portal.invoices.title',
    path: '/my/invoices',
    order: 30,
    count: (em, userId) => invoices.count(em, userId),
  });
  if (platform.config.invoiceOnPayment) issueOnPayment(platform, invoices);
  platform.demo.removes(DEMO_INVOICE, (em, ids) => removeDemoInvoices(em, ids, platform.demo));
  return {
    name: 'invoices',
    seedDemo: (em) => seedInvoicesDemo(em, { demo: platform.demo, invoices }),
    siteRoutes: (router) => invoicesRoutes(router, { platform, invoices }),
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.list, 'sales', (ctx) => invoices.list(ctx.em));
      kit.api(router, calls.create, 'sales', (ctx, { body }) => invoices.issueFor(ctx.em, body.order));
    },
    siteContext(_req, site) {
      const em = platform.dataSource.manager;
      const userId = site.user?.id ?? null;
      return {
        myInvoices: {
          list: async (query) => (userId === null ? null : invoices.mine(em, userId, query)),
          async invoice(id: number, token: string | null) {
            const invoice = await invoices.open(em, id, { userId, token });
            if (typeof invoice === 'string') return userId === null && !token ? 'signIn' : invoice;
            const { order } = await invoices.linesOf(em, invoice);
            return invoices.view(invoice, site.lang, token, order);
          },
        },
      };
    },
  };
}

export const invoicesFeature = defineFeature({
  name: 'invoices',
  entities: invoiceEntities,
  needs: { orders: ordersFeature, payment: paymentFeature },
  create: createInvoicesModule,
});

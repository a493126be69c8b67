import type { EntityManager } from 'typeorm';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { cartFeature, type CartExports } from '../cart';
import { catalogFeature, type CatalogExports } from '../catalog';
import { customersFeature, type CustomersExports } from '../customers';
import { pricelistsFeature, type PricelistsExports } from '../pricelists';
import { taxesFeature, type TaxesExports } from '../taxes';
import { OrderActions } from './order-actions';
import type { OrderPayments } from './order-payments';
import { DEMO_ORDER, removeDemoOrders, seedOrdersDemo } from './demo';
import { OrderStatistics } from './order-statistics';
import { OrderService } from './order.service';
import { PortalOrders } from './portal-orders';
import { QuotationService } from './quotations';
import { quotationRoutes } from './quotations.routes';
import { orderPdfRoutes } from './order-pdf.routes';
import { ordersAdminRoutes } from './orders.admin.routes';
import { SaleOrderLine } from './sale-order-line.entity';
import { SaleOrderMail } from './sale-order-mail.entity';
import { SaleOrder } from './sale-order.entity';

export { OrderService, SaleOrder, SaleOrderLine };
export { EMPTY_CART, NOT_EDITABLE, ORDER_MISSING } from './order.service';
export type { OrderDraft, PricedDraft, ShippingCharge } from './order-drafts';
export { DEMO_ORDER } from './demo';

declare module '../../core/events' {
  interface VitrineEvents {
    /** An order was paid: the invoices enqueue its invoice's job before the payment commits (beforeCommit). */
    'order.paid': { orderId: number };
    /**
     * An order was confirmed (paid, or by staff), in its transaction: the abandoned-cart recovery
     * counts the orders placed from its links and stops mailing a shopper who ordered.
     */
    'order.confirmed': {
      orderId: number;
      cartId: number | null;
      email: string;
      amountUntaxed: number;
      currency: string;
      confirmedAt: string;
    };
    /**
     * A confirmed order was cancelled, in its transaction: its figures are taken back from the day it
     * was confirmed (the abandoned-cart recovery no longer counts it as recovered).
     */
    'order.cancelled': {
      orderId: number;
      cartId: number | null;
      amountUntaxed: number;
      currency: string;
      confirmedAt: string;
    };
  }
}

/** What other features may use of the orders: making one from a cart, reading one. */
export interface OrdersExports {
  orders: OrderService;
  /** The payments tell the staff's actions whether a payment is under way or done. */
  usePayments(payments: OrderPayments): void;
  /** Cancels an order as staff's Cancel does (its stock back), in the caller's transaction. */
  cancel(em: EntityManager, orderId: number): Promise<void>;
}

/** Sales orders (sale.order) and their lines. */
function createOrdersModule(
  platform: Platform,
  {
    cart,
    catalog,
    taxes,
    customers,
    pricelists,
  }: {
    cart: CartExports;
    catalog: CatalogExports;
    taxes: TaxesExports;
    customers: CustomersExports;
    pricelists: PricelistsExports;
  },
): FeatureModule<OrdersExports> {
  const taxSources = {
    taxIdsOf: catalog.catalog.taxIdsOf.bind(catalog.catalog),
    ratesFor: taxes.taxes.ratesFor.bind(taxes.taxes),
  };
  const orders = new OrderService(
    cart.carts,
    catalog.stock,
    taxSources,
    {
      queue: (em, mail) => platform.mail.queue(em, mail),
      publicUrl: platform.publicUrl,
      paid: (em, orderId) => platform.events.publish(em, 'order.paid', { orderId }),
    },
    new OrderStatistics(platform.stats, pricelists.inShopCurrency, {
      confirmed: (em, order) =>
        platform.events.publish(em, 'order.confirmed', {
          orderId: order.id,
          cartId: order.cartId,
          email: order.email,
          amountUntaxed: order.amountUntaxed,
          currency: order.currency,
          confirmedAt: (order.confirmedAt ?? new Date()).toISOString(),
        }),
      cancelled: (em, order) =>
        platform.events.publish(em, 'order.cancelled', {
          orderId: order.id,
          cartId: order.cartId,
          amountUntaxed: order.amountUntaxed,
          currency: order.currency,
          confirmedAt: order.confirmedAt!.toISOString(),
        }),
    }),
  );
  const actions = new OrderActions(orders);
  const portal = new PortalOrders((em, ids) => orders.paymentStatusOf(em, ids));
  const currency = async (em: EntityManager) => (await platform.company.mainCompany(em)).currency;
  // The log reads an order's amounts as money of its currency.
  platform.audit.describe(SaleOrder, {
    money: {
      fields: ['amountUntaxed', 'amountTax', 'amountTotal', 'amountUndiscounted'],
      currency: 'currency',
    },
  });
  const quotations = new QuotationService({
    catalog: catalog.catalog,
    customers: customers.customers,
    taxes: taxSources,
    actions,
    pricerOf: pricelists.pricerOfAccount,
    orders,
    publicUrl: platform.publicUrl,
  });
  platform.demo.removes(DEMO_ORDER, (em, ids) => removeDemoOrders(em, ids, orders));
  // The portal chatter on orders: their customer and sales staff talk there.
  platform.records.register('sale.order', {
    staffRole: 'sales',
    find: (em, id) => portal.recordInfo(em, id),
  });
  platform.portal.register({
    key: 'quotes',
    title: 'portal.quotes.title',
    path: '/my/quotes',
    order: 10,
    count: (em, userId) => portal.count(em, userId, 'quotes'),
  });
  platform.portal.register({
    key: 'orders',
    title: 'portal.orders.title',
    path: '/my/orders',
    order: 20,
    count: (em, userId) => portal.count(em, userId, 'orders'),
  });
  return {
    name: 'orders',
    exports: {
      orders,
      usePayments: (payments) => {
        actions.usePayments(payments);
        orders.usePayments(payments);
      },
      cancel: (em, orderId) => actions.cancel(em, orderId),
    },
    seedDemo: (em) =>
      seedOrdersDemo(em, {
        demo: platform.demo,
        carts: cart.carts,
        catalog: catalog.catalog,
        customers: customers.customers,
        taxes: taxSources,
        orders,
        currency,
      }),
    adminRoutes: (router) =>
      ordersAdminRoutes(router, { kit: platform.kit, orders, actions, quotations, currency }),
    siteRoutes(router) {
      quotationRoutes(router, { kit: platform.kit, quotations });
      orderPdfRoutes(router, { platform, quotations });
    },
    siteContext(req, site) {
      const em = platform.dataSource.manager;
      const userId = req.vitrine.user?.id ?? null;
      return {
        myOrders: {
          list: async (kind, query) =>
            userId === null ? null : portal.list(em, userId, kind, query, site.lang),
          order: async (orderId, accessToken) => {
            const page = await portal.page(em, orderId, { userId, token: accessToken }, site.lang);
            // Staff see when the customer first opened it.
            if (typeof page !== 'string') await quotations.viewed(em, orderId);
            return page;
          },
          changeLine: async (orderId, accessToken, lineId, change) => {
            const result = await platform.transaction((tx) =>
              quotations.changeLine(
                tx,
                orderId,
                { userId, token: accessToken },
                { lineId, remove: change === 'less', unlink: change === 'unlink', quantity: null },
              ),
            );
            return typeof result === 'string' ? result : null;
          },
        },
      };
    },
  };
}

export const ordersFeature = defineFeature({
  name: 'orders',
  entities: [SaleOrder, SaleOrderLine, SaleOrderMail],
  needs: {
    cart: cartFeature,
    catalog: catalogFeature,
    taxes: taxesFeature,
    customers: customersFeature,
    pricelists: pricelistsFeature,
  },
  create: createOrdersModule,
});
export { orderOfCookie, rememberOrder } from './order-cookie';
export {
  pdfCompanyOf,
  renderSalesDocumentPdf,
  sendPdf,
  type PdfCompany,
  type SalesDocumentPdf,
} from './document-pdf';
export { orderMoney } from './order-mails';

import { IsNull, type EntityManager } from 'typeorm';
import {
  DASHBOARD_LIST_ROWS,
  type DashboardListKey,
  type DashboardLists,
  type DashboardRow,
} from '../../../../shared/dashboard/contract';
import { OutboxMail } from '../../core/mail';
import { Lead } from '../leads';
import { SaleOrder } from '../orders';
import { PaymentTransaction } from '../payment';

interface ListSource {
  key: DashboardListKey;
  /** Only administrators see it (the outbox). */
  adminOnly?: boolean;
  read(em: EntityManager): Promise<{ total: number; rows: DashboardRow[] }>;
}

const orderRow = (order: SaleOrder, detail: string, date: Date): DashboardRow => ({
  model: 'sale.order',
  id: order.id,
  title: `${order.name} · ${order.customerName}`,
  detail,
  amount: order.amountTotal,
  currency: order.currency,
  date: date.toISOString(),
});

/** The records waiting for someone, oldest first: what to do next. */
const sources: ListSource[] = [
  {
    key: 'ordersToHandle',
    async read(em) {
      const [orders, total] = await em.getRepository(SaleOrder).findAndCount({
        where: { state: 'sale' },
        order: { confirmedAt: 'ASC', id: 'ASC' },
        take: DASHBOARD_LIST_ROWS,
      });
      return {
        total,
        rows: orders.map((order) => orderRow(order, order.email, order.confirmedAt ?? order.created)),
      };
    },
  },
  {
    key: 'quotationsAwaitingSignature',
    async read(em) {
      const [orders, total] = await em.getRepository(SaleOrder).findAndCount({
        where: { state: 'sent', signatureRequired: true, signedAt: IsNull() },
        order: { sentAt: 'ASC', id: 'ASC' },
        take: DASHBOARD_LIST_ROWS,
      });
      return {
        total,
        rows: orders.map((order) =>
          orderRow(
            order,
            order.validUntil ? `Valid until ${order.validUntil}` : order.email,
            order.sentAt ?? order.created,
          ),
        ),
      };
    },
  },
  {
    key: 'newLeads',
    async read(em) {
      const [leads, total] = await em.getRepository(Lead).findAndCount({
        where: { stage: 'new' },
        order: { id: 'DESC' },
        take: DASHBOARD_LIST_ROWS,
      });
      return {
        total,
        rows: leads.map((lead) => ({
          model: 'crm.lead',
          id: lead.id,
          title: lead.name,
          detail: [lead.contactName, lead.emailFrom].filter(Boolean).join(' · '),
          amount: null,
          currency: null,
          date: lead.created.toISOString(),
        })),
      };
    },
  },
  {
    key: 'transfersAwaitingPayment',
    async read(em) {
      const [transactions, total] = await em.getRepository(PaymentTransaction).findAndCount({
        where: { provider: 'transfer', state: 'pending' },
        order: { id: 'ASC' },
        take: DASHBOARD_LIST_ROWS,
      });
      const orders = await em.getRepository(SaleOrder).findBy(transactions.map((tx) => ({ id: tx.orderId })));
      const byId = new Map(orders.map((order) => [order.id, order]));
      return {
        total,
        rows: transactions.map((tx) => ({
          model: 'sale.order',
          id: tx.orderId,
          title: `${tx.reference} · ${byId.get(tx.orderId)?.customerName ?? ''}`,
          detail: 'Bank transfer',
          amount: tx.amount,
          currency: tx.currency,
          date: tx.created.toISOString(),
        })),
      };
    },
  },
  {
    key: 'outboxErrors',
    adminOnly: true,
    async read(em) {
      const [mails, total] = await em.getRepository(OutboxMail).findAndCount({
        where: { state: 'failed' },
        order: { id: 'DESC' },
        take: DASHBOARD_LIST_ROWS,
      });
      return {
        total,
        rows: mails.map((mail) => ({
          model: 'mail.mail',
          id: mail.id,
          title: `${mail.subject} → ${mail.to}`,
          detail: mail.lastError ?? '',
          amount: null,
          currency: null,
          date: mail.created.toISOString(),
        })),
      };
    },
  },
];

/** The dashboard's lists a person sees (the outbox's for administrators only). */
export async function dashboardLists(em: EntityManager, isAdmin: boolean): Promise<DashboardLists> {
  const lists: DashboardLists = [];
  for (const source of sources)
    if (isAdmin || !source.adminOnly) lists.push({ key: source.key, ...(await source.read(em)) });
  return lists;
}

import { In, IsNull, type EntityManager, type FindOptionsOrder, type FindOptionsWhere } from 'typeorm';
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

/**
 * The rows and how many match: COUNT(*) over the index (TypeORM's own counts add a DISTINCT on the id,
 * which sorts every match: 16 ms at 40,000 orders against 1).
 */
async function firstAndCount<T extends object>(
  em: EntityManager,
  entity: { new (): T },
  options: { where: FindOptionsWhere<T>; order: FindOptionsOrder<T> },
): Promise<[T[], number]> {
  const repository = em.getRepository(entity);
  const rows = await repository.find({ ...options, take: DASHBOARD_LIST_ROWS });
  const counted = await repository
    .createQueryBuilder('r')
    .select('COUNT(*)', 'n')
    .where(options.where)
    .getRawOne<{ n: string | number }>();
  return [rows, Number(counted?.n ?? 0)];
}

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
      const [orders, total] = await firstAndCount(em, SaleOrder, {
        where: { state: 'sale' },
        // The index (state, created) gives them in order: the oldest orders first.
        order: { created: 'ASC', id: 'ASC' },
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
      const [orders, total] = await firstAndCount(em, SaleOrder, {
        where: { state: 'sent', signatureRequired: true, signedAt: IsNull() },
        order: { created: 'ASC', id: 'ASC' },
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
      const [leads, total] = await firstAndCount(em, Lead, {
        where: { stage: 'new' },
        order: { id: 'DESC' },
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
      const [transactions, total] = await firstAndCount(em, PaymentTransaction, {
        where: { provider: 'transfer', state: 'pending' },
        order: { id: 'ASC' },
      });
      // In(), never a list of conditions: an empty list would read every order.
      const orders = transactions.length
        ? await em.getRepository(SaleOrder).findBy({ id: In(transactions.map((tx) => tx.orderId)) })
        : [];
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
      const [mails, total] = await firstAndCount(em, OutboxMail, {
        where: { state: 'failed' },
        order: { id: 'DESC' },
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

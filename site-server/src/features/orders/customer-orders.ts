import type { EntityManager } from 'typeorm';
import type { Page } from '../../../../shared/api/admin';
import { CUSTOMERS_PAGE_SIZE, type CustomerRow } from '../../../../shared/customers/admin-calls';
import { Customer } from '../customers';
import { SaleOrder } from './sale-order.entity';

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Customers screen: each customer with their orders counted and their confirmed orders summed. */
export async function customersWithOrders(
  em: EntityManager,
  query: { q?: string; page: number },
  currency: string,
): Promise<Page<CustomerRow>> {
  const builder = em.getRepository(Customer).createQueryBuilder('c').orderBy('c.id', 'DESC');
  if (query.q)
    builder.where(`(LOWER(c.name) LIKE :like ESCAPE '\\' OR LOWER(c.email) LIKE :like ESCAPE '\\')`, {
      like: likeOf(query.q),
    });
  const [customers, total] = await builder
    .skip((query.page - 1) * CUSTOMERS_PAGE_SIZE)
    .take(CUSTOMERS_PAGE_SIZE)
    .getManyAndCount();
  const ids = customers.map((customer) => customer.id);
  const stats = ids.length
    ? await em
        .getRepository(SaleOrder)
        .createQueryBuilder('o')
        .select('o."customerId"', 'customerId')
        .addSelect('COUNT(*)', 'orderCount')
        .addSelect(
          `SUM(CASE WHEN o.state IN ('sale', 'done') THEN o."amountTotal" ELSE 0 END)`,
          'amountTotal',
        )
        .addSelect('MAX(o.created)', 'lastOrderAt')
        .where('o."customerId" IN (:...ids)', { ids })
        .groupBy('o."customerId"')
        .getRawMany<{
          customerId: number;
          orderCount: string;
          amountTotal: string | null;
          lastOrderAt: string | Date | null;
        }>()
    : [];
  const byCustomer = new Map(stats.map((row) => [Number(row.customerId), row]));
  return {
    items: customers.map((customer) => {
      const row = byCustomer.get(customer.id);
      return {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        hasAccount: customer.userId !== null,
        orderCount: Number(row?.orderCount ?? 0),
        amountTotal: Number(row?.amountTotal ?? 0),
        currency,
        lastOrderAt: row?.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null,
      };
    }),
    total,
    page: query.page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

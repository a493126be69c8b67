import { In, type EntityManager } from 'typeorm';
import type { DemoData } from '../../core/demo';
import { DEMO_ORDER, SaleOrder } from '../orders';
import { Invoice } from './invoice.entity';
import type { InvoiceService } from './invoice.service';

export const DEMO_INVOICE = 'account.move';

/**
 * The demo orders' invoices (SEED_DEMO): each confirmed demo order gets its invoice as a paid order
 * does, issued the day it was confirmed, numbered DEMO/{year}/00001… apart from the shop's own
 * sequence, mailed to nobody. Marked as demo data.
 */
export async function seedInvoicesDemo(
  em: EntityManager,
  deps: { demo: DemoData; invoices: InvoiceService },
): Promise<void> {
  const orderIds = await deps.demo.ids(em, DEMO_ORDER);
  if (!orderIds.length) return;
  const orders = await em
    .getRepository(SaleOrder)
    .find({ where: { id: In(orderIds) }, order: { confirmedAt: 'ASC', id: 'ASC' } });
  const numbers = new Map<number, number>();
  const made: number[] = [];
  for (const order of orders) {
    if ((order.state !== 'sale' && order.state !== 'done') || !order.confirmedAt) continue;
    const year = order.confirmedAt.getUTCFullYear();
    const demoNumber = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, demoNumber);
    made.push((await deps.invoices.issue(em, order.id, order.confirmedAt, { demoNumber })).id);
  }
  await deps.demo.mark(em, DEMO_INVOICE, made);
}

/** Removes the demo invoices, and any invoice staff issued since for a demo order (it goes with its order). */
export async function removeDemoInvoices(
  em: EntityManager,
  ids: readonly number[],
  demo: DemoData,
): Promise<void> {
  const orderIds = await demo.ids(em, DEMO_ORDER);
  if (ids.length) await em.getRepository(Invoice).delete({ id: In([...ids]) });
  if (orderIds.length) await em.getRepository(Invoice).delete({ orderId: In(orderIds) });
}

import { In, type EntityManager } from 'typeorm';
import type { DemoData } from '../../core/demo';
import { newAccessToken } from '../../core/security/access-token';
import { DEMO_ORDER, SaleOrder } from '../orders';
import { PaymentProviderSettings } from './payment-provider.entity';
import { PaymentTransaction } from './payment-transaction.entity';
import type { PaymentService } from './payment.service';

export const DEMO_TRANSACTION = 'payment.transaction';

/**
 * The demo orders' payments (SEED_DEMO): each confirmed demo order was paid with the demo card the
 * day it was confirmed; each demo order still open that is not a quotation waits for a bank transfer
 * (pending, with its instructions, expiring as any transfer does). Marked as demo data.
 */
export async function seedPaymentsDemo(
  em: EntityManager,
  deps: { demo: DemoData; payments: PaymentService },
): Promise<void> {
  const orderIds = await deps.demo.ids(em, DEMO_ORDER);
  if (!orderIds.length) return;
  const orders = await em.getRepository(SaleOrder).findBy({ id: In(orderIds) });
  const transfer = await em.getRepository(PaymentProviderSettings).findOneBy({ code: 'transfer' });
  const repository = em.getRepository(PaymentTransaction);
  const made: number[] = [];
  for (const order of orders) {
    const paid = (order.state === 'sale' || order.state === 'done') && order.confirmedAt;
    const awaited = order.state === 'draft' && !order.signatureRequired;
    if (!paid && !awaited) continue;
    const reference = `${order.name}-1`;
    const transaction = await repository.save(
      repository.create({
        reference,
        orderId: order.id,
        provider: paid ? 'demo' : 'transfer',
        state: paid ? 'done' : 'pending',
        amount: order.amountTotal,
        currency: order.currency,
        stateMessage: paid
          ? ''
          : await deps.payments.transferInstructions(em, order, reference, transfer?.instructions ?? ''),
        providerReference: paid ? `demo_${newAccessToken(12)}` : null,
        clientSecret: null,
        operation: 'payment',
        refundOf: null,
        tokenId: null,
        saveToken: false,
        created: paid ? order.confirmedAt! : order.created,
      }),
    );
    made.push(transaction.id);
  }
  await deps.demo.mark(em, DEMO_TRANSACTION, made);
}

/** Removes the demo payments, and any payment or refund made since for a demo order (it goes with its order). */
export async function removeDemoPayments(
  em: EntityManager,
  ids: readonly number[],
  demo: DemoData,
): Promise<void> {
  const orderIds = await demo.ids(em, DEMO_ORDER);
  if (ids.length) await em.getRepository(PaymentTransaction).delete({ id: In([...ids]) });
  if (orderIds.length) await em.getRepository(PaymentTransaction).delete({ orderId: In(orderIds) });
}

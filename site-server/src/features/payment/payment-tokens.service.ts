import type { EntityManager } from 'typeorm';
import type { PaymentProvider } from '../../../../shared/payment/contract';
import { MissingError } from '../../core/errors';
import { PaymentToken } from './payment-token.entity';
import { Customer } from '../customers';
import type { CardDetails } from './providers/strategy';

export const TOKEN_MISSING = 'This payment method does not exist.';

/** 'Visa •••• 4242': a saved card for people. */
export const tokenName = (token: Pick<PaymentToken, 'brand' | 'last4'>) =>
  `${token.brand.charAt(0).toUpperCase()}${token.brand.slice(1)} •••• ${token.last4}`;

/** Saved cards (payment.token): kept when a payment asks for it, offered again to their customer only. */
export class PaymentTokenService {
  /** The customer's active cards of the providers offered, newest first. */
  list(
    em: EntityManager,
    customerId: number,
    providers: readonly PaymentProvider[],
  ): Promise<PaymentToken[]> {
    if (!providers.length) return Promise.resolve([]);
    return em
      .getRepository(PaymentToken)
      .createQueryBuilder('t')
      .where('t."customerId" = :customerId AND t.active = :active AND t.provider IN (:...providers)', {
        customerId,
        active: true,
        providers,
      })
      .orderBy('t.id', 'DESC')
      .getMany();
  }

  /** The active cards of the account's customer record (the portal home's counter). */
  async countOfUser(em: EntityManager, userId: number): Promise<number> {
    const customer = await em.getRepository(Customer).findOneBy({ userId });
    return customer ? em.getRepository(PaymentToken).countBy({ customerId: customer.id, active: true }) : 0;
  }

  /** The customer's own active card `id`; MissingError for anyone else's. */
  async ofCustomer(em: EntityManager, id: number, customerId: number): Promise<PaymentToken> {
    const token = await em.getRepository(PaymentToken).findOneBy({ id, customerId, active: true });
    if (!token) throw new MissingError(TOKEN_MISSING);
    return token;
  }

  /** Keeps a card once (the same provider card twice is one token). */
  async save(em: EntityManager, customerId: number, provider: PaymentProvider, card: CardDetails) {
    const repository = em.getRepository(PaymentToken);
    const existing = await repository.findOneBy({
      customerId,
      provider,
      providerReference: card.providerReference,
    });
    if (existing) return existing;
    return repository.save({ customerId, provider, active: true, ...card });
  }

  /** Archives a card (its payments keep pointing at it). */
  async archive(em: EntityManager, id: number, customerId: number): Promise<void> {
    const token = await this.ofCustomer(em, id, customerId);
    await em.getRepository(PaymentToken).update({ id: token.id }, { active: false });
  }
}

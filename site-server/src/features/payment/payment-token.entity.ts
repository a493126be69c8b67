import { Column, Entity, Index } from 'typeorm';
import type { PaymentProvider } from '../../../../shared/payment/contract';
import { BaseRecord } from '../../core/db/columns';

/** A saved payment method (payment.token): a card the provider keeps, never its number here. */
@Entity('payment_token')
@Index(['customerId', 'active'])
export class PaymentToken extends BaseRecord {
  @Column({ type: 'integer' })
  customerId!: number;

  @Column({ type: 'varchar', length: 20 })
  provider!: PaymentProvider;

  /** The provider's id of the card (Stripe's PaymentMethod id). */
  @Column({ type: 'varchar', length: 100 })
  providerReference!: string;

  /** The provider's customer the card is attached to (Stripe's Customer id). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerCustomer!: string | null;

  @Column({ type: 'varchar', length: 20, default: '' })
  brand!: string;

  @Column({ type: 'varchar', length: 4, default: '' })
  last4!: string;

  @Column({ type: 'integer', default: 0 })
  expMonth!: number;

  @Column({ type: 'integer', default: 0 })
  expYear!: number;

  /** Deleted by its owner: kept for the payments that used it, offered no more. */
  @Column({ type: 'boolean', default: true })
  active!: boolean;
}

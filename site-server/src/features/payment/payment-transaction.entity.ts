import { Column, Entity, Index } from 'typeorm';
import type { PaymentProvider, TransactionState } from '../../../../shared/payment/contract';
import { BaseRecord, CurrencyColumn, MoneyColumn } from '../../core/db/columns';

/** A payment attempt of an order with one provider (payment.transaction), its state per SPEC §4. */
@Entity('payment_transaction')
@Index(['orderId', 'state'])
export class PaymentTransaction extends BaseRecord {
  /** The order's name and the attempt's number: S00001-1, S00001-2… */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40 })
  reference!: string;

  @Column({ type: 'integer' })
  orderId!: number;

  @Column({ type: 'varchar', length: 20 })
  provider!: PaymentProvider;

  @Column({ type: 'varchar', length: 12, default: 'draft' })
  state!: TransactionState;

  @MoneyColumn()
  amount!: number;

  @CurrencyColumn()
  currency!: string;

  /** What the provider said, shown with a failed or pending state. */
  @Column({ type: 'varchar', length: 500, default: '' })
  stateMessage!: string;

  /** The provider's id of the payment (Stripe's PaymentIntent or Refund id). */
  @Index()
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerReference!: string | null;

  /** Stripe's client secret while the cardholder must authenticate (3-D Secure); cleared once settled. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  clientSecret!: string | null;

  /** 'payment', or 'refund' (its amount negative) of the payment `refundOf`. */
  @Column({ type: 'varchar', length: 10, default: 'payment' })
  operation!: 'payment' | 'refund';

  @Column({ type: 'integer', nullable: true })
  refundOf!: number | null;

  /** The saved card it paid with, or saves when it succeeds. */
  @Column({ type: 'integer', nullable: true })
  tokenId!: number | null;

  /** Keep the card once paid (the shopper ticked 'save my card'). */
  @Column({ type: 'boolean', default: false })
  saveToken!: boolean;
}

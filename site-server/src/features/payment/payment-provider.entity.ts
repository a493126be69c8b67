import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentProvider } from '../../../../shared/payment/contract';
import { TIMESTAMP } from '../../core/db/columns';

/** A payment provider's settings (payment.provider): offered or not, in which order, its keys. */
@Entity('payment_provider')
export class PaymentProviderSettings {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  code!: PaymentProvider;

  @Column({ type: 'boolean', default: false })
  enabled!: boolean;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;

  @Column({ type: 'varchar', length: 300, default: '' })
  publishableKey!: string;

  /** Stripe's secret key: kept in the database of the owner's machine, never shown back whole. */
  @Column({ type: 'varchar', length: 300, default: '' })
  secretKey!: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  webhookSecret!: string;

  /** The bank transfer's account details, quoted in its instructions. */
  @Column({ type: 'text', default: '' })
  instructions!: string;

  /** The bank transfer's: days an unpaid transfer is awaited before its order is cancelled (payment-expiry.ts). */
  @Column({ type: 'integer', default: 7 })
  pendingDays!: number;

  @UpdateDateColumn({ type: TIMESTAMP })
  updated!: Date;
}

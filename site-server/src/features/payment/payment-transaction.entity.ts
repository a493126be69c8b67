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
}

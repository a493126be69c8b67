import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { OrderAddress } from '../../../../shared/orders/contract';
import type { PaymentState } from '../../../../shared/invoices/contract';
import { BaseRecord, CurrencyColumn, MoneyColumn, TIMESTAMP } from '../../core/db/columns';
import { SaleOrder } from '../orders';

/** A customer invoice (account.move): what an order came to, numbered when issued. */
@Entity('invoice')
export class Invoice extends BaseRecord {
  /** INV/{year}/00001; unique. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 20 })
  name!: string;

  /** One invoice per order. */
  @Index({ unique: true })
  @Column({ type: 'integer' })
  orderId!: number;

  @ManyToOne(() => SaleOrder, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'orderId' })
  order?: Relation<SaleOrder>;

  /** The order's customer account (null: a guest's order). */
  @Index()
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  customerName!: string;

  @Column({ type: 'simple-json' })
  billingAddress!: OrderAddress;

  @CurrencyColumn()
  currency!: string;

  @MoneyColumn()
  amountUntaxed!: number;

  @MoneyColumn()
  amountTax!: number;

  @MoneyColumn()
  amountTotal!: number;

  @Column({ type: 'varchar', length: 10, default: 'not_paid' })
  paymentState!: PaymentState;

  /** The payment's reference when paid online, or the order's number. */
  @Column({ type: 'varchar', length: 80, default: '' })
  paymentReference!: string;

  @Column({ type: TIMESTAMP })
  issuedAt!: Date;

  /** The invoice's own link token (the portal's page and PDF for whoever holds it). */
  @Column({ type: 'varchar', length: 64 })
  accessToken!: string;
}

/** The last number issued each year (INV/{year}/…): a counter row, bumped by a conditional update. */
@Entity('invoice_sequence')
export class InvoiceSequence {
  @PrimaryColumn({ type: 'integer' })
  year!: number;

  @Column({ type: 'integer' })
  last!: number;
}

export const invoiceEntities = [Invoice, InvoiceSequence];

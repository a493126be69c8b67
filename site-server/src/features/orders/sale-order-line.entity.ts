import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord, MoneyColumn } from '../../core/db/columns';
import { SaleOrder } from './sale-order.entity';

/** One line of an order: a copy of what the shopper saw, so later catalogue changes touch no order. */
@Entity('sale_order_line')
export class SaleOrderLine extends BaseRecord {
  @Index()
  @Column({ type: 'integer' })
  orderId!: number;

  @ManyToOne(() => SaleOrder, (order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Relation<SaleOrder>;

  @Column({ type: 'integer' })
  sequence!: number;

  @Column({ type: 'integer', nullable: true })
  productId!: number | null;

  @Column({ type: 'integer', nullable: true })
  templateId!: number | null;

  /** The product's name with its variant's values, in the shopper's language. */
  @Column({ type: 'varchar', length: 500 })
  name!: string;

  /** Custom and no-variant values, one per line. */
  @Column({ type: 'varchar', length: 2000, default: '' })
  description!: string;

  @MoneyColumn()
  unitPrice!: number;

  @Column({ type: 'integer' })
  quantity!: number;

  /** Percent off the unit price (coupons come with their own lines). */
  @Column({ type: 'integer', default: 0 })
  discount!: number;

  @MoneyColumn()
  subtotal!: number;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { OrderLineKind } from '../../../../shared/orders/contract';
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

  /** A product, a promo code's discount, or the shipping. */
  @Column({ type: 'varchar', length: 10, default: 'product' })
  kind!: OrderLineKind;

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

  /** Before tax (Odoo's price_subtotal). */
  @MoneyColumn()
  subtotal!: number;

  /** The tax the line pays, at the rate of the country it ships to when it was priced. */
  @Column({ type: 'varchar', length: 80, default: '' })
  taxName!: string;

  /** Basis points (2000 = 20 %). */
  @Column({ type: 'integer', default: 0 })
  taxRate!: number;

  /** The unit price held the tax (it was taken out of it rather than added). */
  @Column({ type: 'boolean', default: false })
  taxIncluded!: boolean;

  @MoneyColumn()
  taxAmount!: number;

  /** With tax (Odoo's price_total): subtotal + taxAmount. */
  @MoneyColumn()
  total!: number;
}

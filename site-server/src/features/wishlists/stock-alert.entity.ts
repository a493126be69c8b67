import { Column, Entity, Index, JoinColumn, ManyToOne, Unique, type Relation } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';
import { ProductVariant } from '../catalog';

/** 'waiting' until the variant is back in stock; 'sent' once its one mail is queued (the alert ends). */
export const stockAlertStates = ['waiting', 'sent'] as const;
export type StockAlertState = (typeof stockAlertStates)[number];

/** "E-mail me when it is back": one address waiting for one variant. */
@Entity('stock_alert')
@Unique('UQ_stock_alert_product_email', ['productId', 'email'])
@Index('IDX_stock_alert_product_state', ['productId', 'state'])
export class StockAlert extends BaseRecord {
  /** The variant (product.product) that could not be bought. */
  @Column({ type: 'integer' })
  productId!: number;

  @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Relation<ProductVariant>;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The language of the page it was asked on: the mail's. */
  @Column({ type: 'varchar', length: 8 })
  lang!: string;

  @Column({ type: 'varchar', length: 16, default: 'waiting' })
  state!: StockAlertState;

  @Column({ type: TIMESTAMP, nullable: true })
  sentAt!: Date | null;
}

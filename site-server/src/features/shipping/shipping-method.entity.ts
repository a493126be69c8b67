import { Column, Entity } from 'typeorm';
import type { ShippingKind } from '../../../../shared/shipping/contract';
import { BaseRecord, MoneyColumn } from '../../core/db/columns';

/** A way to get the goods (delivery.carrier): a flat rate, free from an amount, or pick-up in store. */
@Entity('shipping_method')
export class ShippingMethod extends BaseRecord {
  @Column({ type: 'varchar', length: 80 })
  name!: string;

  @Column({ type: 'varchar', length: 10, default: 'delivery' })
  kind!: ShippingKind;

  @MoneyColumn()
  price!: number;

  /** Free when the goods come to this much (minor units, with tax); null: never. */
  @MoneyColumn({ nullable: true, default: null })
  freeAbove!: number | null;

  @Column({ type: 'varchar', length: 300, default: '' })
  description!: string;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;
}

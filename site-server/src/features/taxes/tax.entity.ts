import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';

/** A percentage tax (account.tax): its rate in basis points, and other rates for some countries. */
@Entity('tax')
export class Tax extends BaseRecord {
  @Column({ type: 'varchar', length: 80 })
  name!: string;

  /** Basis points: 2000 = 20 %. */
  @Column({ type: 'integer' })
  rate!: number;

  /** The catalogue's prices hold the tax; false: it is added at checkout. */
  @Column({ type: 'boolean', default: true })
  priceIncluded!: boolean;

  /** The tax of products without their own; one at most. */
  @Column({ type: 'boolean', default: false })
  isDefault!: boolean;

  /** Rates of the countries where it differs (the destination's VAT), by country id. */
  @Column({ type: 'simple-json', default: '[]' })
  countryRates!: { countryId: number; rate: number }[];
}

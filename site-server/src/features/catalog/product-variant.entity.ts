import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';
import { ProductTemplate } from './product-template.entity';

/**
 * A variant (product.product): one combination of the template's variant-making values, what
 * a cart line holds. `combinationKey` is its product.template.attribute.value ids, sorted, joined by
 * commas ('' when the template has no variant-making attribute).
 */
@Entity('product_product')
@Index(['templateId', 'combinationKey'], { unique: true })
export class ProductVariant extends BaseRecord {
  @Column({ type: 'integer' })
  templateId!: number;

  @ManyToOne(() => ProductTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId' })
  template?: ProductTemplate;

  @Column({ type: 'varchar', length: 500, default: '' })
  combinationKey!: string;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'varchar', length: 100, default: '' })
  defaultCode!: string;

  /** Stock on hand. */
  @Column({ type: 'real', default: 0 })
  qtyAvailable!: number;

  /** On hand plus incoming minus outgoing (equal to on hand until stock moves exist). */
  @Column({ type: 'real', default: 0 })
  virtualAvailable!: number;
}

/** Its combination as ids. */
export const combinationIdsOf = (variant: Pick<ProductVariant, 'combinationKey'>): number[] =>
  variant.combinationKey === '' ? [] : variant.combinationKey.split(',').map(Number);

export const combinationKeyOf = (ids: number[]): string => [...ids].sort((a, b) => a - b).join(',');

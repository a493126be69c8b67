import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord } from '../../core/db/columns';
import { ProductTemplate } from './product-template.entity';
import { ProductVariant } from './product-variant.entity';

/** An image of a template (variantId null) or of one variant; the bytes live in the file store. */
@Entity('product_image')
@Index(['templateId', 'sequence'])
export class ProductImage extends BaseRecord {
  @Column({ type: 'integer' })
  templateId!: number;

  @ManyToOne(() => ProductTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId' })
  template?: ProductTemplate;

  @Index()
  @Column({ type: 'integer', nullable: true })
  variantId!: number | null;

  @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'variantId' })
  variant?: ProductVariant | null;

  @Column({ type: 'varchar', length: 64 })
  fileSha!: string;

  @Column({ type: 'integer', default: 10 })
  sequence!: number;
}
